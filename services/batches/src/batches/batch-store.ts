import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { EventPublisher, ManagedRedis, type OutboxEntry } from '@envios/platform';
import {
  BatchDoc,
  type StoredBatch,
  type StoredBatchRow,
  type StoredCardOrder,
  type StoredRule,
} from './batch.schema';

/** How long a paid batch's labels are counted (a label made later still reaches its shipment). */
const TRACK_SECONDS = 30 * 24 * 3600;
const batchOfKey = (shipmentId: string) => `envios:batches:of:${shipmentId}`;
const sizeKey = (batchId: string) => `envios:batches:size:${batchId}`;
/** A batch's labels made: shipment → guide number (its size is how many were made). */
const guidesKey = (batchId: string) => `envios:batches:guides:${batchId}`;
/** A batch's shipments whose label failed. */
const failedKey = (batchId: string) => `envios:batches:failed:${batchId}`;

/**
 * Every read and write of batches. A draft's rows change as a whole, only while it is a draft;
 * paying takes it out of draft once, with the shipment id of every row.
 */
@Injectable()
export class BatchStore {
  constructor(
    @InjectModel(BatchDoc.name) private readonly batches: Model<BatchDoc>,
    private readonly redis: ManagedRedis,
    private readonly events: EventPublisher,
  ) {}

  async create(
    batch: Omit<StoredBatch, '_id' | 'rule' | 'card_order' | 'paid_at' | 'completed_at' | 'row_count'>,
  ): Promise<StoredBatch> {
    const created = await this.batches.create({
      ...batch,
      row_count: batch.rows.length,
      rule: null,
      card_order: null,
      paid_at: null,
      completed_at: null,
    });
    return created.toObject<StoredBatch>();
  }

  /** The newest batches of a list (an owner's, or a client account's), without their rows. */
  recent(
    list: { owner: string } | { account: string },
    test: boolean,
    limit: number,
  ): Promise<Omit<StoredBatch, 'rows' | 'mapping'>[]> {
    return this.batches
      .find({ ...list, test }, { rows: 0, mapping: 0 })
      .sort({ created_at: -1 })
      .limit(limit)
      .lean<Omit<StoredBatch, 'rows' | 'mapping'>[]>();
  }

  async byId(id: string): Promise<StoredBatch | null> {
    if (!isValidObjectId(id)) return null;
    return this.batches.findById(id).lean<StoredBatch>();
  }

  /** Writes a draft's rows (and its rule, or none); null when it is not a draft any more. */
  async replaceRows(
    id: StoredBatch['_id'],
    rows: StoredBatchRow[],
    rule: StoredRule | null = null,
  ): Promise<StoredBatch | null> {
    const r = await this.batches.updateOne(
      { _id: id, state: 'draft' },
      { $set: { rows, rule, row_count: rows.length } },
    );
    return r.matchedCount ? this.byId(String(id)) : null;
  }

  /**
   * Takes a draft to paying with a shipment id for each of its rows (once: false if it was not a
   * draft any more, e.g. another request took it first).
   */
  async startPaying(id: StoredBatch['_id'], rows: StoredBatchRow[]): Promise<boolean> {
    // Which batch each shipment is in, and how many it has, for its labels to be counted as they come.
    const pipeline = this.redis.pipeline();
    for (const r of rows)
      if (r.shipment_id) pipeline.set(batchOfKey(r.shipment_id), String(id), 'EX', TRACK_SECONDS);
    pipeline.set(sizeKey(String(id)), rows.length, 'EX', TRACK_SECONDS);
    await pipeline.exec();
    const r = await this.batches.updateOne({ _id: id, state: 'draft' }, { $set: { rows, state: 'paying' } });
    return r.modifiedCount === 1;
  }

  /**
   * A label of a batch's shipment was made (its guide kept by shipment) or failed (a set): counted
   * once per shipment in Redis. Answers the batch and its counts, or null for a shipment of no batch.
   */
  async countLabel(
    shipmentId: string,
    outcome: { generated: string } | 'failed',
  ): Promise<{ batchId: string; rows: number; generated: number; failed: number } | null> {
    const batchId = await this.redis.get(batchOfKey(shipmentId));
    if (!batchId) return null;
    const multi = this.redis.multi();
    if (outcome === 'failed') multi.sadd(failedKey(batchId), shipmentId);
    else multi.hset(guidesKey(batchId), shipmentId, outcome.generated);
    const [, [, generated], [, failed], [, rows]] = (await multi
      .hlen(guidesKey(batchId))
      .scard(failedKey(batchId))
      .get(sizeKey(batchId))
      .expire(guidesKey(batchId), TRACK_SECONDS)
      .expire(failedKey(batchId), TRACK_SECONDS)
      .exec()) as [unknown, [unknown, number], [unknown, number], [unknown, string | null]];
    return { batchId, rows: Number(rows ?? Infinity), generated, failed };
  }

  /**
   * The labels counted so far of a paid batch (its guides by shipment, and those that failed), read
   * while its labels are made instead of asking the shipments service for a thousand shipments
   * every few seconds; null once the counts are gone (after TRACK_SECONDS).
   */
  async labelsSoFar(id: string): Promise<{ guides: Record<string, string>; failed: string[] } | null> {
    const [[, size], [, guides], [, failed]] = (await this.redis
      .multi()
      .get(sizeKey(id))
      .hgetall(guidesKey(id))
      .smembers(failedKey(id))
      .exec()) as [[unknown, string | null], [unknown, Record<string, string>], [unknown, string[]]];
    return size === null ? null : { guides, failed };
  }

  /** Marks a batch complete with its event, once (false when it already was). */
  async complete(id: string, at: Date, event: OutboxEntry): Promise<boolean> {
    if (!isValidObjectId(id)) return false;
    const r = await this.events.updateWithEvents(
      this.batches,
      { _id: id, completed_at: null },
      { $set: { completed_at: at } },
      event,
    );
    return r.modifiedCount === 1;
  }

  /** A paying batch's card order, waiting for the buyer's approval. */
  async setCardOrder(id: StoredBatch['_id'], order: StoredCardOrder): Promise<void> {
    await this.batches.updateOne({ _id: id, state: 'paying' }, { $set: { card_order: order } });
  }

  /** Every row's shipment is paid. */
  async markPaid(id: StoredBatch['_id'], at: Date): Promise<void> {
    await this.batches.updateOne(
      { _id: id, state: 'paying' },
      { $set: { state: 'paid', paid_at: at, card_order: null } },
    );
  }
}
