import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import {
  isValidObjectId,
  type AnyBulkWriteOperation,
  type Connection,
  type FilterQuery,
  type Model,
  type Types,
} from 'mongoose';
import type { LabelFormat, ShipmentParcel } from '@envios/contracts';
import type { CarrierCode } from '@envios/domain';
import { APP_CONFIG, EventPublisher, ManagedRedis, type OutboxEntry } from '@envios/platform';
import type { ShipmentsConfig } from '../config';
import { GuideSignals } from '../guides/guide-signals';
import { AccountLock } from './account-lock';
import type { StoredOverweightCharge } from './overweight-charge';
import { guideSearchTerms } from './search-terms';
import { accountCounterId, ownerCounterId, ShipmentCounter } from './shipment-counter.schema';
import { ShipmentListCache } from './shipment-list-cache';
import { listId, type ListScope, type OverweightReach } from './shipment-scope';
import { Shipment, type StoredShipment } from './shipment.schema';

/** Shipments per page bucket: a page of 10–50 is one to six bucket lookups. */
const BUCKET = 10;

/**
 * Statements per bulk write command. FerretDB 1.24 holds a PostgreSQL connection for every
 * statement of one command until the command ends, so a command of hundreds drains its pool and
 * stops every service (ARCHITECTURE.md, data at scale); MongoDB takes large batches.
 */
const WRITE_BATCH = { ferretdb: 16, mongodb: 1_000 } as const;

/** Shipments read at once when every one is read (the backfill). */
const SCAN_BATCH = 200;

/** What a list never shows: the search words and any events still waiting (a fifth of a document). */
const LIST_PROJECTION = { search_terms: 0, _outbox: 0 };

const bucketKey = (id: string, seq: number) => `${id}:${Math.floor(seq / BUCKET)}`;
const counterIdOf = (scope: ListScope) =>
  scope.kind === 'owner' ? ownerCounterId(scope.list) : accountCounterId(scope.list);

/** Whose lists a shipment is in (its owner's and its account's, live or test). */
type ListedIn = Pick<StoredShipment, 'owner' | 'account' | 'test'>;
/** A shipment as a write through the store needs it: its id, and the lists whose epochs it changes. */
export type ShipmentRef = Pick<StoredShipment, '_id' | 'owner' | 'account' | 'test'>;
/** The ids of the lists a shipment is in: a test shipment's are its owner's and account's test lists. */
const listsOf = (s: ListedIn) => ({ owner: listId(s.owner, !!s.test), account: listId(s.account, !!s.test) });

/** A shipment not stored yet: the store gives it its place in its owner's and account's lists. */
export type NewShipment = Omit<Shipment, 'ownerSeq' | 'ownerPage' | 'accountSeq' | 'accountPage'>;

/** A payment of a shipment (ShipmentPaid), and the format its label will have. */
export interface ShipmentPayment {
  paymentId: string;
  paidAt: Date;
  labelFormat: LabelFormat;
}

/** A label made by the carrier's connector and stored. */
export interface MadeLabel {
  numberGuide: string;
  /** Its stored path (`storedPath(file)`). */
  guide: string;
  format: LabelFormat;
  attempts: number;
}

/** An overweight as staff register it. */
export interface OverweightRegistration {
  overweight: number;
  costCentavos: number;
  measured: ShipmentParcel[] | null;
  charge: StoredOverweightCharge | null;
  registeredAt: Date;
  registeredBy: string;
}

/** What the open pages are told of a tracking change. */
export type TrackedShipment = Pick<
  StoredShipment,
  '_id' | 'owner' | 'account' | 'test' | 'number_guide' | 'tracking_status' | 'tracking_code' | 'delivered_at'
>;

/** An equality that narrows a list (paid or not, a carrier). */
export type ListFilter = { paid: boolean } | { carrier: CarrierCode };

/** A correction of a stored shipment's fields (the backfill). */
export interface ShipmentFix {
  shipment: ShipmentRef;
  set: Partial<Pick<Shipment, 'origin_direction' | 'destination_direction' | 'search_terms'>>;
}

interface SeqList {
  field: 'ownerSeq' | 'accountSeq';
  page: 'ownerPage' | 'accountPage';
  id: string;
  seqs: number[];
}

const TRACKED = {
  owner: 1,
  account: 1,
  test: 1,
  number_guide: 1,
  tracking_status: 1,
  tracking_code: 1,
  delivered_at: 1,
} as const;

/**
 * Every query and write of shipments (ARCHITECTURE.md, data at scale), so the use cases say what
 * they read and change and never how:
 * - lists page by bucket through dense per-owner and per-account sequences, kept with counters
 *   (`$inc`) under a short Redis lock per owner and account on creation and deletion;
 * - lists' buckets and counts are held in memory per epoch (ShipmentListCache): every write here
 *   changes the epochs of the lists it touched, after writing, so no caller has to;
 * - many writes of one kind go in bulk batches, of 16 on FerretDB 1.24 (DATASTORE);
 * - a change and its events are one document write (`events.updateWithEvents`): the write methods
 *   take the events that go with the change, and answer whether it happened (its filter matched);
 * - a label's outcome written here is announced (GuideSignals) to whoever waits for it.
 */
@Injectable()
export class ShipmentStore {
  private readonly lists: ShipmentListCache;
  private readonly lock: AccountLock;
  private readonly writeBatch: number;

  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    @InjectModel(ShipmentCounter.name) private readonly counters: Model<ShipmentCounter>,
    @InjectConnection() connection: Connection,
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
    redis: ManagedRedis,
    private readonly events: EventPublisher,
    private readonly signals: GuideSignals,
  ) {
    this.lists = new ShipmentListCache(
      redis,
      `shipments:${connection.db?.databaseName ?? connection.name}:list:`,
    );
    this.lock = new AccountLock(redis);
    this.writeBatch = WRITE_BATCH[config.DATASTORE];
  }

  // ---- Reads ----------------------------------------------------------------------------------

  /** One shipment by id; null for an unknown or malformed id. */
  async byId(id: string | Types.ObjectId): Promise<StoredShipment | null> {
    if (!isValidObjectId(id)) return null;
    return this.shipments.findById(id).lean<StoredShipment>();
  }

  /** Only these fields of one shipment (and its id); null for an unknown or malformed id. */
  async fieldsOf<K extends keyof StoredShipment>(
    id: string | Types.ObjectId,
    fields: readonly K[],
  ): Promise<Pick<StoredShipment, K | '_id'> | null> {
    if (!isValidObjectId(id)) return null;
    const projection = Object.fromEntries(fields.map((f) => [f, 1]));
    return this.shipments.findById(id, projection).lean<Pick<StoredShipment, K | '_id'>>();
  }

  /**
   * These fields of these shipments, in the order asked (missing ones left out). On MongoDB one
   * `$in` read; on FerretDB, which applies `$in` to the whole collection, one read by `_id` each.
   */
  async fieldsOfMany<K extends keyof StoredShipment>(
    ids: readonly string[],
    fields: readonly K[],
  ): Promise<Pick<StoredShipment, K | '_id'>[]> {
    const valid = ids.filter((id) => isValidObjectId(id));
    const projection = Object.fromEntries(fields.map((f) => [f, 1]));
    const found =
      this.config.DATASTORE === 'mongodb'
        ? await this.shipments
            .find({ _id: { $in: valid } }, projection)
            .lean<Pick<StoredShipment, K | '_id'>[]>()
        : await Promise.all(
            valid.map((id) =>
              this.shipments.findById(id, projection).lean<Pick<StoredShipment, K | '_id'>>(),
            ),
          );
    const byId = new Map(found.filter((d) => !!d).map((d) => [String(d!._id), d!]));
    return valid.flatMap((id) => byId.get(id) ?? []);
  }

  /** These shipments, in the order asked (null where none). */
  byIds(ids: readonly string[]): Promise<(StoredShipment | null)[]> {
    return Promise.all(ids.map((id) => this.byId(id)));
  }

  /** Page `page` (from 1) of `limit` of a list, newest first, and how many the list has. */
  async pageOf(
    scope: ListScope,
    page: number,
    limit: number,
  ): Promise<{ count: number; docs: StoredShipment[] }> {
    const epoch = await this.lists.epoch(scope.list);
    const count = await this.countOf(scope, epoch);
    const hi = count - 1 - (page - 1) * limit;
    const lo = Math.max(0, count - page * limit);
    return { count, docs: hi < 0 ? [] : await this.range(scope, lo, hi, epoch) };
  }

  /**
   * Up to `limit` shipments of a list older than `after` (the last one a caller was given), newest
   * first; from the newest when `after` is null. `after` is found again by its id, because deleting
   * unpaid shipments renumbers a list: a cursor stays where it was whatever was added or deleted
   * before it. Its sequence is the fallback for a cursor whose shipment was itself deleted.
   */
  async pageAfter(
    scope: ListScope,
    after: { id: string; seq: number } | null,
    limit: number,
  ): Promise<StoredShipment[]> {
    const epoch = await this.lists.epoch(scope.list);
    let below = await this.countOf(scope, epoch);
    if (after) {
      const last = isValidObjectId(after.id)
        ? await this.shipments.findById(after.id, { [scope.seq]: 1, [scope.page]: 1 }).lean<StoredShipment>()
        : null;
      const inList = !!last && String(last[scope.page]).startsWith(`${scope.list}:`);
      const seq = inList ? last[scope.seq] : after.seq;
      below = Math.min(below, seq);
    }
    const hi = below - 1;
    return hi < 0 ? [] : this.range(scope, Math.max(0, hi - limit + 1), hi, epoch);
  }

  /** The newest `n` shipments of a list (shared documents: never change them). */
  async newestOf(scope: ListScope, n: number): Promise<StoredShipment[]> {
    const epoch = await this.lists.epoch(scope.list);
    const count = await this.countOf(scope, epoch);
    return count ? this.range(scope, Math.max(0, count - n), count - 1, epoch) : [];
  }

  /**
   * The newest `limit` shipments of a list whose search terms hold every word (each word given as
   * its variants, any of which matches). The first word is the indexed equality that finds them.
   */
  async matchingOf(scope: ListScope, words: readonly string[][], limit: number): Promise<StoredShipment[]> {
    const [lookup, ...narrow] = words;
    const narrowing = narrow.map((variants) => ({ $or: variants.map((v) => ({ search_terms: v })) }));
    const found = (
      await Promise.all(
        lookup.map((term) => {
          const filter: FilterQuery<Shipment> = { search_terms: term, [scope.field]: scope.id };
          if (narrowing.length) filter.$and = narrowing;
          return this.shipments.find(filter).lean<StoredShipment[]>();
        }),
      )
    ).flat();
    // Live and test shipments share the owner field; the few of the other mode are left out here.
    const unique = [...new Map(found.map((s) => [String(s._id), s])).values()].filter(
      (s) => !!s.test === scope.test,
    );
    return unique
      .sort(
        (a, b) => b.created_at.getTime() - a.created_at.getTime() || (String(b._id) > String(a._id) ? 1 : -1),
      )
      .slice(0, limit);
  }

  /** The newest `limit` shipments of a list narrowed by an indexed equality (paid or not, carrier). */
  async filteredOf(scope: ListScope, narrow: ListFilter, limit: number): Promise<StoredShipment[]> {
    const filter: FilterQuery<Shipment> =
      'paid' in narrow ? { status: narrow.paid } : { 'selected_service.carrier_code': narrow.carrier };
    const found = await this.shipments.find({ [scope.field]: scope.id, ...filter }).lean<StoredShipment[]>();
    return found
      .filter((s) => !!s.test === scope.test)
      .sort((a, b) => b[scope.seq] - a[scope.seq])
      .slice(0, limit);
  }

  /** The shipments with this whole guide number, newest first. */
  async byGuide(numberGuide: string): Promise<StoredShipment[]> {
    const found = await this.shipments.find({ number_guide: numberGuide }).lean<StoredShipment[]>();
    return found.sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  }

  /**
   * The shipments with a registered overweight within reach, newest registration first: one
   * equality on the overweight fields, which only those shipments carry, however long the list.
   */
  async withOverweight(reach: OverweightReach): Promise<StoredShipment[]> {
    const filter: FilterQuery<Shipment> =
      reach.kind === 'everyone'
        ? { overweight_listed: true }
        : reach.kind === 'owner'
          ? { overweight_owner: reach.id }
          : { overweight_account: reach.id };
    const time = (d: Date | null) => (d ? d.getTime() : 0);
    const found = await this.shipments.find(filter).lean<StoredShipment[]>();
    return found
      .filter((s) => (s.overweight ?? 0) > 0 && !s.test)
      .sort(
        (a, b) =>
          time(b.overweight_registered_at) - time(a.overweight_registered_at) ||
          (String(b._id) > String(a._id) ? 1 : -1),
      );
  }

  /** Ids of up to `limit` shipments whose label is pending (by an indexed equality). */
  async pendingLabels(limit: number, paidBefore?: Date): Promise<string[]> {
    const pending = await this.shipments
      .find({ guide_state: 'pending' }, { _id: 1, paid_at: 1 })
      .limit(limit)
      .lean();
    // The equality stays the only filter (indexed on both servers); the age is checked here.
    return pending
      .filter((s) => !paidBefore || !s.paid_at || s.paid_at < paidBefore)
      .map((s) => String(s._id));
  }

  /**
   * Every stored shipment (these fields only), in id order, a batch at a time: each batch is one
   * read of `SCAN_BATCH` after the last id of the one before, however many there are.
   */
  async *everyShipment<K extends keyof StoredShipment>(
    fields: readonly K[],
  ): AsyncGenerator<Pick<StoredShipment, K | '_id'>[]> {
    const projection = Object.fromEntries(fields.map((f) => [f, 1]));
    let after: Types.ObjectId | null = null;
    for (;;) {
      const batch: Pick<StoredShipment, K | '_id'>[] = await this.shipments
        .find(after ? { _id: { $gt: after } } : {}, projection)
        .sort({ _id: 1 })
        .limit(SCAN_BATCH)
        .lean<Pick<StoredShipment, K | '_id'>[]>();
      if (!batch.length) return;
      yield batch;
      after = batch[batch.length - 1]._id;
    }
  }

  // ---- Creation and deletion (sequences, page buckets, counters, lock) ---------------------------

  /**
   * Inserts new shipments of one owner and account together (all or none), each with its events,
   * giving each the next sequence numbers of its owner's and its account's lists (`$inc`) under
   * their lock.
   */
  async insertNew(
    docs: NewShipment[],
    eventsOf: (doc: NewShipment) => OutboxEntry[],
  ): Promise<StoredShipment[]> {
    const { owner, account } = listsOf(docs[0]);
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
        // The counters changed even when the insert failed: the lists are read again either way.
        await this.lists.changed([{ owner, account }]);
      }
      return stored;
    });
  }

  /**
   * Deletes the unpaid ones of these shipments (checked again in the write, so one paid meanwhile
   * stays), announces each, then closes the gaps they leave in each list they were in. Runs under
   * the locks of every owner and account concerned. A crash between a delete and its announcement
   * loses the announcement only (an unpaid shipment was never charged). Answers how many went.
   */
  async deleteUnpaid(
    docs: StoredShipment[],
    announce: (doc: StoredShipment) => Promise<unknown>,
  ): Promise<number> {
    const keys = docs.flatMap((d) => {
      const lists = listsOf(d);
      return [ownerCounterId(lists.owner), accountCounterId(lists.account)];
    });
    try {
      return await this.lock.around(keys, async () => {
        const lists = new Map<string, SeqList>();
        let deleted = 0;
        for (const d of docs) {
          const { deletedCount } = await this.shipments.deleteOne({ _id: d._id, status: false });
          if (!deletedCount) continue;
          deleted++;
          await announce(d);
          const { owner, account } = listsOf(d);
          for (const [key, field, page, id, seq] of [
            [ownerCounterId(owner), 'ownerSeq', 'ownerPage', owner, d.ownerSeq],
            [accountCounterId(account), 'accountSeq', 'accountPage', account, d.accountSeq],
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
      // Whatever part of it was written, the lists concerned are read again.
      await this.lists.changed(docs.map(listsOf));
    }
  }

  // ---- Changes of one shipment (each changes its lists' epochs when it happened) ----------------

  /** Marks an unpaid shipment paid, its label pending in `labelFormat`. False if it already was. */
  async markPaid(s: ShipmentRef, payment: ShipmentPayment): Promise<boolean> {
    const r = await this.shipments.updateOne(
      { _id: s._id, status: false },
      {
        $set: {
          status: true,
          payment_id: payment.paymentId,
          paid_at: payment.paidAt,
          guide_state: 'pending',
          label_format: payment.labelFormat,
        },
      },
    );
    return this.changedIf(r.modifiedCount, s);
  }

  /**
   * Gives a shipment whose label is pending the label made for it (number, file, format, and the
   * guide's search terms, so Mis Envíos finds it by the whole number, its start or its last
   * digits), with its events. False if it was not pending any more (another run made it).
   */
  async recordGuide(s: ShipmentRef, label: MadeLabel, ...events: OutboxEntry[]): Promise<boolean> {
    const r = await this.events.updateWithEvents(
      this.shipments,
      { _id: s._id, guide_state: 'pending' },
      {
        $set: {
          guide_state: 'generated',
          number_guide: label.numberGuide,
          guide: label.guide,
          label_format: label.format,
          guide_error: null,
          guide_attempts: label.attempts,
        },
        $addToSet: { search_terms: { $each: guideSearchTerms(label.numberGuide) } },
      },
      ...events,
    );
    // Those waiting for the label (guides after payment, on any replica) hear it at once.
    if (r.modifiedCount) await this.signals.announce(String(s._id), 'generated');
    return this.changedIf(r.modifiedCount, s);
  }

  /** Gives up a pending label (reason kept, 500 characters at most), with its events. */
  async giveUpGuide(
    s: ShipmentRef,
    failure: { reason: string; attempts: number },
    ...events: OutboxEntry[]
  ): Promise<boolean> {
    const r = await this.events.updateWithEvents(
      this.shipments,
      { _id: s._id, guide_state: 'pending' },
      {
        $set: {
          guide_state: 'failed',
          guide_error: failure.reason.slice(0, 500),
          guide_attempts: failure.attempts,
        },
      },
      ...events,
    );
    if (r.modifiedCount) await this.signals.announce(String(s._id), 'failed');
    return this.changedIf(r.modifiedCount, s);
  }

  /** Cancels a generated label at `at`, with its events. False if it was not generated (any more). */
  async cancelGuide(s: ShipmentRef, at: Date, ...events: OutboxEntry[]): Promise<boolean> {
    const r = await this.events.updateWithEvents(
      this.shipments,
      { _id: s._id, guide_state: 'generated' },
      { $set: { guide_state: 'cancelled', cancelled_at: at } },
      ...events,
    );
    return this.changedIf(r.modifiedCount, s);
  }

  /** Records that what was paid for a shipment was given back (once). False if unknown or already. */
  async recordRefund(id: string, refundedAt: Date): Promise<boolean> {
    const s = await this.fieldsOf(id, ['owner', 'account', 'test']);
    if (!s) return false;
    const r = await this.shipments.updateOne(
      { _id: s._id, refunded_at: null },
      { $set: { refunded_at: refundedAt } },
    );
    return this.changedIf(r.modifiedCount, s);
  }

  /**
   * Registers (or changes) a shipment's overweight with its events, while the wallet has not
   * charged it (OverweightCharged may land meanwhile). False if it had, or nothing changed.
   */
  async registerOverweight(
    s: ShipmentRef,
    o: OverweightRegistration,
    ...events: OutboxEntry[]
  ): Promise<boolean> {
    const r = await this.events.updateWithEvents(
      this.shipments,
      { _id: s._id, overweight_paid: { $ne: true } },
      {
        $set: {
          overweight: o.overweight,
          cost_overweight_centavos: o.costCentavos,
          overweight_paid: false,
          overweight_measured: o.measured,
          overweight_charge: o.charge,
          overweight_registered_at: o.registeredAt,
          overweight_registered_by: o.registeredBy,
          // The overweight report's equality lookups: its owner's, its account's, everyone's.
          overweight_owner: s.owner,
          overweight_account: s.account,
          overweight_listed: true,
        },
      },
      ...events,
    );
    return this.changedIf(r.modifiedCount, s);
  }

  /** The wallet charged a shipment's overweight: it shows paid. A repeat changes nothing. */
  async markOverweightPaid(id: string): Promise<boolean> {
    // Read, then written: findOneAndUpdate would send the schema's hidden fields as a projection,
    // which FerretDB 1.24's findAndModify refuses (owner and account never change).
    const s = await this.fieldsOf(id, ['owner', 'account', 'test']);
    if (!s) return false;
    const r = await this.shipments.updateOne(
      { _id: s._id, overweight_paid: { $ne: true } },
      { $set: { overweight_paid: true } },
    );
    return this.changedIf(r.modifiedCount, s);
  }

  /**
   * Issue 30: an accepted dispute waived the unpaid charge: the shipment is no longer held for it
   * (it stays unpaid; the wallet withdrew the charge). A repeat changes nothing.
   */
  async waiveOverweight(id: string): Promise<boolean> {
    const s = await this.fieldsOf(id, ['owner', 'account', 'test']);
    if (!s) return false;
    const r = await this.shipments.updateOne(
      { _id: s._id, overweight_paid: { $ne: true }, overweight_waived: { $ne: true } },
      { $set: { overweight_waived: true } },
    );
    return this.changedIf(r.modifiedCount, s);
  }

  /**
   * Keeps a newer tracking status (only a version above the one it has). Answers the shipment as
   * the open pages are told of it, or null if nothing changed.
   */
  async recordTrackingStatus(
    id: string,
    change: Pick<Shipment, 'tracking_status' | 'tracking_code' | 'tracking_version'>,
    at = new Date(),
  ): Promise<TrackedShipment | null> {
    if (!isValidObjectId(id)) return null;
    const r = await this.shipments.updateOne(
      { _id: id, tracking_version: { $lt: change.tracking_version } },
      { $set: { ...change, tracking_updated_at: at } },
    );
    return r.modifiedCount ? this.tracked(id) : null;
  }

  /** Keeps when it was delivered (the first report). The shipment as told, or null if nothing changed. */
  async recordDelivery(id: string, deliveredAt: Date): Promise<TrackedShipment | null> {
    if (!isValidObjectId(id)) return null;
    const r = await this.shipments.updateOne(
      { _id: id, delivered_at: null },
      { $set: { delivered_at: deliveredAt } },
    );
    return r.modifiedCount ? this.tracked(id) : null;
  }

  /** Writes corrections of stored shipments, in bulk batches. */
  async applyFixes(fixes: readonly ShipmentFix[]): Promise<void> {
    if (!fixes.length) return;
    try {
      for (let i = 0; i < fixes.length; i += this.writeBatch) {
        const ops: AnyBulkWriteOperation<Shipment>[] = fixes
          .slice(i, i + this.writeBatch)
          .map(({ shipment, set }) => ({
            updateOne: { filter: { _id: shipment._id }, update: { $set: set } },
          }));
        await this.shipments.bulkWrite(ops, { ordered: false });
      }
    } finally {
      await this.lists.changed(fixes.map((f) => listsOf(f.shipment)));
    }
  }

  // ---- Inside ---------------------------------------------------------------------------------

  private async changedIf(modified: number, s: ListedIn): Promise<boolean> {
    if (!modified) return false;
    await this.lists.changed([listsOf(s)]);
    return true;
  }

  /** After a tracking write: its lists change, and what the pages are told is read back. */
  private async tracked(id: string): Promise<TrackedShipment | null> {
    const s = await this.shipments.findById(id, TRACKED).lean<TrackedShipment>();
    if (s) await this.lists.changed([listsOf(s)]);
    return s;
  }

  private countOf(scope: ListScope, epoch: string): Promise<number> {
    return this.lists.hold(
      `${scope.kind}|count|${scope.list}`,
      epoch,
      async () => (await this.counters.findById(counterIdOf(scope)).lean())?.count ?? 0,
    );
  }

  /**
   * Shipments with sequence lo..hi of a list, newest first. Sequences are dense (0 to count−1), so
   * they are a known set of buckets, each read by equality (or from memory under its epoch).
   */
  private async range(scope: ListScope, lo: number, hi: number, epoch: string): Promise<StoredShipment[]> {
    const buckets: string[] = [];
    for (let b = Math.floor(lo / BUCKET); b <= Math.floor(hi / BUCKET); b++)
      buckets.push(`${scope.list}:${b}`);
    const found = await Promise.all(
      buckets.map((key) =>
        this.lists.hold(`${scope.page}|${key}`, epoch, () =>
          this.shipments.find({ [scope.page]: key }, LIST_PROJECTION).lean<StoredShipment[]>(),
        ),
      ),
    );
    return found
      .flat()
      .filter((s) => s[scope.seq] >= lo && s[scope.seq] <= hi)
      .sort((a, b) => b[scope.seq] - a[scope.seq]);
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
    for (let i = 0; i < ops.length; i += this.writeBatch)
      await this.shipments.bulkWrite(ops.slice(i, i + this.writeBatch), { ordered: false });
    await this.counters.updateOne({ _id: counterId }, { $inc: { count: -removed.length } });
  }
}
