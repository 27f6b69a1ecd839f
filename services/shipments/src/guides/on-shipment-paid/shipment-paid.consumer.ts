import { Injectable } from '@nestjs/common';
import { ShipmentPaid, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { MarkPaidUseCase } from '../mark-paid/mark-paid.usecase';

@Injectable()
export class ShipmentPaidConsumer {
  constructor(private readonly markPaid: MarkPaidUseCase) {}

  @OnEvent(ShipmentPaid)
  handle({ data }: EventEnvelope<EventData<typeof ShipmentPaid>>) {
    return this.markPaid.execute(data);
  }
}
