import { Inject, Injectable } from '@nestjs/common';
import { CARRIER_CODES, type CarrierCode } from '@envios/domain';
import { APP_CONFIG, ManagedRedis } from '@envios/platform';
import type { TrackingConfig } from '../config';

const dueKey = (carrier: CarrierCode) => `envios:tracking:due:${carrier}`;

// Hands out at most ARGV[3] guides due by ARGV[1] and pushes each to ARGV[2] (its lease): one step,
// so two dispatchers never hand out the same guide, and a guide whose poll never reports back is
// due again when its lease runs out.
const CLAIM = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
for _, guide in ipairs(due) do redis.call('ZADD', KEYS[1], ARGV[2], guide) end
return due`;

// Every guide of the carrier due later than ARGV[1] becomes due at ARGV[1].
const ALL_DUE_NOW = `
local later = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[1], '+inf')
for _, guide in ipairs(later) do redis.call('ZADD', KEYS[1], ARGV[1], guide) end
return #later`;

/**
 * When each active guide is next asked about: one Redis sorted set per carrier, guide number →
 * time (ms). Polls put their guide back at its next time; a stopped guide leaves. Redis keeps it
 * across restarts of every worker; the reconciliation puts back any active guide missing from it.
 */
@Injectable()
export class PollSchedule {
  constructor(
    private readonly redis: ManagedRedis,
    @Inject(APP_CONFIG) private readonly config: TrackingConfig,
  ) {}

  /** Due at `at` if it is still scheduled (a poll's next time; a guide stopped meanwhile stays off). */
  async postpone(carrier: CarrierCode, guide: string, at: number): Promise<void> {
    await this.redis.zadd(dueKey(carrier), 'XX', at, guide);
  }

  /** Due at `at` only if it is not scheduled yet (a new guide, or one the reconciliation found missing). */
  async add(carrier: CarrierCode, guide: string, at: number): Promise<boolean> {
    return (await this.redis.zadd(dueKey(carrier), 'NX', at, guide)) === 1;
  }

  async addMany(guides: readonly { carrier: CarrierCode; guide: string }[], at: number): Promise<number> {
    if (!guides.length) return 0;
    const pipeline = this.redis.pipeline();
    for (const g of guides) pipeline.zadd(dueKey(g.carrier), 'NX', at, g.guide);
    const results = (await pipeline.exec()) ?? [];
    return results.filter(([err, added]) => !err && added === 1).length;
  }

  async remove(carrier: CarrierCode, guide: string): Promise<void> {
    await this.redis.zrem(dueKey(carrier), guide);
  }

  /** The given scheduled guides become due at `at` unless they already are (GET /tracking/all). */
  async bringForward(
    guides: readonly { carrier: CarrierCode; guide: string }[],
    at: number,
  ): Promise<number> {
    if (!guides.length) return 0;
    const pipeline = this.redis.pipeline();
    for (const g of guides) pipeline.zadd(dueKey(g.carrier), 'XX', 'LT', 'CH', at, g.guide);
    const results = (await pipeline.exec()) ?? [];
    return results.filter(([err, changed]) => !err && changed === 1).length;
  }

  /** Every scheduled guide of every carrier becomes due at `at` (staff's GET /tracking/all). */
  async allDue(at: number): Promise<number> {
    let moved = 0;
    for (const carrier of CARRIER_CODES)
      moved += Number(await this.redis.eval(ALL_DUE_NOW, 1, dueKey(carrier), at));
    return moved;
  }

  /** Hands out up to `limit` guides due by `now`, each leased until its poll reports back. */
  async claimDue(carrier: CarrierCode, now: number, limit: number): Promise<string[]> {
    if (limit <= 0) return [];
    return (await this.redis.eval(
      CLAIM,
      1,
      dueKey(carrier),
      now,
      now + this.config.TRACKING_LEASE_MS,
      limit,
    )) as string[];
  }

  async size(carrier?: CarrierCode): Promise<number> {
    const carriers = carrier ? [carrier] : CARRIER_CODES;
    let total = 0;
    for (const c of carriers) total += await this.redis.zcard(dueKey(c));
    return total;
  }
}
