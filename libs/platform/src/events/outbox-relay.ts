import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection, Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { APP_CONFIG, type ServiceConfig } from '../config/config';
import { KafkaProducer } from './kafka-producer';
import { OUTBOX_FIELD, OUTBOX_FLAG_FIELD, OUTBOX_PENDING_FIELD } from './outbox';
import { outsideTraces } from '../tracing/tracing';
import type { OutboxEntry } from './outbox-entry';

/** Collection for events that accompany no document change of their own (e.g. analytics). */
export const STANDALONE_OUTBOX_COLLECTION = 'outbox_events';
const LEASE_COLLECTION = 'outbox_lease';
const LEASE_MS = 15_000;
const BATCH = 100;
/**
 * Statements per clearing command: FerretDB 1.24 holds a PostgreSQL connection for every statement
 * of one update command until the command ends.
 */
const WRITE_BATCH = 16;

interface Lease {
  _id: string;
  owner: string;
  expiresAt: Date;
}

/**
 * Publishes outbox entries to Kafka and removes them once the broker has acknowledged them.
 * At-least-once: a crash between publish and removal republishes, and consumers are idempotent.
 * One replica at a time relays (a lease document), so scaling out does not multiply duplicates.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer?: NodeJS.Timeout;
  private current?: Promise<void>;
  private rerun = false;
  private stopped = false;
  private failures = 0;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly producer: KafkaProducer,
    @Inject(APP_CONFIG) private readonly config: ServiceConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  /** Asks for a relay pass now (called after a write that carried events). */
  nudge(): void {
    if (this.current) this.rerun = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    // A pass belongs to no request's trace (a request's write only nudges it).
    this.timer = setTimeout(
      outsideTraces(() => {
        this.current = this.tick().finally(() => (this.current = undefined));
      }),
      ms,
    );
  }

  private async tick(): Promise<void> {
    let published = 0;
    try {
      if (await this.acquireLease()) published = await this.drain();
      this.failures = 0;
    } catch (err) {
      this.failures++;
      this.logger.warn(`outbox relay pass failed (${this.failures}): ${String(err)}`);
    }
    const busy = this.rerun || published > 0;
    this.rerun = false;
    const backoff = Math.min(this.config.OUTBOX_POLL_MS * 2 ** this.failures, 30_000);
    this.schedule(this.failures ? backoff : busy ? 0 : this.config.OUTBOX_POLL_MS);
  }

  /** Publishes what is pending in every collection with an outbox; returns the number of events. */
  async drain(): Promise<number> {
    let count = 0;
    for (const collection of this.outboxCollections()) {
      const standalone = collection.collectionName === STANDALONE_OUTBOX_COLLECTION;
      const pending = collection.find({ [OUTBOX_FLAG_FIELD]: true }, { projection: { [OUTBOX_FIELD]: 1 } });
      // Oldest first on MongoDB. FerretDB 1.24 sorts in its own process: it would read and convert
      // every pending document each pass to hand out the first 100 (a burst of labels leaves
      // hundreds pending), so it is asked for any 100 — each document's events stay in their order,
      // which is the order that matters (a key's), and each pass clears what it read.
      if (this.config.DATASTORE === 'mongodb') pending.sort({ [OUTBOX_PENDING_FIELD]: 1 });
      const docs = await pending.limit(BATCH).toArray();
      if (standalone) {
        // Documents that are only events: publish the whole page in order, then delete it at once.
        const entries = docs.flatMap((doc) => (doc[OUTBOX_FIELD] ?? []) as OutboxEntry[]);
        await this.producer.sendEntries(entries);
        if (docs.length) await collection.deleteMany({ _id: { $in: docs.map((doc) => doc._id) } });
        count += entries.length;
        continue;
      }
      // The page's events in one send (in order), then each document's outbox cleared in one
      // statement when it still holds exactly what was sent: a document took two updates and a
      // produce request each, ~50 ms on a busy collection, so a burst of labels waited seconds.
      const entries = docs.flatMap((doc) => (doc[OUTBOX_FIELD] ?? []) as OutboxEntry[]);
      await this.producer.sendEntries(entries);
      for (let i = 0; i < docs.length; i += WRITE_BATCH) {
        const part = docs.slice(i, i + WRITE_BATCH);
        const cleared = await collection.bulkWrite(
          part.map((doc) => ({
            updateOne: {
              filter: { _id: doc._id, [OUTBOX_FIELD]: doc[OUTBOX_FIELD] ?? [] },
              update: {
                $set: { [OUTBOX_FIELD]: [], [OUTBOX_PENDING_FIELD]: null, [OUTBOX_FLAG_FIELD]: false },
              },
            },
          })),
          { ordered: false },
        );
        // Some took new events meanwhile: remove only what was sent from those (all of the part).
        if (cleared.matchedCount < part.length)
          for (const doc of part) await this.removeSent(collection, doc);
      }
      count += entries.length;
    }
    return count;
  }

  /** Takes the entries as read out of a document's outbox, and clears its marker if none is left. */
  private async removeSent(collection: Collection, doc: Document): Promise<void> {
    const entries = (doc[OUTBOX_FIELD] ?? []) as OutboxEntry[];
    if (entries.length) {
      // $pullAll with the entries exactly as read: FerretDB's $pull takes no conditions.
      await collection.updateOne({ _id: doc._id }, { $pullAll: { [OUTBOX_FIELD]: entries } } as Document);
    }
    // Only clear the marker if nothing new was pushed meanwhile.
    await collection.updateOne(
      { _id: doc._id, [OUTBOX_FIELD]: { $size: 0 } },
      { $set: { [OUTBOX_PENDING_FIELD]: null, [OUTBOX_FLAG_FIELD]: false } },
    );
  }

  private outboxCollections(): Collection[] {
    const fromModels = this.connection
      .modelNames()
      .map((name) => this.connection.model(name))
      .filter((model) => model.schema.path(OUTBOX_FIELD))
      .map((model) => model.collection as unknown as Collection);
    return [...fromModels, this.connection.collection(STANDALONE_OUTBOX_COLLECTION) as unknown as Collection];
  }

  private async acquireLease(): Promise<boolean> {
    const now = new Date();
    try {
      await this.connection
        .collection<Lease>(LEASE_COLLECTION)
        .findOneAndUpdate(
          { _id: 'relay', $or: [{ owner: this.owner }, { expiresAt: { $lt: now } }] },
          { $set: { owner: this.owner, expiresAt: new Date(now.getTime() + LEASE_MS) } },
          { upsert: true },
        );
      return true;
    } catch (err) {
      // Another replica holds an unexpired lease: the upsert collides on _id.
      if ((err as { code?: number }).code === 11000) return false;
      throw err;
    }
  }

  /** Before the database connection closes (onApplicationShutdown), so a pass in flight can end. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
    await this.connection
      .collection<Lease>(LEASE_COLLECTION)
      .deleteOne({ _id: 'relay', owner: this.owner })
      .catch(() => undefined);
  }
}
