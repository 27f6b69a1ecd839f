import { Injectable } from '@nestjs/common';
import { DisputeAccepted, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendDisputeMailUseCase } from '../send-dispute-mail/send-dispute-mail.usecase';

@Injectable()
export class DisputeAcceptedConsumer {
  constructor(private readonly sendDisputeMail: SendDisputeMailUseCase) {}

  @OnEvent(DisputeAccepted)
  handle(event: EventEnvelope<EventData<typeof DisputeAccepted>>) {
    const d = event.data;
    return this.sendDisputeMail.execute(event, d.owner, { kind: 'accepted' }, d);
  }
}
