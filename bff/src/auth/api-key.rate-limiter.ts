import { Injectable } from '@nestjs/common';
import { ManagedRedis } from '@envios/platform';

export interface RateWindow {
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  reset: number;
  allowed: boolean;
}

/**
 * Requests per key per second, counted in Redis so the limit holds across BFF replicas: one
 * INCR (and its expiry) per request in the current one-second window.
 */
@Injectable()
export class ApiKeyRateLimiter {
  constructor(private readonly redis: ManagedRedis) {}

  async take(keyId: string, limit: number, now = Date.now()): Promise<RateWindow> {
    const second = Math.floor(now / 1000);
    const counter = `envios:ratelimit:key:${keyId}:${second}`;
    const [[, used]] = (await this.redis.multi().incr(counter).expire(counter, 2).exec()) as [
      [Error | null, number],
      unknown,
    ];
    return { limit, remaining: Math.max(0, limit - used), reset: 1, allowed: used <= limit };
  }
}
