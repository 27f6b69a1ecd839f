import { Injectable } from '@nestjs/common';
import { GuideFailed, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RefundPaymentUseCase } from '../refund-payment/refund-payment.usecase';

@Injectable()
export class GuideFailedConsumer {
  constructor(private readonly refundPayment: RefundPaymentUseCase) {}

  @OnEvent(GuideFailed)
  handle({ data }: EventEnvelope<EventData<typeof GuideFailed>>) {
    return this.refundPayment.execute(data.shipmentId, 'guide-failed');
  }
}
