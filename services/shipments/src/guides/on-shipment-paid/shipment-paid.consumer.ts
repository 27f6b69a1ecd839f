import { Injectable } from '@nestjs/common';
import { ShipmentPaid, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { MarkPaidUseCase } from '../mark-paid/mark-paid.usecase';

@Injectable()
export class ShipmentPaidConsumer {
  constructor(private readonly markPaid: MarkPaidUseCase) {}

  // Its own record: marking paid is conditional and the label job is queued only while the label is pending.
  @OnEvent(ShipmentPaid, { selfIdempotent: true })
  handle({ data }: EventEnvelope<EventData<typeof ShipmentPaid>>) {
    return this.markPaid.execute(data);
  }
}
