import { Inject, Injectable } from '@nestjs/common';
import { AccountErrors } from '@envios/contracts';
import { APP_CONFIG, AppError, ManagedRedis } from '@envios/platform';
import type { IdentityConfig } from '../../config';

/**
 * Counts failed sign-ins per account and per client address in fixed windows; past the limit the
 * sign-in is refused before the password is even checked (brute force and credential stuffing).
 */
@Injectable()
export class LoginThrottle {
  private readonly windowSeconds: number;

  constructor(
    private readonly redis: ManagedRedis,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {
    this.windowSeconds = config.LOGIN_FAILURE_WINDOW_MINUTES * 60;
  }

  private keys(email: string, ip: string | undefined) {
    return {
      account: `envios:identity:login-fail:account:${email}`,
      ip: ip ? `envios:identity:login-fail:ip:${ip}` : undefined,
    };
  }

  async assertAllowed(email: string, ip: string | undefined): Promise<void> {
    const k = this.keys(email, ip);
    const [account, byIp] = await this.redis.mget(k.account, k.ip ?? k.account);
    if (
      Number(account ?? 0) >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT ||
      (k.ip && Number(byIp ?? 0) >= this.config.LOGIN_MAX_FAILURES_PER_IP)
    ) {
      throw AppError.of(AccountErrors.tooManyAttempts, this.config.LOGIN_FAILURE_WINDOW_MINUTES);
    }
  }

  async recordFailure(email: string, ip: string | undefined): Promise<void> {
    const k = this.keys(email, ip);
    const tx = this.redis.multi().incr(k.account).expire(k.account, this.windowSeconds, 'NX');
    if (k.ip) tx.incr(k.ip).expire(k.ip, this.windowSeconds, 'NX');
    await tx.exec();
  }

  async reset(email: string): Promise<void> {
    await this.redis.del(this.keys(email, undefined).account);
  }
}
