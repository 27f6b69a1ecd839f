import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, ManagedRedis } from '@envios/platform';
import type { BffConfig } from '../config/config';

/** Lookups a minute from one address: a person tracks a few guides, not thousands. */
export const LOOKUPS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

/**
 * The per-address limit of the public lookup answered by the lookup lane (outside Nest, so outside
 * its throttler), counted in Redis so it holds across replicas.
 */
@Injectable()
export class LookupThrottle {
  readonly enabled: boolean;

  constructor(
    private readonly redis: ManagedRedis,
    @Inject(APP_CONFIG) config: BffConfig,
  ) {
    this.enabled = config.RATE_LIMITS === 'on';
  }

  /** Counts one lookup of the address; how many seconds it must wait when over the limit, else 0. */
  async wait(address: string, now = Date.now()): Promise<number> {
    const window = Math.floor(now / WINDOW_MS);
    const key = `envios:throttle:lookup:${address}:${window}`;
    const [[, count]] = (await this.redis.multi().incr(key).pexpire(key, WINDOW_MS).exec()) as [
      [Error | null, number],
      unknown,
    ];
    return count > LOOKUPS_PER_MINUTE ? Math.ceil(((window + 1) * WINDOW_MS - now) / 1000) : 0;
  }
}
