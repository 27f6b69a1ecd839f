import { Injectable } from '@nestjs/common';
import { GuideGenerated, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendGuideReadyMailUseCase } from '../send-guide-ready-mail/send-guide-ready-mail.usecase';

@Injectable()
export class GuideGeneratedConsumer {
  constructor(private readonly sendGuideReadyMail: SendGuideReadyMailUseCase) {}

  // A batch's labels are mailed once, for the batch (BatchCompleted); a test key's never.
  @OnEvent(GuideGenerated, { when: (guide) => !guide.batchId && !guide.test })
  handle(event: EventEnvelope<EventData<typeof GuideGenerated>>) {
    return this.sendGuideReadyMail.execute(event, event.data);
  }
}
