import { Injectable } from '@nestjs/common';
import type { EventData, GuideCancelled } from '@envios/contracts';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import { guideCancelledMail } from '../mail-templates';
import { MailService } from '../mail.service';

/** On GuideCancelled: tells the shipment's owner the label is void. Optional (guideCancelled). */
@Injectable()
export class SendCancellationMailUseCase {
  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
  ) {}

  async execute(event: EventMeta, cancelled: EventData<typeof GuideCancelled>): Promise<void> {
    // Nothing is mailed about a test API key's shipments.
    if (cancelled.test) return;
    const to = await this.recipients.find(event, cancelled.owner, 'guideCancelled');
    if (!to) return;
    const message = guideCancelledMail(to, cancelled, {
      shipment: this.recipients.shipmentLink(cancelled.shipmentId),
      settings: this.recipients.settingsLink(),
    });
    await this.mail.enqueue(message, `guide-cancelled-${event.id}`);
  }
}
