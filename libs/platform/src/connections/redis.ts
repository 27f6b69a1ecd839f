import { readFileSync } from 'node:fs';
import type { RedisOptions } from 'ioredis';
import type { RedisSettings } from '../config/config';

/**
 * ioredis' options from the configuration, for every Redis client of the platform (BullMQ's
 * connections, the apps' own clients): REDIS_URL's address, credentials and database, TLS for a
 * rediss:// URL (trusting REDIS_TLS_CA_FILE's CA when set, else the system's), then `overrides`.
 */
export function redisOptions(settings: RedisSettings, overrides: RedisOptions = {}): RedisOptions {
  const url = new URL(settings.REDIS_URL);
  const tls =
    url.protocol === 'rediss:'
      ? settings.REDIS_TLS_CA_FILE
        ? { ca: [readFileSync(settings.REDIS_TLS_CA_FILE, 'utf8')] }
        : {}
      : undefined;
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls,
    ...overrides,
  };
}

/** A BullMQ queue's or worker's connection: commands wait for Redis rather than fail (BullMQ requires it). */
export function bullConnection(settings: RedisSettings): RedisOptions {
  return redisOptions(settings, { maxRetriesPerRequest: null });
}
