import type { RedisOptions } from 'ioredis';

/** ioredis options from a redis:// URL, as BullMQ workers need them (no per-request retry limit). */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/** Every BullMQ key of the platform lives under this prefix. */
export const BULLMQ_PREFIX = 'envios';
