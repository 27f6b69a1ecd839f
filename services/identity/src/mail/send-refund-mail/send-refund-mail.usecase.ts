import { Injectable } from '@nestjs/common';
import type { EventData, PaymentRefunded } from '@envios/contracts';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import { refundMail } from '../mail-templates';
import { MailService } from '../mail.service';

/** On PaymentRefunded: what went back to the wallet and why, to whoever paid. Optional (refund). */
@Injectable()
export class SendRefundMailUseCase {
  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
  ) {}

  async execute(event: EventMeta, refund: EventData<typeof PaymentRefunded>): Promise<void> {
    // Nothing is mailed about a test API key's shipments.
    if (refund.test) return;
    const to = await this.recipients.find(event, refund.user, 'refund');
    if (!to) return;
    const message = refundMail(to, refund, {
      shipment: this.recipients.shipmentLink(refund.shipmentId),
      wallet: to.walletUrl,
      settings: this.recipients.settingsLink(),
    });
    await this.mail.enqueue(message, `refund-${event.id}`);
  }
}
