import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { AccountErrors } from '@envios/contracts';
import { APP_CONFIG, AppError, ManagedRedis } from '@envios/platform';
import type { IdentityConfig } from '../../config';

/** How long a failure from a suspect address is held before it is answered. */
const SUSPECT_ADDRESS_TARPIT_MS = 1000;

/**
 * Throttles failed sign-ins the way OWASP's authentication guidance asks: by account and by
 * address, with growing delays rather than lockouts that a stranger can cause.
 *
 * - An account that keeps failing waits before its next attempt is even checked: after
 *   LOGIN_MAX_FAILURES_PER_ACCOUNT failures 1 s, then 2, 4, 8 … up to 15 minutes (a correct password
 *   inside the wait is refused too, so guessing gains nothing).
 * - An address with more than LOGIN_MAX_FAILURES_PER_IP failures in the window is suspect: its
 *   failures are answered slowly, and an account that has itself failed from anywhere is refused
 *   from it. A correct password for an account that has not been failing still goes through, so one
 *   person (or a script) behind an office's NAT does not lock out the colleagues.
 *
 * Counters live in Redis for the window and are forgotten on a successful sign-in of the account.
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

  /** Refuses the attempt (429) when the account must still wait, or the address is suspect and the account has failed. */
  async assertAllowed(email: string, ip: string | undefined): Promise<void> {
    const k = this.keys(email, ip);
    const [[, account], [, byIp]] = (await this.redis
      .multi()
      .hmget(k.account, 'failures', 'last')
      .get(k.ip ?? k.account)
      .exec()) as [[null, [string | null, string | null]], [null, string | null]];
    const failures = Number(account[0] ?? 0);
    const waitMs = this.delayAfter(failures) - (Date.now() - Number(account[1] ?? 0));
    if (waitMs > 0) throw AppError.of(AccountErrors.tooManyAttempts, Math.ceil(waitMs / 1000));
    if (k.ip && failures > 0 && this.isSuspect(byIp)) {
      throw AppError.of(AccountErrors.tooManyAttempts, this.config.LOGIN_FAILURE_WINDOW_MINUTES * 60);
    }
  }

  /** Counts a failure for the account and the address; a failure from a suspect address is answered slowly. */
  async recordFailure(email: string, ip: string | undefined): Promise<void> {
    const k = this.keys(email, ip);
    const tx = this.redis
      .multi()
      .hincrby(k.account, 'failures', 1)
      .hset(k.account, 'last', Date.now())
      .expire(k.account, this.windowSeconds);
    if (k.ip) tx.incr(k.ip).expire(k.ip, this.windowSeconds, 'NX');
    const results = (await tx.exec()) ?? [];
    if (k.ip && this.isSuspect(results[3]?.[1] as number | undefined)) await sleep(SUSPECT_ADDRESS_TARPIT_MS);
  }

  async reset(email: string): Promise<void> {
    await this.redis.del(this.keys(email, undefined).account);
  }

  /** The wait after `failures` failures: none up to the limit, then 1 s doubling up to 15 minutes. */
  private delayAfter(failures: number): number {
    const over = failures - this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    return over < 0 ? 0 : Math.min(1000 * 2 ** over, 15 * 60_000);
  }

  private isSuspect(ipFailures: string | number | null | undefined): boolean {
    return Number(ipFailures ?? 0) > this.config.LOGIN_MAX_FAILURES_PER_IP;
  }
}
