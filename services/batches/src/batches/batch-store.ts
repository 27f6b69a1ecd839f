import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { BatchDoc, type StoredBatch, type StoredBatchRow, type StoredRule } from './batch.schema';

/**
 * Every read and write of batches. A draft's rows change as a whole, only while it is a draft;
 * paying takes it out of draft once, with the shipment id of every row.
 */
@Injectable()
export class BatchStore {
  constructor(@InjectModel(BatchDoc.name) private readonly batches: Model<BatchDoc>) {}

  async create(batch: Omit<StoredBatch, '_id' | 'rule' | 'paid_at'>): Promise<StoredBatch> {
    const created = await this.batches.create({ ...batch, rule: null, paid_at: null });
    return created.toObject<StoredBatch>();
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
    const r = await this.batches.updateOne({ _id: id, state: 'draft' }, { $set: { rows, rule } });
    return r.matchedCount ? this.byId(String(id)) : null;
  }

  /**
   * Takes a draft to paying with a shipment id for each of its rows (once: false if it was not a
   * draft any more, e.g. another request took it first).
   */
  async startPaying(id: StoredBatch['_id'], rows: StoredBatchRow[]): Promise<boolean> {
    const r = await this.batches.updateOne({ _id: id, state: 'draft' }, { $set: { rows, state: 'paying' } });
    return r.modifiedCount === 1;
  }

  /** Every row's shipment is paid. */
  async markPaid(id: StoredBatch['_id'], at: Date): Promise<void> {
    await this.batches.updateOne({ _id: id, state: 'paying' }, { $set: { state: 'paid', paid_at: at } });
  }
}
