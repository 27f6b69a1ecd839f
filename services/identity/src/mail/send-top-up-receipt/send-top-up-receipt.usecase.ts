import { Injectable } from '@nestjs/common';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import { topUpReceiptMail, type TopUp } from '../mail-templates';
import { MailService } from '../mail.service';

/**
 * On PrepaidExecuted (a top-up by card, SPEI or OXXO) and WalletCredited (a staff credit, with its reason): the
 * top-up receipt to the wallet's owner. Optional (topUpReceipt).
 */
@Injectable()
export class SendTopUpReceiptUseCase {
  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
  ) {}

  async execute(event: EventMeta, user: string, topUp: TopUp): Promise<void> {
    const to = await this.recipients.find(event, user, 'topUpReceipt');
    if (!to) return;
    const message = topUpReceiptMail(to, topUp, {
      wallet: to.walletUrl,
      settings: this.recipients.settingsLink(),
    });
    await this.mail.enqueue(message, `top-up-${event.id}`);
  }
}
