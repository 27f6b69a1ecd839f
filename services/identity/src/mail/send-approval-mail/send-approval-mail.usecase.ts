import { Inject, Injectable } from '@nestjs/common';
import type { EventData, UserApproved } from '@envios/contracts';
import { APP_CONFIG } from '@envios/platform';
import type { IdentityConfig } from '../../config';
import { approvalMail } from '../mail-templates';
import { MailService } from '../mail.service';

/** Tells a newly approved account by e-mail that it can sign in. */
@Injectable()
export class SendApprovalMailUseCase {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async execute(eventId: string, approved: EventData<typeof UserApproved>): Promise<void> {
    const signIn = new URL('/signin', this.config.PUBLIC_URL).toString();
    await this.mail.enqueue(approvalMail(approved.email, approved.firstName, signIn), `approval-${eventId}`);
  }
}
