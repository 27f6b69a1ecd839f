import { Injectable } from '@nestjs/common';
import { MailService } from '../mail/mail.service';
import type { OutgoingNotice, RecipientChannel } from './recipient-channel';
import { recipientMail } from './recipient-mail';

/** The notification port over e-mail: identity's mail queue (SMTP), keyed so a notice is sent once. */
@Injectable()
export class EmailChannel implements RecipientChannel {
  readonly name = 'email';

  constructor(private readonly mail: MailService) {}

  async send(notice: OutgoingNotice, key: string): Promise<boolean> {
    if (!notice.notice.email) return false;
    await this.mail.enqueue(recipientMail(notice), `recipient-${key}`);
    return true;
  }
}
