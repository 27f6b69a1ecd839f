import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountErrors, Messages, PasswordRecoverySchema, PasswordResetRequested } from '@envios/contracts';
import { APP_CONFIG, AppError, EventPublisher, ManagedRedis, newWithEvents, zod } from '@envios/platform';
import type { IdentityConfig } from '../../config';
import { passwordResetMail } from '../../mail/mail-templates';
import { MailService } from '../../mail/mail.service';
import { User } from '../../users/user.schema';
import { hashResetToken, newResetToken, PasswordReset } from '../reset-token.schema';

const MAX_REQUESTS_PER_HOUR = 5;

/**
 * POST /password-recovery: e-mails a single-use link to /password-recovery/:token that expires.
 * An unknown e-mail answers with the spec's error text.
 */
@Controller('internal/password-recovery')
export class RequestRecoveryController {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    private readonly redis: ManagedRedis,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly mail: MailService,
    private readonly events: EventPublisher,
  ) {}

  @Post()
  @HttpCode(200)
  async request(@Body(zod(PasswordRecoverySchema)) body: { email: string }) {
    const emailLower = body.email.toLowerCase();
    const user = await this.users.findOne({ emailLower }).lean();
    if (!user) throw AppError.notFound(Messages.recovery.unknownEmail, AccountErrors.unknownEmail);

    // No mail bombing: a few links per account and hour.
    const key = `envios:identity:recovery:${emailLower}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 3600, 'NX').exec()) as [
      [null, number],
    ];
    if (count > MAX_REQUESTS_PER_HOUR) {
      throw new AppError(
        429,
        AccountErrors.tooManyAttempts,
        'Ya enviamos varios enlaces. Revisa tu correo o inténtalo más tarde.',
      );
    }

    const token = newResetToken();
    const createdAt = new Date();
    const expiresAt = new Date(createdAt.getTime() + this.config.PASSWORD_RESET_TTL_MINUTES * 60_000);
    const event = this.events.create(PasswordResetRequested, String(user._id), {
      userId: String(user._id),
      email: emailLower,
      expiresAt: expiresAt.toISOString(),
    });
    await this.resets.create(
      newWithEvents({ _id: hashResetToken(token), userId: user._id, createdAt, expiresAt }, event),
    );
    this.events.flush();

    const link = new URL(`/password-recovery/${token}`, this.config.WEB_BASE_URL).toString();
    await this.mail.enqueue(
      passwordResetMail(user.email, user.firstName, link, this.config.PASSWORD_RESET_TTL_MINUTES),
    );
    return { message: Messages.recovery.sent };
  }
}
