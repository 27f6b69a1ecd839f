import { Injectable } from '@nestjs/common';
import { PaymentRefunded, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendRefundMailUseCase } from '../send-refund-mail/send-refund-mail.usecase';

@Injectable()
export class PaymentRefundedConsumer {
  constructor(private readonly sendRefundMail: SendRefundMailUseCase) {}

  @OnEvent(PaymentRefunded)
  handle(event: EventEnvelope<EventData<typeof PaymentRefunded>>) {
    return this.sendRefundMail.execute(event, event.data);
  }
}
