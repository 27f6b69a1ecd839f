import { Injectable } from '@nestjs/common';
import { GuideCancelled, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendCancellationMailUseCase } from '../send-cancellation-mail/send-cancellation-mail.usecase';

@Injectable()
export class GuideCancelledConsumer {
  constructor(private readonly sendCancellationMail: SendCancellationMailUseCase) {}

  @OnEvent(GuideCancelled)
  handle(event: EventEnvelope<EventData<typeof GuideCancelled>>) {
    return this.sendCancellationMail.execute(event, event.data);
  }
}
