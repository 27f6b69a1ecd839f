import { Injectable } from '@nestjs/common';
import { TrackingStatusChanged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordTrackingUseCase } from '../record-tracking/record-tracking.usecase';

@Injectable()
export class TrackingStatusChangedConsumer {
  constructor(private readonly recordTracking: RecordTrackingUseCase) {}

  @OnEvent(TrackingStatusChanged)
  handle({ data }: EventEnvelope<EventData<typeof TrackingStatusChanged>>) {
    return this.recordTracking.statusChanged(data);
  }
}
