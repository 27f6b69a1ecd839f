import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AnyBulkWriteOperation, Model } from 'mongoose';
import { EventPublisher, type OutboxEntry } from '@envios/platform';
import { AccountLock } from './account-lock';
import { ShipmentListCache } from './shipment-list-cache';
import { bucketKey, BUCKET } from './shipment-pages';
import { accountCounterId, ownerCounterId, ShipmentCounter } from './shipment-counter.schema';
import { Shipment, type StoredShipment } from './shipment.schema';

/** Statements per update command (see closeGaps). */
const WRITE_BATCH = 16;

interface SeqList {
  field: 'ownerSeq' | 'accountSeq';
  page: 'ownerPage' | 'accountPage';
  id: string;
  seqs: number[];
}

type NewShipment = Omit<Shipment, 'ownerSeq' | 'ownerPage' | 'accountSeq' | 'accountPage'>;

/**
 * Gives shipments their place in their owner's and their account's lists, under the account lock:
 * a creation takes the next sequence numbers with `$inc`; a deletion renumbers the newer ones down,
 * so sequences stay dense and a page is a known set of buckets.
 */
@Injectable()
export class ShipmentSequences {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    @InjectModel(ShipmentCounter.name) private readonly counters: Model<ShipmentCounter>,
    private readonly lock: AccountLock,
    private readonly events: EventPublisher,
    private readonly lists: ShipmentListCache,
  ) {}

  /** Inserts new shipments of one owner and account together (all or none), each with its events. */
  async insert(
    docs: NewShipment[],
    eventsOf: (doc: NewShipment) => OutboxEntry[],
  ): Promise<StoredShipment[]> {
    const { owner, account } = docs[0];
    // The counters change even when the insert fails: the lists are read again either way.
    const changed = () => this.lists.changed([{ owner, account }]);
    return this.lock.around([ownerCounterId(owner), accountCounterId(account)], async () => {
      const ownerFirst = await this.take(ownerCounterId(owner), docs.length);
      const accountFirst = await this.take(accountCounterId(account), docs.length);
      const stored = docs.map((doc, i) => ({
        ...doc,
        ownerSeq: ownerFirst + i,
        ownerPage: bucketKey(owner, ownerFirst + i),
        accountSeq: accountFirst + i,
        accountPage: bucketKey(account, accountFirst + i),
      })) as StoredShipment[];
      try {
        await this.events.insertManyWithEvents(
          this.shipments,
          stored.map((doc) => ({ doc, events: eventsOf(doc) })),
        );
      } catch (err) {
        // Nothing was written (one insert command): give the numbers back while still holding the lock.
        await this.counters.updateOne({ _id: ownerCounterId(owner) }, { $inc: { count: -docs.length } });
        await this.counters.updateOne({ _id: accountCounterId(account) }, { $inc: { count: -docs.length } });
        throw err;
      } finally {
        await changed();
      }
      return stored;
    });
  }

  /**
   * Deletes the unpaid ones of these shipments (checked again in the write, so one paid meanwhile
   * stays), announces each, then closes the gaps they leave in each list they were in. Runs under
   * the locks of every owner and account concerned. A crash between a delete and its announcement
   * loses the announcement only (an unpaid shipment was never charged).
   */
  async deleteUnpaid(
    docs: StoredShipment[],
    announce: (doc: StoredShipment) => Promise<unknown>,
  ): Promise<number> {
    const keys = docs.flatMap((d) => [ownerCounterId(d.owner), accountCounterId(d.account)]);
    // Whatever part of it was written, the lists concerned are read again.
    try {
      return await this.lock.around(keys, async () => {
        const lists = new Map<string, SeqList>();
        let deleted = 0;
        for (const d of docs) {
          const { deletedCount } = await this.shipments.deleteOne({ _id: d._id, status: false });
          if (!deletedCount) continue;
          deleted++;
          await announce(d);
          for (const [key, field, page, id, seq] of [
            [ownerCounterId(d.owner), 'ownerSeq', 'ownerPage', d.owner, d.ownerSeq],
            [accountCounterId(d.account), 'accountSeq', 'accountPage', d.account, d.accountSeq],
          ] as const) {
            const list = lists.get(key) ?? { field, page, id, seqs: [] };
            list.seqs.push(seq);
            lists.set(key, list);
          }
        }
        for (const [counterId, list] of lists) await this.closeGaps(counterId, list);
        return deleted;
      });
    } finally {
      await this.lists.changed(docs);
    }
  }

  private async take(counterId: string, n: number): Promise<number> {
    const after = await this.counters
      .findOneAndUpdate({ _id: counterId }, { $inc: { count: n } }, { upsert: true, new: true })
      .lean();
    return after!.count - n;
  }

  /** Renumbers the shipments after the removed sequences down over the gaps, bucket by bucket. */
  private async closeGaps(counterId: string, list: SeqList): Promise<void> {
    const count = (await this.counters.findById(counterId).lean())?.count ?? 0;
    const removed = [...new Set(list.seqs)].sort((a, b) => a - b);
    const ops: AnyBulkWriteOperation<Shipment>[] = [];
    for (let b = Math.floor(removed[0] / BUCKET); b <= Math.floor((count - 1) / BUCKET); b++) {
      const inBucket = await this.shipments
        .find({ [list.page]: `${list.id}:${b}` }, { _id: 1, [list.field]: 1 })
        .lean<StoredShipment[]>();
      for (const s of inBucket) {
        const seq = s[list.field];
        const shift = removed.filter((r) => r < seq).length;
        if (!shift) continue;
        ops.push({
          updateOne: {
            filter: { _id: s._id },
            update: { $set: { [list.field]: seq - shift, [list.page]: bucketKey(list.id, seq - shift) } },
          },
        });
      }
    }
    // In batches: FerretDB 1.24 holds a PostgreSQL connection for every statement of one update
    // command until the command ends, so a renumbering of hundreds in one command drains its pool.
    for (let i = 0; i < ops.length; i += WRITE_BATCH)
      await this.shipments.bulkWrite(ops.slice(i, i + WRITE_BATCH), { ordered: false });
    await this.counters.updateOne({ _id: counterId }, { $inc: { count: -removed.length } });
  }
}
