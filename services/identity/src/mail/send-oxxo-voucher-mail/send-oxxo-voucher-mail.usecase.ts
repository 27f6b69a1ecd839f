import { Injectable } from '@nestjs/common';
import { Paths } from '@envios/domain';
import type { EventData, OxxoVoucherCreated } from '@envios/contracts';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import { oxxoVoucherMail } from '../mail-templates';
import { MailService } from '../mail.service';

/** On OxxoVoucherCreated: the voucher's reference, amount and expiry, with the printable voucher's link. */
@Injectable()
export class SendOxxoVoucherMailUseCase {
  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
  ) {}

  async execute(event: EventMeta, voucher: EventData<typeof OxxoVoucherCreated>): Promise<void> {
    const to = await this.recipients.find(event, voucher.user);
    if (!to) return;
    const message = oxxoVoucherMail(
      to,
      { reference: voucher.reference, amountCentavos: voucher.amountCentavos, expiresAt: voucher.expiresAt },
      {
        voucher: this.recipients.link(
          `${Paths.cashBarcode}?references=${encodeURIComponent(voucher.reference)}`,
        ),
        settings: this.recipients.settingsLink(),
      },
    );
    await this.mail.enqueue(message, `oxxo-voucher-${event.id}`);
  }
}
