import { Injectable } from '@nestjs/common';
import { GuideCancelled, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { StopGuideUseCase } from '../stop-guide/stop-guide.usecase';

@Injectable()
export class GuideCancelledConsumer {
  constructor(private readonly stopGuide: StopGuideUseCase) {}

  @OnEvent(GuideCancelled)
  handle({ data }: EventEnvelope<EventData<typeof GuideCancelled>>) {
    return this.stopGuide.execute(data);
  }
}
