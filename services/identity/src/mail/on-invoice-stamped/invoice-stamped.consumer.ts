import { Injectable } from '@nestjs/common';
import { InvoiceStamped, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendInvoiceMailUseCase } from '../send-invoice-mail/send-invoice-mail.usecase';

@Injectable()
export class InvoiceStampedConsumer {
  constructor(private readonly sendInvoiceMail: SendInvoiceMailUseCase) {}

  // The global invoice to público en general has no customer to mail.
  @OnEvent(InvoiceStamped, { when: (d) => d.user !== null })
  handle(event: EventEnvelope<EventData<typeof InvoiceStamped>>) {
    return this.sendInvoiceMail.execute(event, event.data);
  }
}
