import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountErrors, Messages, PasswordResetRequested } from '@envios/contracts';
import { APP_CONFIG, AppError, EventPublisher, ManagedRedis } from '@envios/platform';
import type { IdentityConfig } from '../../config';
import { User } from '../../users/user.schema';

const MAX_REQUESTS_PER_HOUR = 5;

/**
 * POST /password-recovery: records the request as PasswordResetRequested and answers at once; the
 * link itself is made and mailed by that event's consumer (issue-reset-link), so mail never holds
 * up the request. An unknown e-mail answers with the spec's error text.
 */
@Injectable()
export class RequestRecoveryUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly redis: ManagedRedis,
    private readonly events: EventPublisher,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async execute(email: string): Promise<{ message: string }> {
    const emailLower = email.toLowerCase();
    const user = await this.users.findOne({ emailLower }, { _id: 1 }).lean();
    if (!user) throw AppError.of(AccountErrors.unknownEmail);

    // No mail bombing: a few links per account and hour.
    const key = `envios:identity:recovery:${emailLower}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 3600, 'NX').exec()) as [
      [null, number],
    ];
    if (count > MAX_REQUESTS_PER_HOUR) throw AppError.of(AccountErrors.tooManyRecoveryLinks);

    const requestedAt = new Date();
    const expiresAt = new Date(requestedAt.getTime() + this.config.PASSWORD_RESET_TTL_MINUTES * 60_000);
    const userId = String(user._id);
    await this.events.publish(
      PasswordResetRequested,
      userId,
      { userId, email: emailLower, expiresAt: expiresAt.toISOString() },
      requestedAt,
    );
    return { message: Messages.recovery.sent };
  }
}
