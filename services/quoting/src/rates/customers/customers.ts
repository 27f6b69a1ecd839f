import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CallerIdentity } from '@envios/platform';
import { Customer } from './customer.schema';

/** How long a replica reuses what it read: a change reaches every replica within this time. */
const CACHE_MS = 10_000;
const CACHE_MAX = 50_000;

interface Known {
  tarifa?: number;
  clientId: string | null;
  at: number;
}

/**
 * Each user's tariff and client, as identity's events recorded them (record-customer). An unknown
 * user is priced at the highest known tariff, never below what they would pay. Quotes read through
 * a short in-memory cache (the replica that records a change has it at once; the others within
 * CACHE_MS).
 */
@Injectable()
export class Customers {
  private readonly logger = new Logger(Customers.name);
  private readonly cache = new Map<string, Known>();

  constructor(@InjectModel(Customer.name) private readonly customers: Model<Customer>) {}

  /** The user's tariff percentage. */
  async percentFor(userId: string): Promise<number> {
    const known = await this.known(userId);
    if (known.tarifa !== undefined) return known.tarifa;
    // The user's UserRegistered event may be on its way.
    this.logger.warn(`no tariff known for user ${userId}; pricing at the highest known tariff`);
    const highest = await this.customers
      .findOne({ tarifa: { $ne: null } })
      .sort({ tarifa: -1 })
      .lean();
    return highest?.tarifa ?? 35;
  }

  /** The client account whose integrations apply to the caller's quotes: its own, or the one it is assigned to. */
  async clientOf(caller: CallerIdentity): Promise<string | null> {
    if (caller.role === 'client') return caller.id;
    return (await this.known(caller.id)).clientId;
  }

  /** Records what record-customer wrote, so this replica uses it at once. */
  remember(userId: string, change: { tarifa?: number; clientId?: string | null }): void {
    const cached = this.cache.get(userId);
    if (!cached) return;
    this.cache.set(userId, { ...cached, ...change, at: Date.now() });
  }

  private async known(userId: string): Promise<Known> {
    const cached = this.cache.get(userId);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached;
    const doc = await this.customers.findById(userId).lean();
    const known = { tarifa: doc?.tarifa ?? undefined, clientId: doc?.clientId ?? null, at: Date.now() };
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(userId, known);
    return known;
  }
}
