import { Inject, Injectable } from '@nestjs/common';
import type { ContactMessageReceived, EventData } from '@envios/contracts';
import { APP_CONFIG } from '@envios/platform';
import type { IdentityConfig } from '../../config';
import { contactLeadMail } from '../mail-templates';
import { MailService } from '../mail.service';

/** Forwards a contact-form message to the sales inbox, replying to the visitor. */
@Injectable()
export class ForwardContactLeadUseCase {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async execute(eventId: string, lead: EventData<typeof ContactMessageReceived>): Promise<void> {
    await this.mail.enqueue(contactLeadMail(this.config.SALES_INBOX, lead), `contact-${eventId}`);
  }
}
