import { Injectable } from '@nestjs/common';
import type { EventData, GuideGenerated } from '@envios/contracts';
import { estimateDeliveryDate } from '@envios/domain';
import type { EventMeta } from '../../mail/mail-recipients';
import { NotifyRecipientUseCase } from '../notify-recipient/notify-recipient.usecase';
import { isFresh, RecipientNotices } from '../recipient-notices';

const firstName = (name: string | undefined) => name?.trim().split(/\s+/)[0] || null;

/**
 * On GuideGenerated: whom to tell of this shipment (the recipient's e-mail, phone, first name and
 * city; the label's sender; the promised day) and, when the event is news, the label's notice;
 * then the due notices go out (a status that came first is sent now too).
 */
@Injectable()
export class RecordGuideNoticeUseCase {
  constructor(
    private readonly notices: RecipientNotices,
    private readonly notify: NotifyRecipientUseCase,
  ) {}

  async execute(event: EventMeta, g: EventData<typeof GuideGenerated>): Promise<void> {
    const email = g.recipientEmail?.trim() || null;
    await this.notices.record(g.shipmentId, {
      $set: {
        account: g.account ?? g.owner,
        guide: g.numberGuide,
        carrier: g.carrier,
        email,
        emailLower: email?.toLowerCase() ?? null,
        phone: g.recipientPhone ?? null,
        firstName: firstName(g.recipient?.name),
        senderName: g.senderName ?? null,
        city: g.recipient?.city ?? null,
        state: g.recipient?.stateShort ?? null,
        expectedBy:
          g.transitDays === undefined
            ? null
            : estimateDeliveryDate(new Date(event.occurredAt), g.transitDays),
      },
      ...(isFresh(event.occurredAt) ? { $addToSet: { due: 'label' } } : {}),
    });
    await this.notify.execute(g.shipmentId);
  }
}
