import { Injectable } from '@nestjs/common';
import { PaymentReceived, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendPaymentReceiptUseCase } from '../send-payment-receipt/send-payment-receipt.usecase';

@Injectable()
export class PaymentReceivedConsumer {
  constructor(private readonly sendPaymentReceipt: SendPaymentReceiptUseCase) {}

  @OnEvent(PaymentReceived)
  handle(event: EventEnvelope<EventData<typeof PaymentReceived>>) {
    return this.sendPaymentReceipt.execute(event, event.data);
  }
}
