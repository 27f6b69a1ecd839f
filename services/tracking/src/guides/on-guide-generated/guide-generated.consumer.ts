import { Injectable } from '@nestjs/common';
import { GuideGenerated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { FollowGuideUseCase } from '../follow-guide/follow-guide.usecase';

@Injectable()
export class GuideGeneratedConsumer {
  constructor(private readonly followGuide: FollowGuideUseCase) {}

  @OnEvent(GuideGenerated)
  handle({ data, occurredAt }: EventEnvelope<EventData<typeof GuideGenerated>>) {
    return this.followGuide.execute(data, new Date(occurredAt));
  }
}
