import { Injectable } from '@nestjs/common';
import { ShipmentDeleted, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordPayableUseCase } from '../record-payable/record-payable.usecase';

@Injectable()
export class ShipmentDeletedConsumer {
  constructor(private readonly recordPayable: RecordPayableUseCase) {}

  @OnEvent(ShipmentDeleted)
  handle({ data }: EventEnvelope<EventData<typeof ShipmentDeleted>>) {
    return this.recordPayable.deleted(data.shipmentId);
  }
}
