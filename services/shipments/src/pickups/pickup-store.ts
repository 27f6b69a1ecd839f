import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model, UpdateQuery } from 'mongoose';
import type { PickupStatus } from '@envios/contracts';
import { EventPublisher, ManagedRedis, type OutboxEntry } from '@envios/platform';
import { AccountLock } from '../shipments/account-lock';
import { Pickup, type PickupHistoryEntry, type StoredPickup } from './pickup.schema';

/** Whose pickups a list reads. */
export type PickupReach =
  | { kind: 'owner'; id: string; test: boolean }
  | { kind: 'account'; id: string; test: boolean }
  | { kind: 'everyone'; test: boolean };

/**
 * A pickup that holds its guides: booked, missed and waiting to be booked again or cancelled, or
 * collected (the courier took them all). Only a cancelled one lets its guides go.
 */
const HOLDING: readonly PickupStatus[] = ['scheduled', 'missed', 'collected'];
/** A list shows at most this many (newest day first). */
const LIST_LIMIT = 200;

/**
 * Every query and write of pickups. Scheduling and rescheduling run inside `around(account)`, a
 * short Redis lock per account, so two requests cannot both see "no pickup that day" or "guide
 * free" and both book; each change is one conditional write of the pickup with its events.
 */
@Injectable()
export class PickupStore {
  private readonly lock: AccountLock;

  constructor(
    @InjectModel(Pickup.name) private readonly pickups: Model<Pickup>,
    private readonly events: EventPublisher,
    redis: ManagedRedis,
  ) {
    this.lock = new AccountLock(redis);
  }

  around<T>(account: string, work: () => Promise<T>): Promise<T> {
    return this.lock.around([`pickups:${account}`], work);
  }

  byId(id: string): Promise<StoredPickup | null> {
    return this.pickups.findById(id).lean<StoredPickup>();
  }

  async listOf(reach: PickupReach): Promise<StoredPickup[]> {
    const filter: FilterQuery<Pickup> =
      reach.kind === 'owner' ? { owner: reach.id } : reach.kind === 'account' ? { account: reach.id } : {};
    const found =
      reach.kind === 'everyone'
        ? await this.pickups.find(filter).sort({ created_at: -1 }).limit(LIST_LIMIT).lean<StoredPickup[]>()
        : await this.pickups.find(filter).lean<StoredPickup[]>();
    return found
      .filter((p) => !!p.test === reach.test)
      .sort((a, b) => b.date.localeCompare(a.date) || b.created_at.getTime() - a.created_at.getTime())
      .slice(0, LIST_LIMIT);
  }

  /** The account's pickups that hold their guides (all but the cancelled). */
  async holdingOf(account: string, test: boolean): Promise<StoredPickup[]> {
    const found = await this.pickups.find({ account }).lean<StoredPickup[]>();
    return found.filter((p) => HOLDING.includes(p.status) && !!p.test === test);
  }

  /** The pickup that holds this shipment's guide, if any. */
  async holding(shipmentId: string): Promise<StoredPickup | null> {
    const found = await this.pickups.find({ shipment_ids: shipmentId }).lean<StoredPickup[]>();
    return found.find((p) => HOLDING.includes(p.status)) ?? null;
  }

  /** Scheduled pickups whose window closed at or before `closedBy` (these ids only, when given). */
  async closedBy(closedBy: Date, ids?: readonly string[]): Promise<StoredPickup[]> {
    const found = ids
      ? (await Promise.all(ids.map((id) => this.byId(id)))).filter((p): p is StoredPickup => !!p)
      : await this.pickups.find({ status: 'scheduled' }).lean<StoredPickup[]>();
    return found.filter((p) => p.status === 'scheduled' && p.close_at.getTime() <= closedBy.getTime());
  }

  /** Writes a new pickup with its event; false when its id exists (the same request, again). */
  async insert(pickup: StoredPickup, event: OutboxEntry): Promise<boolean> {
    try {
      await this.events.insertWithEvents(this.pickups, pickup, event);
      return true;
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return false;
      throw err;
    }
  }

  /**
   * Books it again (another day, window or address): only from `from` at the booking number it was
   * read at, so a concurrent change makes this one answer false.
   */
  async rebook(
    p: StoredPickup,
    set: Pick<
      StoredPickup,
      'address' | 'address_key' | 'date' | 'ready_time' | 'close_time' | 'close_at' | 'booking'
    >,
    at: Date,
    entry: PickupHistoryEntry,
    event: OutboxEntry,
  ): Promise<boolean> {
    const result = await this.events.updateWithEvents(
      this.pickups,
      { _id: p._id, status: p.status, bookings: p.bookings },
      {
        $set: { ...set, status: 'scheduled', updated_at: at, missed_at: null },
        $inc: { bookings: 1 },
        $push: { history: entry },
      } as UpdateQuery<Pickup>,
      event,
    );
    return result.modifiedCount === 1;
  }

  /** Ends it (cancelled, collected) or marks it missed, from one of `from`; false when it was not. */
  async finish(
    p: Pick<StoredPickup, '_id' | 'date' | 'ready_time' | 'close_time' | 'booking'>,
    from: readonly PickupStatus[],
    status: 'cancelled' | 'collected' | 'missed',
    at: Date,
    event: OutboxEntry,
  ): Promise<boolean> {
    const stamp = { cancelled: 'cancelled_at', collected: 'collected_at', missed: 'missed_at' }[status];
    const entry: PickupHistoryEntry = {
      at,
      action: status,
      date: p.date,
      ready_time: p.ready_time,
      close_time: p.close_time,
      confirmation_number: p.booking.confirmationNumber,
    };
    for (const current of from) {
      const result = await this.events.updateWithEvents(
        this.pickups,
        { _id: p._id, status: current },
        { $set: { status, [stamp]: at, updated_at: at }, $push: { history: entry } } as UpdateQuery<Pickup>,
        event,
      );
      if (result.modifiedCount === 1) return true;
    }
    return false;
  }
}
