import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Reweigh, type ReweighedParcel } from './reweigh.schema';

/** How long a replica reuses a customer's reweighs it read (the replica that records one forgets at once). */
const CACHE_MS = 10_000;
const CACHE_MAX = 20_000;
/** The most recent shipments (reweighed or not) a prediction looks at. */
const RECENT = 300;

/**
 * The customers' shipped parcels and their reweighs, as GuideGenerated and OverweightRegistered
 * recorded them: one write per shipment, and a quote's read of its customer's recent parcels through
 * a short in-memory cache.
 */
@Injectable()
export class Reweighs {
  private readonly cache = new Map<string, { at: number; parcels: ReweighedParcel[] }>();

  constructor(@InjectModel(Reweigh.name) private readonly reweighs: Model<Reweigh>) {}

  /** Records a shipment's reweigh (an event seen again writes the same thing). */
  async record(r: Omit<Reweigh, 'reweighed'>): Promise<void> {
    await this.reweighs.updateOne({ _id: r._id }, { $set: { ...r, reweighed: true } }, { upsert: true });
    this.cache.delete(r.owner);
  }

  /**
   * Records a shipped parcels set as declared (billed as declared until a reweigh says otherwise); a
   * reweigh recorded first, or the event seen again, is left as it is.
   */
  async recordShipped(r: Omit<Reweigh, 'reweighed'>): Promise<void> {
    await this.reweighs.updateOne(
      { _id: r._id },
      { $setOnInsert: { ...r, reweighed: false } },
      { upsert: true },
    );
    this.cache.delete(r.owner);
  }

  /** Every parcel of a customer's recent shipments, with what each was billed (declared or measured). */
  async parcelsOf(owner: string): Promise<ReweighedParcel[]> {
    const cached = this.cache.get(owner);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.parcels;
    const docs = await this.reweighs
      .find({ owner }, { parcels: 1 })
      .sort({ at: -1 })
      .limit(RECENT)
      .lean<Pick<Reweigh, 'parcels'>[]>();
    const parcels = docs.flatMap((d) => d.parcels);
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(owner, { at: Date.now(), parcels });
    return parcels;
  }
}
