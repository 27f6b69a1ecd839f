import { Injectable } from '@nestjs/common';
import { GuideCancelled, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RefundPaymentUseCase } from '../refund-payment/refund-payment.usecase';

@Injectable()
export class GuideCancelledConsumer {
  constructor(private readonly refundPayment: RefundPaymentUseCase) {}

  @OnEvent(GuideCancelled)
  handle({ data }: EventEnvelope<EventData<typeof GuideCancelled>>) {
    return this.refundPayment.execute(data.shipmentId, 'guide-cancelled');
  }
}
