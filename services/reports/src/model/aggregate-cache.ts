import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { APP_CONFIG, EpochCache, ManagedRedis } from '@envios/platform';
import type { ReportsConfig } from '../config';
import { aggregateEpochKey, scopeMonthOf } from './aggregate-docs';

/** Documents (and a day's top-ups) a replica keeps; the least recently used go first. */
const HELD = 50_000;

/**
 * How long a replica takes an epoch it read as current (never longer than REPORTS_STALE_MS): a
 * change shows up to this much later, and under load the epochs are read from Redis a few times a
 * second instead of on every request.
 */
const EPOCH_MS = 200;

/** An `EpochCache` of the reports: stale reads and epochs as REPORTS_STALE_MS and EPOCH_MS allow. */
export function reportsEpochCache(redis: ManagedRedis, config: ReportsConfig, size: number): EpochCache {
  return new EpochCache(redis, {
    size,
    staleMs: config.REPORTS_STALE_MS,
    epochMs: Math.min(EPOCH_MS, config.REPORTS_STALE_MS),
  });
}

/** The name of the database the read models are in (it names their Redis keys). */
export const databaseOf = (connection: Connection) => connection.db?.databaseName ?? connection.name;

/**
 * Aggregate documents held in memory, each valid while its scope's month has not changed. A chart
 * over a year reads a dozen epochs from Redis in one round trip and only the documents of the months
 * that changed since it last read them (usually the current one), instead of every document: the
 * local server costs ~1.5 ms a read. Writers (the aggregate buffer) change a month's epoch after
 * writing its documents, and readers take the epoch before the document, so a document held under
 * an epoch is never older than that epoch: every replica sees a change on its first read after
 * EPOCH_MS (or, while it reads a changed month again, answers from what it read at most
 * REPORTS_STALE_MS ago).
 */
@Injectable()
export class AggregateCache {
  private readonly cache: EpochCache;
  private readonly database: string;

  constructor(
    redis: ManagedRedis,
    @InjectConnection() connection: Connection,
    @Inject(APP_CONFIG) config: ReportsConfig,
  ) {
    this.cache = reportsEpochCache(redis, config, HELD);
    this.database = databaseOf(connection);
  }

  private key(gen: number, id: string) {
    const { scope, month } = scopeMonthOf(id);
    return aggregateEpochKey(this.database, gen, scope, month);
  }

  /** The documents of `ids` (null where none exists), from memory where their month is unchanged. */
  async read<T>(gen: number, model: Model<T>, ids: string[]): Promise<(T | null)[]> {
    if (!ids.length) return [];
    const keys = ids.map((id) => this.key(gen, id));
    const epochs = await this.cache.epochs(keys);
    return Promise.all(
      ids.map((id, i) =>
        this.cache.hold(`${gen}|${model.collection.collectionName}|${id}`, epochs.get(keys[i])!, () =>
          model.findById(id).lean<T>().exec(),
        ),
      ),
    );
  }

  /**
   * Something else read from a scope's month (the general report's top-ups of a day), from memory
   * while the month is unchanged: `load` runs only when it changed since.
   */
  async about<T>(
    gen: number,
    scope: string,
    month: string,
    slot: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const key = aggregateEpochKey(this.database, gen, scope, month);
    return this.cache.hold(`${gen}|${slot}`, (await this.cache.epochs([key])).get(key)!, load);
  }

  /** After these documents were written: their months' epochs change, so every replica reads them again. */
  async changed(gen: number, ids: Iterable<string>): Promise<void> {
    await this.cache.bump([...ids].map((id) => this.key(gen, id)));
  }
}
