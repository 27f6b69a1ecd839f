import { Injectable } from '@nestjs/common';
import { PaymentRefunded, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordRefundUseCase } from './record-refund.usecase';

type Refund = EventData<typeof PaymentRefunded>;

@Injectable()
export class PaymentRefundedConsumer {
  constructor(private readonly recordRefund: RecordRefundUseCase) {}

  // Only a card payment was money in; a wallet payment's refund goes back where it came from.
  @OnEvent(PaymentRefunded, {
    when: (d: Refund) => d.paidBy === 'paypal' && !!d.paymentId && !d.test,
    selfIdempotent: true,
  })
  handle({ data }: EventEnvelope<Refund>) {
    return this.recordRefund.execute(data.paymentId!, data.shipmentId);
  }
}
