import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { ManagedRedis } from '@envios/platform';
import { aggregateEpochKey, scopeMonthOf } from './aggregate-docs';

/** Aggregate documents a replica keeps (the least recently used go first). */
const HELD = 100_000;
const NEVER_WRITTEN = '0';

/**
 * Aggregate documents held in memory, each valid while its scope's month has not changed. A chart
 * over a year reads a dozen epochs from Redis in one round trip and only the documents of the months
 * that changed since it last read them (usually the current one), instead of every document: the
 * local server costs ~1.5 ms a read. Writers (the aggregate buffer) change a month's epoch after
 * writing its documents, and readers take the epoch before the document, so a document held under
 * an epoch is never older than that epoch: every replica sees a change on its next read.
 */
@Injectable()
export class AggregateCache {
  private readonly held = new Map<string, { epoch: string; doc: unknown }>();
  private readonly database: string;

  constructor(
    private readonly redis: ManagedRedis,
    @InjectConnection() connection: Connection,
  ) {
    this.database = connection.db?.databaseName ?? connection.name;
  }

  private key(gen: number, id: string) {
    const { scope, month } = scopeMonthOf(id);
    return aggregateEpochKey(this.database, gen, scope, month);
  }

  /** The documents of `ids` (null where none exists), from memory where their month is unchanged. */
  async read<T>(gen: number, model: Model<T>, ids: string[]): Promise<(T | null)[]> {
    if (!ids.length) return [];
    const keys = [...new Set(ids.map((id) => this.key(gen, id)))];
    const epochs = new Map(
      (await this.redis.mget(keys)).map((epoch, i) => [keys[i], epoch ?? NEVER_WRITTEN]),
    );
    return Promise.all(
      ids.map(async (id) => {
        const epoch = epochs.get(this.key(gen, id))!;
        const slot = `${gen}|${model.collection.collectionName}|${id}`;
        const held = this.held.get(slot);
        if (held && held.epoch === epoch) {
          this.held.delete(slot);
          this.held.set(slot, held);
          return held.doc as T | null;
        }
        const doc = await model.findById(id).lean<T>().exec();
        this.held.set(slot, { epoch, doc });
        if (this.held.size > HELD) this.held.delete(this.held.keys().next().value!);
        return doc as T | null;
      }),
    );
  }

  /** After these documents were written: their months' epochs change, so every replica reads them again. */
  async changed(gen: number, ids: Iterable<string>): Promise<void> {
    const keys = new Set([...ids].map((id) => this.key(gen, id)));
    if (!keys.size) return;
    const epoch = randomUUID();
    await this.redis.mset(...[...keys].flatMap((key) => [key, epoch]));
  }
}
