import { EpochCache, type ManagedRedis } from '@envios/platform';

/** Page buckets (and counts) a replica keeps; the least recently used go first. */
const HELD = 20_000;
/** Read again after this long whatever the epoch says (a bump lost to a Redis failure heals). */
const MAX_AGE_MS = 60_000;

/**
 * The lists' page buckets and counts held in memory, each valid while its list is unchanged: an
 * epoch per owner and per account in Redis, changed after every write of one of their shipments
 * (`changed`). A page is then one Redis round trip instead of a counter and one or two buckets of
 * ten documents from the local server, which spends ~1 ms decoding each. Only ShipmentStore holds
 * one: every write through the store changes the epochs of the lists it touched.
 */
export class ShipmentListCache {
  private readonly cache: EpochCache;

  /** `prefix` names the database, so test processes on their own databases share no epochs. */
  constructor(
    redis: ManagedRedis,
    private readonly prefix: string,
  ) {
    this.cache = new EpochCache(redis, { size: HELD, maxAgeMs: MAX_AGE_MS });
  }

  /** The current epoch of an owner's or an account's list, to pass to `hold`. */
  async epoch(id: string): Promise<string> {
    const key = this.prefix + id;
    return (await this.cache.epochs([key])).get(key)!;
  }

  hold<T>(slot: string, epoch: string, load: () => Promise<T>): Promise<T> {
    return this.cache.hold(slot, epoch, load);
  }

  /** After these shipments were written (created, changed, deleted, renumbered): their lists are read again. */
  async changed(shipments: Iterable<{ owner: string; account: string }>): Promise<void> {
    const ids: string[] = [];
    for (const s of shipments) ids.push(this.prefix + s.owner, this.prefix + s.account);
    if (ids.length) await this.cache.bump(ids);
  }
}
