import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { accountCounterId, ownerCounterId, ShipmentCounter } from './shipment-counter.schema';
import { ShipmentListCache } from './shipment-list-cache';
import type { ListScope } from './shipment-scope';
import { Shipment, type StoredShipment } from './shipment.schema';

/** Shipments per page bucket: a page of 10–50 is one to six bucket lookups. */
export const BUCKET = 10;

/** What a list never shows: the search words and any events still waiting (a fifth of a document). */
const LIST_PROJECTION = { search_terms: 0, _outbox: 0 };

export const bucketKey = (id: string, seq: number) => `${id}:${Math.floor(seq / BUCKET)}`;
const counterIdOf = (scope: ListScope) =>
  scope.kind === 'owner' ? ownerCounterId(scope.id) : accountCounterId(scope.id);

/**
 * Pages of an owner's or an account's shipments, newest first. Sequence numbers are dense (0 to
 * count−1), so page n holds sequences count−1−(n−1)·limit down to count−n·limit: the buckets that
 * cover them are read by equality, whatever the depth. Counts and buckets come from memory while
 * their list is unchanged (ShipmentListCache).
 */
@Injectable()
export class ShipmentPages {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    @InjectModel(ShipmentCounter.name) private readonly counters: Model<ShipmentCounter>,
    private readonly cache: ShipmentListCache,
  ) {}

  private count(scope: ListScope, epoch: string): Promise<number> {
    return this.cache.hold(
      `${scope.kind}|count|${scope.id}`,
      epoch,
      async () => (await this.counters.findById(counterIdOf(scope)).lean())?.count ?? 0,
    );
  }

  async page(scope: ListScope, page: number, limit: number) {
    const epoch = await this.cache.epoch(scope.id);
    const count = await this.count(scope, epoch);
    const hi = count - 1 - (page - 1) * limit;
    const lo = Math.max(0, count - page * limit);
    return { count, docs: hi < 0 ? [] : await this.range(scope, lo, hi, epoch) };
  }

  /** The newest `n` shipments. */
  async newest(scope: ListScope, n: number): Promise<StoredShipment[]> {
    const epoch = await this.cache.epoch(scope.id);
    const count = await this.count(scope, epoch);
    return count ? this.range(scope, Math.max(0, count - n), count - 1, epoch) : [];
  }

  /** Shipments with sequence lo..hi, newest first (the documents are shared: never change them). */
  private async range(scope: ListScope, lo: number, hi: number, epoch: string): Promise<StoredShipment[]> {
    const buckets: string[] = [];
    for (let b = Math.floor(lo / BUCKET); b <= Math.floor(hi / BUCKET); b++) buckets.push(`${scope.id}:${b}`);
    const found = await Promise.all(
      buckets.map((key) =>
        this.cache.hold(`${scope.page}|${key}`, epoch, () =>
          this.shipments.find({ [scope.page]: key }, LIST_PROJECTION).lean<StoredShipment[]>(),
        ),
      ),
    );
    return found
      .flat()
      .filter((s) => s[scope.seq] >= lo && s[scope.seq] <= hi)
      .sort((a, b) => b[scope.seq] - a[scope.seq]);
  }
}
