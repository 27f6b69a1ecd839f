import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { ContactMessageReceived, type Contact } from '@envios/contracts';
import { EventPublisher, type CallerIdentity } from '@envios/platform';
import { ContactMessage } from '../contact-message.schema';

/** POST /contact: the lead is stored with its event in one write; the mail worker forwards it to sales. */
@Injectable()
export class SendContactUseCase {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity | undefined, body: Contact): Promise<{ message: 'ok'; id: string }> {
    const _id = new Types.ObjectId();
    const lead = { ...body, web: body.web ?? null, number_shipment: body.number_shipment ?? null };
    await this.events.insertWithEvents(
      this.messages,
      { _id, ...lead, userId: caller?.id ?? null } as unknown as ContactMessage,
      this.events.event(ContactMessageReceived, String(_id), { contactId: String(_id), ...lead }),
    );
    return { message: 'ok', id: String(_id) };
  }
}
