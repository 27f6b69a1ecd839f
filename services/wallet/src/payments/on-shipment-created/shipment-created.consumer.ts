import { Injectable } from '@nestjs/common';
import { ShipmentCreated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordPayableUseCase } from '../record-payable/record-payable.usecase';

@Injectable()
export class ShipmentCreatedConsumer {
  constructor(private readonly recordPayable: RecordPayableUseCase) {}

  @OnEvent(ShipmentCreated)
  handle({ data }: EventEnvelope<EventData<typeof ShipmentCreated>>) {
    return this.recordPayable.execute(data);
  }
}
