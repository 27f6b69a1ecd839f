import { Injectable } from '@nestjs/common';
import { TrackingStatusChanged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordTrackingStatusUseCase } from '../record-tracking-status/record-tracking-status.usecase';

@Injectable()
export class TrackingStatusChangedConsumer {
  constructor(private readonly recordTrackingStatus: RecordTrackingStatusUseCase) {}

  @OnEvent(TrackingStatusChanged)
  handle({ data }: EventEnvelope<EventData<typeof TrackingStatusChanged>>) {
    return this.recordTrackingStatus.execute(data);
  }
}
