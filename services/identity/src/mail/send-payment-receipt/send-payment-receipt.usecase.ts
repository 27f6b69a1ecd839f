import { Injectable } from '@nestjs/common';
import type { EventData, PaymentReceived } from '@envios/contracts';
import { Paths } from '@envios/domain';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import { paymentReceiptMail } from '../mail-templates';
import { MailService } from '../mail.service';

/**
 * On PaymentReceived (one per wallet or card payment): the receipt to whoever paid, each shipment
 * with its carrier, service and amount. Optional (paymentReceipt).
 */
@Injectable()
export class SendPaymentReceiptUseCase {
  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
  ) {}

  async execute(event: EventMeta, payment: EventData<typeof PaymentReceived>): Promise<void> {
    // Nothing is mailed about a test API key's shipments; a batch's payments are in its one mail.
    if (payment.test || payment.batch) return;
    const to = await this.recipients.find(event, payment.user, 'paymentReceipt');
    if (!to) return;
    const message = paymentReceiptMail(to, payment, {
      shipments: this.recipients.link(Paths.shipments),
      settings: this.recipients.settingsLink(),
    });
    await this.mail.enqueue(message, `payment-receipt-${event.id}`);
  }
}
