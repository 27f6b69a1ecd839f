import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventData, PasswordResetRequested } from '@envios/contracts';
import { APP_CONFIG } from '@envios/platform';
import type { IdentityConfig } from '../../config';
import { passwordResetMail } from '../../mail/mail-templates';
import { MailService } from '../../mail/mail.service';
import { User } from '../../users/user.schema';
import { hashResetToken, newResetToken, PasswordReset } from '../reset-token.schema';

/**
 * Makes the single-use link of a password-reset request and mails it. The token exists only in the
 * e-mail (only its hash is stored, and the event never carries it). Runs once per request event;
 * the mail job is keyed by the event id, so a redelivered event sends no second mail.
 */
@Injectable()
export class IssueResetLinkUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async execute(
    eventId: string,
    requestedAt: Date,
    request: EventData<typeof PasswordResetRequested>,
  ): Promise<void> {
    const user = await this.users.findById(request.userId, { email: 1, firstName: 1 }).lean();
    if (!user) return;
    const token = newResetToken();
    await this.resets.create({
      _id: hashResetToken(token),
      userId: user._id,
      createdAt: requestedAt,
      expiresAt: new Date(request.expiresAt),
    });
    const link = new URL(`/password-recovery/${token}`, this.config.PUBLIC_URL).toString();
    const minutes = this.config.PASSWORD_RESET_TTL_MINUTES;
    await this.mail.enqueue(passwordResetMail(user.email, user.firstName, link, minutes), `reset-${eventId}`);
  }
}
