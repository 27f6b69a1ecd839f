import { Body, Controller, Post } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { ContactMessageReceived, ContactSchema, type Contact } from '@envios/contracts';
import { EventPublisher, newWithEvents, OptionalCaller, zod, type CallerIdentity } from '@envios/platform';
import { ContactMessage } from '../contact-message.schema';

/** POST /contact: the lead is stored with its event in one write; the mail worker forwards it. */
@Controller('internal/contact')
export class SendContactController {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly events: EventPublisher,
  ) {}

  @Post()
  async send(@OptionalCaller() caller: CallerIdentity | undefined, @Body(zod(ContactSchema)) body: Contact) {
    const _id = new Types.ObjectId();
    const lead = { ...body, web: body.web ?? null, number_shipment: body.number_shipment ?? null };
    const event = this.events.create(ContactMessageReceived, String(_id), {
      contactId: String(_id),
      ...lead,
    });
    await this.messages.create(newWithEvents({ _id, ...lead, userId: caller?.id ?? null }, event));
    this.events.flush();
    return { message: 'ok', id: String(_id) };
  }
}
