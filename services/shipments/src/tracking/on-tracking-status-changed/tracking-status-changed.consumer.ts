import { Injectable } from '@nestjs/common';
import { TrackingStatusChanged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordTrackingStatusUseCase } from '../record-tracking-status/record-tracking-status.usecase';

@Injectable()
export class TrackingStatusChangedConsumer {
  constructor(private readonly recordTrackingStatus: RecordTrackingStatusUseCase) {}

  // Its own record: only a newer version than the shipment has is written.
  @OnEvent(TrackingStatusChanged, { selfIdempotent: true })
  handle({ data }: EventEnvelope<EventData<typeof TrackingStatusChanged>>) {
    return this.recordTrackingStatus.execute(data);
  }
}
