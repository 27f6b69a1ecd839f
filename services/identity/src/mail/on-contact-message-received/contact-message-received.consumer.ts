import { Injectable } from '@nestjs/common';
import { ContactMessageReceived, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { ForwardContactLeadUseCase } from '../forward-contact-lead/forward-contact-lead.usecase';

@Injectable()
export class ContactMessageReceivedConsumer {
  constructor(private readonly forwardContactLead: ForwardContactLeadUseCase) {}

  @OnEvent(ContactMessageReceived)
  handle(event: EventEnvelope<EventData<typeof ContactMessageReceived>>) {
    return this.forwardContactLead.execute(event.id, event.data);
  }
}
