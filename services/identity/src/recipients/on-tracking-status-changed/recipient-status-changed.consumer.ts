import { Injectable } from '@nestjs/common';
import { TrackingStatusChanged, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { NOTICE_STATUSES, RecordStatusNoticeUseCase } from './record-status-notice.usecase';

@Injectable()
export class RecipientStatusChangedConsumer {
  constructor(private readonly recordStatusNotice: RecordStatusNoticeUseCase) {}

  // Only the statuses a recipient hears of; the writes only add, so a redelivery changes nothing.
  @OnEvent(TrackingStatusChanged, {
    when: (s) => !!s.status && s.status in NOTICE_STATUSES,
    selfIdempotent: true,
  })
  handle(event: EventEnvelope<EventData<typeof TrackingStatusChanged>>) {
    return this.recordStatusNotice.execute(event, event.data);
  }
}
