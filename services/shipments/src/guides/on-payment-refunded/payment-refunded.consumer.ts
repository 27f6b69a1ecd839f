import { Injectable } from '@nestjs/common';
import { PaymentRefunded, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordRefundUseCase } from '../record-refund/record-refund.usecase';

@Injectable()
export class PaymentRefundedConsumer {
  constructor(private readonly recordRefund: RecordRefundUseCase) {}

  @OnEvent(PaymentRefunded)
  handle({ data }: EventEnvelope<EventData<typeof PaymentRefunded>>) {
    return this.recordRefund.execute(data);
  }
}
