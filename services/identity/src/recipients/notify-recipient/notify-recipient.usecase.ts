import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountBranding } from '../account-branding.schema';
import { BRANDING_FIELDS, logoPath } from '../branding-scope';
import { RECIPIENT_CHANNELS, type RecipientChannel } from '../recipient-channel';
import { RecipientLinks } from '../recipient-links';
import { NOTICE_KINDS, optOutId, RecipientOptOut } from '../recipient-notice.schema';
import { RecipientNotices } from '../recipient-notices';

/**
 * Sends a shipment's due recipient notices that were not dealt with, in order (label, out for
 * delivery, delivered, exception), through every configured channel, then marks each done. Each
 * channel queues under `<shipment>-<kind>`, so two consumers racing, or a crash between queueing
 * and marking, still send one message. A notice whose sender has 'Avisar a mis destinatarios' off,
 * or whose recipient opted out of that sender, is marked done unsent: turning it on later does not
 * send old news. Nothing is sent before the recipient's e-mail is known (GuideGenerated).
 */
@Injectable()
export class NotifyRecipientUseCase {
  private readonly logger = new Logger(NotifyRecipientUseCase.name);

  constructor(
    private readonly notices: RecipientNotices,
    @InjectModel(AccountBranding.name) private readonly brandings: Model<AccountBranding>,
    @InjectModel(RecipientOptOut.name) private readonly optOuts: Model<RecipientOptOut>,
    @Inject(RECIPIENT_CHANNELS) private readonly channels: RecipientChannel[],
    private readonly links: RecipientLinks,
  ) {}

  async execute(shipmentId: string): Promise<void> {
    const notice = await this.notices.get(shipmentId);
    if (!notice?.email || !notice.emailLower) return;
    // An upsert writes only the fields it names: a list not written yet is absent.
    const due = notice.due ?? [];
    const done = notice.done ?? [];
    const pending = NOTICE_KINDS.filter((k) => due.includes(k) && !done.includes(k));
    if (!pending.length) return;
    const [branding, optedOut] = await Promise.all([
      this.brandings.findById(notice.account, BRANDING_FIELDS).lean(),
      this.optOuts.exists({ _id: optOutId(notice.account, notice.emailLower) }),
    ]);
    const send = !!branding?.notifyRecipients && !optedOut;
    for (const kind of pending) {
      if (send) {
        const outgoing = {
          kind,
          notice,
          sender: branding?.businessName ?? notice.senderName ?? 'Tu remitente',
          logoUrl: branding?.logoVersion
            ? this.links.link(logoPath(notice.account, branding.logoVersion))
            : null,
          statusText: notice.statusText,
          expectedBy: notice.expectedBy,
          pageUrl: this.links.pageUrl(notice.guide),
          optOutUrl: this.links.optOutUrl(notice.guide),
        };
        for (const channel of this.channels) {
          const sent = await channel.send(outgoing, `${shipmentId}-${kind}`);
          if (sent) this.logger.log(`recipient ${kind} notice of ${shipmentId} queued (${channel.name})`);
        }
      }
      await this.notices.markDone(shipmentId, kind);
    }
  }
}
