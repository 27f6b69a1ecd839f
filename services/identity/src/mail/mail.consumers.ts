import { Inject, Injectable } from '@nestjs/common';
import { ContactMessageReceived, UserApproved, type EventData, type EventEnvelope } from '@envios/contracts';
import { APP_CONFIG, OnEvent } from '@envios/platform';
import type { IdentityConfig } from '../config';
import { approvalMail, contactLeadMail } from './mail-templates';
import { MailService } from './mail.service';

/** Mail that follows from identity events; the event id is the job id, so redelivery sends once. */
@Injectable()
export class MailConsumers {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @OnEvent(UserApproved)
  async onUserApproved(event: EventEnvelope<EventData<typeof UserApproved>>) {
    const signIn = new URL('/signin', this.config.WEB_BASE_URL).toString();
    await this.mail.enqueue(
      approvalMail(event.data.email, event.data.firstName, signIn),
      `approval-${event.id}`,
    );
  }

  @OnEvent(ContactMessageReceived)
  async onContactMessage(event: EventEnvelope<EventData<typeof ContactMessageReceived>>) {
    await this.mail.enqueue(contactLeadMail(this.config.SALES_INBOX, event.data), `contact-${event.id}`);
  }
}
