import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CustomerTariff } from './customer-tariff.schema';

/** How long a replica reuses a tariff it read: a change reaches every replica within this time. */
const CACHE_MS = 10_000;
const CACHE_MAX = 50_000;

/**
 * The tariff of every user, as identity's events recorded it (record-customer-tariff). An unknown
 * user is priced at the highest known tariff, never below what they would pay. Quotes read it
 * through a short in-memory cache (the replica that records a change has it at once; the others
 * within CACHE_MS).
 */
@Injectable()
export class CustomerTariffs {
  private readonly logger = new Logger(CustomerTariffs.name);
  private readonly cache = new Map<string, { tarifa: number; at: number }>();

  constructor(@InjectModel(CustomerTariff.name) private readonly tariffs: Model<CustomerTariff>) {}

  /** The user's tariff percentage. */
  async percentFor(userId: string): Promise<number> {
    const cached = this.cache.get(userId);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.tarifa;
    const own = await this.tariffs.findById(userId).lean();
    if (own) return this.remember(userId, own.tarifa);
    // Not cached: the user's UserRegistered event may be on its way.
    this.logger.warn(`no tariff known for user ${userId}; pricing at the highest known tariff`);
    const highest = await this.tariffs.findOne().sort({ tarifa: -1 }).lean();
    return highest?.tarifa ?? 35;
  }

  remember(userId: string, tarifa: number): number {
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(userId, { tarifa, at: Date.now() });
    return tarifa;
  }
}
