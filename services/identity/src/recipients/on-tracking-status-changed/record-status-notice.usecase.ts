import { Injectable } from '@nestjs/common';
import type { EventData, TrackingStatusChanged } from '@envios/contracts';
import type { PortalTrackingStatus } from '@envios/domain';
import type { EventMeta } from '../../mail/mail-recipients';
import { NotifyRecipientUseCase } from '../notify-recipient/notify-recipient.usecase';
import type { NoticeKind } from '../recipient-notice.schema';
import { isFresh, RecipientNotices } from '../recipient-notices';

/** The portal statuses (libs/domain, portal-status.ts) a recipient hears of. */
export const NOTICE_STATUSES: Partial<Record<PortalTrackingStatus, NoticeKind>> = {
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  exception: 'exception',
};

/**
 * On TrackingStatusChanged to out for delivery, delivered or an exception: that notice is due
 * (once, however often the status comes back), then the due notices go out.
 */
@Injectable()
export class RecordStatusNoticeUseCase {
  constructor(
    private readonly notices: RecipientNotices,
    private readonly notify: NotifyRecipientUseCase,
  ) {}

  async execute(event: EventMeta, s: EventData<typeof TrackingStatusChanged>): Promise<void> {
    const kind = s.status ? NOTICE_STATUSES[s.status] : undefined;
    if (!kind || !isFresh(event.occurredAt)) return;
    await this.notices.record(s.shipmentId, {
      $setOnInsert: { account: s.account, guide: s.numberGuide, carrier: s.carrier },
      $set: { statusText: s.statusText },
      $addToSet: { due: kind },
    });
    await this.notify.execute(s.shipmentId);
  }
}
