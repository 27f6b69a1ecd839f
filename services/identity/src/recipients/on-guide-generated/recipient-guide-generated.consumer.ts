import { Injectable } from '@nestjs/common';
import { GuideGenerated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { RecordGuideNoticeUseCase } from './record-guide-notice.usecase';

@Injectable()
export class RecipientGuideGeneratedConsumer {
  constructor(private readonly recordGuideNotice: RecordGuideNoticeUseCase) {}

  // A test key's guides never tell anyone; the writes only add, so a redelivery changes nothing.
  @OnEvent(GuideGenerated, { when: (guide) => !guide.test, selfIdempotent: true })
  handle(event: EventEnvelope<EventData<typeof GuideGenerated>>) {
    return this.recordGuideNotice.execute(event, event.data);
  }
}
