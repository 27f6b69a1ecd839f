import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import type { BatchRow } from '@envios/contracts';
import { BatchDoc, type StoredBatch } from './batch.schema';

/** Every read and write of batches. A draft's rows change as a whole, only while it is a draft. */
@Injectable()
export class BatchStore {
  constructor(@InjectModel(BatchDoc.name) private readonly batches: Model<BatchDoc>) {}

  async create(batch: Omit<StoredBatch, '_id'>): Promise<StoredBatch> {
    const created = await this.batches.create(batch);
    return created.toObject<StoredBatch>();
  }

  async byId(id: string): Promise<StoredBatch | null> {
    if (!isValidObjectId(id)) return null;
    return this.batches.findById(id).lean<StoredBatch>();
  }

  /** Writes a draft's rows; null when it is not a draft any more. */
  async replaceRows(id: StoredBatch['_id'], rows: BatchRow[]): Promise<StoredBatch | null> {
    const r = await this.batches.updateOne({ _id: id, state: 'draft' }, { $set: { rows } });
    return r.matchedCount ? this.byId(String(id)) : null;
  }
}
