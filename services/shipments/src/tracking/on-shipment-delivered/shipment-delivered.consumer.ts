import { Injectable } from '@nestjs/common';
import { ShipmentDelivered, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordTrackingUseCase } from '../record-tracking/record-tracking.usecase';

@Injectable()
export class ShipmentDeliveredConsumer {
  constructor(private readonly recordTracking: RecordTrackingUseCase) {}

  @OnEvent(ShipmentDelivered)
  handle({ data }: EventEnvelope<EventData<typeof ShipmentDelivered>>) {
    return this.recordTracking.delivered(data);
  }
}
