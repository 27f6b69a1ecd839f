import { Injectable } from '@nestjs/common';
import type { EventData, OverweightRegistered } from '@envios/contracts';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import { overweightMail } from '../mail-templates';
import { MailService } from '../mail.service';

/**
 * On OverweightRegistered: declared against measured, the charge and how to pay it, to the
 * shipment's owner. Always sent (the FAQ promises it); a correction of the charge is mailed too.
 */
@Injectable()
export class SendOverweightMailUseCase {
  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
  ) {}

  async execute(event: EventMeta, charge: EventData<typeof OverweightRegistered>): Promise<void> {
    // A charge set back to nothing (staff correcting a mistake) leaves nothing to pay or announce.
    if (charge.costCentavos === 0) return;
    const to = await this.recipients.find(event, charge.owner);
    if (!to) return;
    const message = overweightMail(to, charge, to.overweightAutopay, {
      shipment: this.recipients.shipmentLink(charge.shipmentId),
      wallet: to.walletUrl,
      settings: this.recipients.settingsLink(),
    });
    await this.mail.enqueue(message, `overweight-${event.id}`);
  }
}
