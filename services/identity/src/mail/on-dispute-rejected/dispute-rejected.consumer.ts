import { Injectable } from '@nestjs/common';
import { DisputeRejected, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendDisputeMailUseCase } from '../send-dispute-mail/send-dispute-mail.usecase';

@Injectable()
export class DisputeRejectedConsumer {
  constructor(private readonly sendDisputeMail: SendDisputeMailUseCase) {}

  @OnEvent(DisputeRejected)
  handle(event: EventEnvelope<EventData<typeof DisputeRejected>>) {
    const d = event.data;
    return this.sendDisputeMail.execute(event, d.owner, { kind: 'rejected', reason: d.reason }, d);
  }
}
