import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, FilterQuery, Model, UpdateQuery, UpdateWriteOpResult } from 'mongoose';
import type { EventContract, EventData } from '@envios/contracts';
import { newWithEvents, OUTBOX_FIELD, OUTBOX_FLAG_FIELD, OUTBOX_PENDING_FIELD, withEvents } from './outbox';
import { KafkaProducer } from './kafka-producer';
import { createEvent, type OutboxEntry } from './outbox-entry';
import { OutboxRelay, STANDALONE_OUTBOX_COLLECTION } from './outbox-relay';
import { outsideTraces } from '../tracing/tracing';

/** How long `publishSoon` collects events before sending them as one batch. */
const COLLECT_MS = 250;
/** Events per collected batch. */
const COLLECT_MAX = 200;
/** Retry delay after a batch could be neither sent nor written to the outbox. */
const RETRY_MS = 1000;

/**
 * The typed producer. Events that accompany a document change are built with `event` and written
 * with that change in one call — `insertWithEvents`, `updateWithEvents` — which also asks the relay
 * to publish them at once: the change and its events are one single-document write, and no call
 * site can forget the publishing. Events that are themselves the record (nothing else changes) go
 * through `publish`.
 *
 * `publishSoon` is for high-volume facts with no state change of their own (QuoteIssued, for
 * analytics): the caller waits for nothing; events collected over COLLECT_MS go to Kafka as one
 * batch. With no document change to stay atomic with, the outbox is only the fallback: a batch the
 * broker does not acknowledge is written there and the relay publishes it later. So a burst of
 * quotes costs no database work at all. The price is a window of at most COLLECT_MS in which a
 * crash (not a graceful stop, which sends them first) loses them.
 */
@Injectable()
export class EventPublisher implements BeforeApplicationShutdown {
  private readonly logger = new Logger(EventPublisher.name);
  private collected: OutboxEntry[] = [];
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly relay: OutboxRelay,
    private readonly producer: KafkaProducer,
  ) {}

  /** Builds an event (validated against its contract) to write with a change. */
  event<C extends EventContract>(
    contract: C,
    key: string,
    data: EventData<C>,
    occurredAt?: Date,
  ): OutboxEntry {
    return createEvent(contract, key, data, occurredAt);
  }

  /** Inserts a new aggregate document carrying its events, and has them published. */
  async insertWithEvents<T extends object>(model: Model<T>, doc: T, ...events: OutboxEntry[]): Promise<void> {
    await model.create(events.length ? newWithEvents(doc, ...events) : doc);
    if (events.length) this.relay.nudge();
  }

  /**
   * Inserts several new aggregate documents, each carrying its own events, in one insert command
   * (in order; the local server writes one command's documents in one database transaction), and
   * has the events published.
   */
  async insertManyWithEvents<T extends object>(
    model: Model<T>,
    docs: readonly { doc: T; events: OutboxEntry[] }[],
  ): Promise<void> {
    await model.insertMany(
      docs.map(({ doc, events }) => (events.length ? newWithEvents(doc, ...events) : doc)),
      { ordered: true },
    );
    if (docs.some(({ events }) => events.length)) this.relay.nudge();
  }

  /**
   * Updates one aggregate document together with its events (both or neither), and has them
   * published when the filter matched. Conditional filters make a change happen at most once.
   */
  async updateWithEvents<T>(
    model: Model<T>,
    filter: FilterQuery<T>,
    update: UpdateQuery<T>,
    ...events: OutboxEntry[]
  ): Promise<UpdateWriteOpResult> {
    const result = await model.updateOne(filter, events.length ? withEvents(update, ...events) : update);
    if (events.length && result.modifiedCount) this.relay.nudge();
    return result;
  }

  async publish<C extends EventContract>(
    contract: C,
    key: string,
    data: EventData<C>,
    occurredAt?: Date,
  ): Promise<OutboxEntry> {
    const entry = createEvent(contract, key, data, occurredAt);
    await this.insert([entry]);
    this.relay.nudge();
    return entry;
  }

  /** Queues the event for the next collected batch (within COLLECT_MS); does not wait for it. */
  publishSoon<C extends EventContract>(contract: C, key: string, data: EventData<C>): OutboxEntry {
    const entry = createEvent(contract, key, data);
    this.collected.push(entry);
    if (this.collected.length >= COLLECT_MAX) this.writeCollected();
    else
      this.timer ??= setTimeout(
        outsideTraces(() => this.writeCollected()),
        COLLECT_MS,
      ).unref();
    return entry;
  }

  /** A graceful stop sends what was collected before the broker and database connections close. */
  async beforeApplicationShutdown(): Promise<void> {
    this.writeCollected();
    await this.writing;
  }

  private writeCollected(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.collected.length) return;
    const batch = this.collected.splice(0, COLLECT_MAX);
    this.writing = this.writing.then(async () => {
      try {
        await this.producer.sendEntries(batch);
        return;
      } catch (err) {
        this.logger.warn(
          `sending ${batch.length} collected events failed, writing them to the outbox: ${String(err)}`,
        );
      }
      try {
        await this.insert(batch);
        this.relay.nudge();
      } catch (err) {
        this.logger.warn(`writing ${batch.length} collected events failed, retrying: ${String(err)}`);
        this.collected.unshift(...batch);
        this.timer ??= setTimeout(
          outsideTraces(() => this.writeCollected()),
          RETRY_MS,
        ).unref();
      }
    });
    if (this.collected.length) this.writeCollected();
  }

  private async insert(entries: OutboxEntry[]): Promise<void> {
    await this.connection.collection(STANDALONE_OUTBOX_COLLECTION).insertOne({
      _id: entries[0].id as never,
      [OUTBOX_FIELD]: entries,
      [OUTBOX_PENDING_FIELD]: new Date(),
      [OUTBOX_FLAG_FIELD]: true,
    });
  }
}
