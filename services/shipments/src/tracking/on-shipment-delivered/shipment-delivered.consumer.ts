import { Injectable } from '@nestjs/common';
import { ShipmentDelivered, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordDeliveryUseCase } from '../record-delivery/record-delivery.usecase';

@Injectable()
export class ShipmentDeliveredConsumer {
  constructor(private readonly recordDelivery: RecordDeliveryUseCase) {}

  @OnEvent(ShipmentDelivered)
  handle({ data }: EventEnvelope<EventData<typeof ShipmentDelivered>>) {
    return this.recordDelivery.execute(data);
  }
}
