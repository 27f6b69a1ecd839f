import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

const NEVER_WRITTEN = '0';

export interface EpochCacheOptions {
  /** Entries a replica keeps; the least recently used go first. */
  size: number;
  /** An entry is read again this long after its read, even if its epoch stayed (a lost bump heals by itself). */
  maxAgeMs?: number;
  /**
   * While an entry whose read ended less than this long ago is read again under a newer epoch, readers get it
   * as it was instead of waiting, and a slot is read once at a time (a reader may get a read that
   * began just before its epoch). 0: never; every reader gets a read begun under its epoch.
   */
  staleMs?: number;
  /**
   * An epoch read from Redis is taken as current for this long (0, the default: every read asks
   * Redis). Under load a report asks for the same dozen epochs hundreds of times a second, and each
   * round trip is a socket write on both ends; a change is then seen up to this much later.
   */
  epochMs?: number;
}

/** A value held, and the epoch it was read under. */
export interface Held<T> {
  epoch: string;
  value: T;
}

/**
 * Values a replica keeps in memory, each valid while the epoch it was read under is unchanged. An
 * epoch is a Redis key that writers change (`bump`) after writing what it covers; readers take the
 * epoch before reading, so a value held under an epoch is never older than that epoch, and every
 * replica sees a change on its next read. Costs one Redis round trip per read instead of a read of
 * the local MongoDB-compatible server (~1 ms a document, spent decoding it). Concurrent readers of
 * a slot under one epoch share one read of it.
 */
export class EpochCache {
  private readonly held = new Map<string, { epoch: string; value: unknown; at: number }>();
  private readonly loading = new Map<string, { epoch: string; value: Promise<unknown> }>();
  private readonly recentEpochs = new Map<string, { epoch: string; at: number }>();

  constructor(
    private readonly redis: Redis,
    private readonly options: EpochCacheOptions,
  ) {}

  /** The current epochs of `keys` (one round trip, none for those read within epochMs), to pass to `hold`. */
  async epochs(keys: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(keys)];
    const out = new Map<string, string>();
    const now = Date.now();
    const ask = [];
    for (const key of unique) {
      const recent = this.options.epochMs ? this.recentEpochs.get(key) : undefined;
      if (recent && now - recent.at < this.options.epochMs!) out.set(key, recent.epoch);
      else ask.push(key);
    }
    if (!ask.length) return out;
    const values = await this.redis.mget(ask);
    ask.forEach((key, i) => {
      const epoch = values[i] ?? NEVER_WRITTEN;
      out.set(key, epoch);
      if (!this.options.epochMs) return;
      // Timed from before the read: taken as current no longer than epochMs after it was asked.
      this.recentEpochs.delete(key);
      this.recentEpochs.set(key, { epoch, at: now });
      if (this.recentEpochs.size > this.options.size)
        this.recentEpochs.delete(this.recentEpochs.keys().next().value!);
    });
    return out;
  }

  /**
   * The value of `slot` read under `epoch`: from memory if it was, else `load`ed (once) and kept.
   * `load` gets what the slot holds under an older epoch, if anything (to bring it up to date
   * rather than read it whole).
   */
  async hold<T>(slot: string, epoch: string, load: (held?: Held<T>) => Promise<T>): Promise<T> {
    const held = this.held.get(slot);
    const now = Date.now();
    if (held && held.epoch === epoch && now - held.at < (this.options.maxAgeMs ?? Infinity)) {
      this.held.delete(slot);
      this.held.set(slot, held);
      return held.value as T;
    }
    // (One held past maxAgeMs under the same epoch is read whole again.)
    const older: Held<T> | undefined =
      held && held.epoch !== epoch ? { epoch: held.epoch, value: held.value as T } : undefined;
    const running = this.loading.get(slot);
    if (this.options.staleMs) {
      // One read of the slot at a time, whatever epoch comes meanwhile: what it holds while that
      // read is young enough, else that read's result (at most one read's time old).
      const reading = (running?.value as Promise<T> | undefined) ?? this.load(slot, epoch, () => load(older));
      if (held && now - held.at < this.options.staleMs) {
        reading.catch(() => undefined); // the next reader reads again
        return held.value as T;
      }
      return reading;
    }
    if (running && running.epoch === epoch) return running.value as Promise<T>;
    return this.load(slot, epoch, () => load(older));
  }

  private load<T>(slot: string, epoch: string, load: () => Promise<T>): Promise<T> {
    const value: Promise<T> = load()
      .then((v) => (this.keep(slot, epoch, v, Date.now()), v))
      .finally(() => {
        if (this.loading.get(slot)?.value === value) this.loading.delete(slot);
      });
    this.loading.set(slot, { epoch, value });
    return value;
  }

  private keep(slot: string, epoch: string, value: unknown, at: number) {
    this.held.delete(slot);
    this.held.set(slot, { epoch, value, at });
    if (this.held.size > this.options.size) this.held.delete(this.held.keys().next().value!);
  }

  /** After a write: these epochs change, so every replica reads what they cover again. */
  async bump(keys: Iterable<string>): Promise<void> {
    const unique = [...new Set(keys)];
    if (!unique.length) return;
    for (const key of unique) this.recentEpochs.delete(key);
    const epoch = randomUUID();
    await this.redis.mset(...unique.flatMap((key) => [key, epoch]));
  }
}
