import { Injectable } from '@nestjs/common';
import { ShipmentCreated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordPayableUseCase } from '../record-payable/record-payable.usecase';

@Injectable()
export class ShipmentCreatedConsumer {
  constructor(private readonly recordPayable: RecordPayableUseCase) {}

  // Its own record: the payable is written only if absent (an upsert), so a repeated event changes nothing.
  @OnEvent(ShipmentCreated, { selfIdempotent: true })
  handle({ data }: EventEnvelope<EventData<typeof ShipmentCreated>>) {
    return this.recordPayable.execute(data);
  }
}
