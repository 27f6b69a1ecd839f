import { Injectable } from '@nestjs/common';
import { GuideGenerated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { FollowGuideUseCase } from '../follow-guide/follow-guide.usecase';

@Injectable()
export class GuideGeneratedConsumer {
  constructor(private readonly followGuide: FollowGuideUseCase) {}

  // Its own record: a followed guide is not followed twice (its id is the guide number).
  @OnEvent(GuideGenerated, { selfIdempotent: true })
  handle({ data, occurredAt }: EventEnvelope<EventData<typeof GuideGenerated>>) {
    return this.followGuide.execute(data, new Date(occurredAt));
  }
}
