import { Injectable } from '@nestjs/common';
import { OverweightCharged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { MarkOverweightPaidUseCase } from '../mark-overweight-paid/mark-overweight-paid.usecase';

@Injectable()
export class OverweightChargedConsumer {
  constructor(private readonly markOverweightPaid: MarkOverweightPaidUseCase) {}

  @OnEvent(OverweightCharged)
  handle({ data }: EventEnvelope<EventData<typeof OverweightCharged>>) {
    return this.markOverweightPaid.execute(data.shipmentId);
  }
}
