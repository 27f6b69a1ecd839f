import { Injectable } from '@nestjs/common';
import { DisputeOpened, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { SendDisputeMailUseCase } from '../send-dispute-mail/send-dispute-mail.usecase';

@Injectable()
export class DisputeOpenedConsumer {
  constructor(private readonly sendDisputeMail: SendDisputeMailUseCase) {}

  @OnEvent(DisputeOpened)
  handle(event: EventEnvelope<EventData<typeof DisputeOpened>>) {
    const d = event.data;
    return this.sendDisputeMail.execute(event, d.owner, { kind: 'opened', photos: d.photos }, d);
  }
}
