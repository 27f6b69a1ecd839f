import { Injectable } from '@nestjs/common';
import type { EventData, GuideGenerated } from '@envios/contracts';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import { guideReadyMail } from '../mail-templates';
import { MailService } from '../mail.service';

const SIGNED_LABEL_PATH = /^\/api\/public\/[^/?#]+\?/;

/**
 * On GuideGenerated: 'Tu guía está lista' to the shipment's owner, with the label's signed link
 * (made absolute on the portal's address) and the shipment's page. Optional (guideReady). Its
 * consumer leaves out a test key's guides and a batch's (mailed together: SendBatchReadyMailUseCase).
 */
@Injectable()
export class SendGuideReadyMailUseCase {
  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
  ) {}

  async execute(event: EventMeta, guide: EventData<typeof GuideGenerated>): Promise<void> {
    const to = await this.recipients.find(event, guide.owner, 'guideReady');
    if (!to) return;
    const message = guideReadyMail(to, guide, {
      label: this.labelLink(guide.labelLink),
      shipment: this.recipients.shipmentLink(guide.shipmentId),
      settings: this.recipients.settingsLink(),
    });
    await this.mail.enqueue(message, `guide-ready-${event.id}`);
  }

  /** Only a label path of the portal becomes a link (never another host); its expiry is in seconds. */
  private labelLink(path: string | undefined) {
    if (!path || !SIGNED_LABEL_PATH.test(path)) return null;
    const url = new URL(this.recipients.link(path));
    const expires = Number(url.searchParams.get('expires'));
    return Number.isFinite(expires) && expires > 0
      ? { url: url.toString(), expiresAt: new Date(expires * 1000) }
      : null;
  }
}
