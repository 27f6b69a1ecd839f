import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { toMexicoCityDate } from '@envios/domain';
import { APP_CONFIG, PushdownIndexesMigration } from '@envios/platform';
import type { ReportsConfig } from '../config';
import { AggregateBuffer } from './aggregate-buffer';
import { AggregateCache } from './aggregate-cache';
import { addIncs, aggregateDocument, type Incs } from './aggregate-docs';
import { ANY, contribution, countersId, delta, destinationsId, prepaidDelta } from './contribution';
import { Generations, GENERATIONS_TTL_MS } from './generations';
import { addLanePart, laneDayId, laneDelta, type LaneDoc, type LanePart } from './lanes';
import { PageCursor, readInOrder } from './page-cursor';
import { daysWithin, lastDayOf, monthsOf } from './periods';
import { emptyPrepaid, prepaidPart, type PrepaidRow } from './prepaid-row';
import { ReadModels, type DestDoc, type Member, type MonthDoc } from './read-models';
import { emptyRow, type ReportRow } from './report-row';
import { RowBuckets, type Bucket } from './row-buckets';

const DUPLICATE_KEY = 11000;
/** Rows a process keeps as it last read or wrote them, per generation. */
const HELD_ROWS = 100_000;
/** Attempts of a row's conditional write before the event fails (and the Inbox retries it). */
const ATTEMPTS = 20;
/** Documents per insert when a rebuild writes what it folded in memory. */
const INSERT_BATCH = 1_000;

/** A change of a row: the row after it, or the same object when it changes nothing (an event seen). */
export type RowChange<T> = (before: T) => T;
/** A change of a top-up's row, which may ask the reports' member record of a user for its client. */
export type TopUpChange = (
  before: PrepaidRow,
  clientOf: (user: string) => Promise<string | null>,
) => PrepaidRow | Promise<PrepaidRow>;

/** A bucket of the general report's rows: a scope's month, day (AAAA-MM-DD) or hour (AAAA-MM-DDTHH). */
export interface RowsBucket {
  level: 'Month' | 'Day' | 'Hour';
  key: string;
  carrier?: string;
  type?: string;
}

/** What a rebuild folded in memory and wrote. */
export interface Folded {
  shipments: number;
  topUps: number;
  aggregates: number;
}

/** A rebuild's rows, folded in memory (nothing else writes the next generation meanwhile). */
interface Folding {
  gen: number;
  rows: Map<string, ReportRow>;
  prepaids: Map<string, PrepaidRow>;
  clientOf: Map<string, string | null>;
}

/** A period of the general report, within a carrier and a type. */
export interface RowsPeriod {
  from: string;
  to: string;
  carrier?: string;
  type?: string;
}

/** A counters document's shipment counts by carrier and type, parsed once per document held. */
const counts = new WeakMap<MonthDoc, readonly { carrier: string; type: string; n: number }[]>();
function countsIn(doc: MonthDoc) {
  let list = counts.get(doc);
  if (!list)
    counts.set(
      doc,
      (list = Object.entries(doc.k ?? {}).map(([key, counters]) => {
        const [carrier, type] = key.split('|');
        return { carrier, type, n: counters.n ?? 0 };
      })),
    );
  return list;
}

const kindOf = (scope: string) => (scope === 'all' ? 'all' : scope.startsWith('a:') ? 'a' : 'u');
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The reports' read models, by meaning: the use cases record a shipment's, a top-up's or a member's
 * change and read figures, rows and top-ups of a scope; everything about how they are kept is here.
 *
 * - Generations: reads go to the current generation, writes to every generation events go to (a
 *   rebuild fills the next one; `openNextGeneration`, `feedNextGeneration`, `switchTo`).
 * - Rows: one conditional write per change (on the row's revision; rows this process last wrote are
 *   held, so most events cost no read), then the general report's buckets of its scopes' month are
 *   told (`RowBuckets`), and the difference it makes to the aggregates is gathered (`AggregateBuffer`,
 *   written every REPORTS_FLUSH_MS, in small batches on FerretDB).
 * - Reads: aggregate documents and a day's top-ups from each replica's memory while their scope's
 *   month is unchanged (`AggregateCache`, Redis epochs bumped after every write), rows by bucket
 *   (`RowBuckets`, brought up to date row by row from the month's log of changes).
 */
@Injectable()
export class ReportStore implements OnApplicationBootstrap {
  private readonly held = new Map<number, Map<string, ReportRow>>();
  /** The generations this process writes to, whatever report_meta says (a rebuild's: the next one). */
  private pinned?: number[];
  private folding?: Folding;

  constructor(
    private readonly models: ReadModels,
    private readonly generations: Generations,
    private readonly buffer: AggregateBuffer,
    private readonly cache: AggregateCache,
    private readonly buckets: RowBuckets,
    private readonly pushdown: PushdownIndexesMigration,
    @Inject(APP_CONFIG) private readonly config: ReportsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.prepare(await this.generations.current());
  }

  // ---- the event side -------------------------------------------------------------------------

  /** A shipment's row takes `change` in every generation events go to, and the aggregates its difference. */
  async recordShipment(id: string, change: RowChange<ReportRow>): Promise<void> {
    if (this.folding) {
      const rows = this.folding.rows;
      rows.set(id, change(rows.get(id) ?? emptyRow(id)));
      return;
    }
    for (const gen of await this.targets()) await this.writeRow(gen, id, change);
  }

  /** A top-up's row takes `change` in every generation events go to, and the month documents its difference. */
  async recordTopUp(id: string, change: TopUpChange): Promise<void> {
    const folding = this.folding;
    if (folding) {
      const before = folding.prepaids.get(id) ?? emptyPrepaid(id);
      folding.prepaids.set(id, await change(before, async (user) => folding.clientOf.get(user) ?? null));
      return;
    }
    for (const gen of await this.targets()) await this.writeTopUp(gen, id, change);
  }

  /** Sets what identity says of an account (its role, its client). */
  async recordMember(userId: string, change: { role?: string; clientId?: string | null }): Promise<void> {
    for (const gen of await this.targets())
      await this.models.of(gen).members.updateOne({ _id: userId }, { $set: change }, { upsert: true });
  }

  /** Clears an account's client, if it is still `clientId`. */
  async removeMemberFromClient(userId: string, clientId: string): Promise<void> {
    for (const gen of await this.targets())
      await this.models.of(gen).members.updateOne({ _id: userId, clientId }, { $set: { clientId: null } });
  }

  /**
   * Deliveries no row holds, counted on their lanes (the demo seed's carrier-network history,
   * cli/seed-demo.ts): written with the next flush. A rebuild, which folds rows only, leaves them out.
   */
  async addLaneDeliveries(parts: readonly LanePart[]): Promise<void> {
    const lanes: Incs = new Map();
    for (const part of parts) addLanePart(lanes, part, 1);
    for (const gen of await this.targets()) this.buffer.add(gen, new Map(), new Map(), lanes);
    await this.buffer.flush();
  }

  /** Writes the aggregates' gathered increments now (a graceful stop does it too). */
  flush(): Promise<void> {
    return this.buffer.flush();
  }

  // ---- the query side -------------------------------------------------------------------------

  /** What identity said of an account, or null. */
  async member(userId: string): Promise<Member | null> {
    return this.models
      .of(await this.generations.current())
      .members.findById(userId)
      .lean<Member>()
      .exec();
  }

  /**
   * A scope's counters documents of these periods (`M<AAAA-MM>`, `D<AAAA-MM-DD>`) for a destination
   * state (or every state), null where it has none.
   */
  async counters(scope: string, periods: readonly string[], state = ANY): Promise<(MonthDoc | null)[]> {
    const gen = await this.generations.current();
    return this.cache.read<MonthDoc>(
      gen,
      this.models.of(gen).months,
      periods.map((p) => countersId(`${scope}|${p}`, state)),
    );
  }

  /** A scope's destinations documents of these periods for a carrier and type (or any), null where none. */
  async destinations(
    scope: string,
    periods: readonly string[],
    carrier = ANY,
    type = ANY,
  ): Promise<(DestDoc | null)[]> {
    const gen = await this.generations.current();
    return this.cache.read<DestDoc>(
      gen,
      this.models.of(gen).dests,
      periods.map((p) => destinationsId(`${scope}|${p}`, carrier, type)),
    );
  }

  /**
   * A lane's day documents of on-time and late deliveries (`lanes.ts`), null where it had none: one
   * small document per day by id, from memory while the lane's month is unchanged.
   */
  async laneDays(origin: string, destination: string, days: readonly string[]): Promise<(LaneDoc | null)[]> {
    const gen = await this.generations.current();
    return this.cache.read<LaneDoc>(
      gen,
      this.models.of(gen).lanes,
      days.map((day) => laneDayId(origin, destination, day)),
    );
  }

  /**
   * A page of a scope's shipments of a period (created, not deleted), newest first: skips `offset`,
   * takes up to `limit`. Only the buckets the page needs are read: the counters of the scope's
   * months and days say how many rows each holds, so those before the page are skipped unread, and
   * a bucket is a month, a day or an hour, whichever holds at most REPORTS_BUCKET_ROWS.
   */
  async rowsOf(
    scope: string,
    period: RowsPeriod,
    page: { offset: number; limit: number },
  ): Promise<ReportRow[]> {
    const { from, to, carrier, type } = period;
    // How many of the filtered shipments month or day documents count (from memory where unchanged).
    const countsOf = async (periods: string[]) =>
      (await this.counters(scope, periods)).map((doc) => {
        let n = 0;
        for (const c of doc ? countsIn(doc) : [])
          if ((!carrier || c.carrier === carrier) && (!type || c.type === type)) n += c.n;
        return n;
      });
    const read = (level: RowsBucket['level'], key: string) =>
      this.shipmentsIn(scope, { level, key, carrier, type });
    const max = this.config.REPORTS_BUCKET_ROWS;
    const today = toMexicoCityDate(new Date());
    const cursor = new PageCursor(page.offset, page.limit);
    for (const month of monthsOf(from, to).toReversed()) {
      if (cursor.full) break;
      const days = daysWithin(month, period);
      // The month's own counters hold it whole (no later day than today has any).
      const whole = from <= `${month}-01` && (to >= lastDayOf(month) || to >= today);
      const dayCounts = whole ? [] : await countsOf(days.map((d) => `D${d}`));
      const monthCount = whole ? (await countsOf([`M${month}`]))[0] : dayCounts.reduce((a, b) => a + b, 0);
      if (cursor.skips(monthCount)) continue;
      if (scope !== 'all' && monthCount <= max) {
        const rows = await read('Month', month);
        cursor.take(rows.filter((r) => r.day! >= from && r.day! <= to));
        continue;
      }
      const perDay = whole ? await countsOf(days.map((d) => `D${d}`)) : dayCounts;
      for (const [i, day] of days.entries()) {
        if (cursor.full) break;
        const dayCount = perDay[i];
        if (cursor.skips(dayCount)) continue;
        if (dayCount <= max) {
          cursor.take(await read('Day', day));
          continue;
        }
        for (let h = 23; h >= 0 && !cursor.full; h--)
          cursor.take(await read('Hour', `${day}T${String(h).padStart(2, '0')}`));
      }
    }
    return cursor.rows;
  }

  /**
   * Up to `limit` of a scope's top-ups counting on these days, in their order: only the days whose
   * counters have some are read.
   */
  async topUpsIn(scope: string, days: readonly string[], limit: number): Promise<PrepaidRow[]> {
    const dayDocs = await this.counters(
      scope,
      days.map((d) => `D${d}`),
    );
    const listed = await readInOrder(
      days.filter((_, i) => (dayDocs[i]?.p?.paidN ?? 0) + (dayDocs[i]?.p?.pendN ?? 0) > 0),
      (day) => this.topUpsOn(scope, day),
      (n) => n >= limit,
    );
    return listed.slice(0, limit);
  }

  /** A scope's shipments (created, not deleted) of a month, day or hour within a carrier and type, newest first. */
  private async shipmentsIn(scope: string, which: RowsBucket): Promise<ReportRow[]> {
    const gen = await this.generations.current();
    const kind = kindOf(scope);
    const bucket: Bucket = {
      field: (kind === 'all' ? which.level.toLowerCase() : `${kind}${which.level}`) as Bucket['field'],
      value: kind === 'all' ? which.key : `${scope.slice(2)}|${which.key}`,
      carrier: which.carrier,
      type: which.type,
    };
    const { rows } = this.models.of(gen);
    return this.buckets.read(gen, scope, which.key.slice(0, 7), bucket, () =>
      rows
        .find({
          created: true,
          deleted: false,
          ...(bucket.carrier ? { carrier: bucket.carrier } : {}),
          ...(bucket.type ? { type: bucket.type } : {}),
          [bucket.field]: bucket.value,
        })
        .lean<ReportRow[]>()
        .exec(),
    );
  }

  /** A scope's top-ups counting on a day (paid that day, or asked for then and pending). */
  private async topUpsOn(scope: string, day: string): Promise<PrepaidRow[]> {
    const gen = await this.generations.current();
    const kind = kindOf(scope);
    const field = kind === 'all' ? 'day' : `${kind}Day`;
    const value = kind === 'all' ? day : `${scope.slice(2)}|${day}`;
    const { prepaids } = this.models.of(gen);
    // From memory while the day's month is unchanged (its counters change with every top-up); held
    // per scope, as each scope's epoch is its own.
    return this.cache.about(gen, scope, day.slice(0, 7), `prepaids|${field}|${value}`, () =>
      prepaids
        .find({ [field]: value })
        .lean<PrepaidRow[]>()
        .exec(),
    );
  }

  /** How much of a planned history the rows hold (the demo seed waits for it). */
  async historyFolded(createdAt: Date[]) {
    const { rows, prepaids } = this.models.of(await this.generations.current());
    const [shipments, guides, tracked, topUps] = await Promise.all([
      rows.countDocuments({ createdAt: { $in: createdAt } }),
      rows.countDocuments({ createdAt: { $in: createdAt }, guide: { $ne: null } }),
      rows.countDocuments({ createdAt: { $in: createdAt }, trackingVersion: { $gt: 0 } }),
      prepaids.countDocuments({ paidAt: { $ne: null } }),
    ]);
    return { shipments, guides, tracked, topUps };
  }

  // ---- a rebuild (cli/rebuild.ts) -------------------------------------------------------------

  /**
   * Makes the next generation's collections empty and ready, and from now on this process writes to
   * it alone; events of the other replicas go to the current one only (as report_meta says once
   * every replica has read it again).
   */
  async openNextGeneration(): Promise<{ current: number; next: number }> {
    const { current } = await this.generations.read(true);
    const next = current + 1;
    await this.models.drop(next);
    await this.prepare(next);
    // A rebuild that stopped halfway may have left the next generation among the targets.
    await this.generations.set(current, [current]);
    await this.settle();
    this.pinned = [next];
    return { current, next };
  }

  /**
   * Until `writeFolded`, shipments' and top-ups' changes are folded in memory (each row takes its
   * changes in order, as it would in the database), a top-up's client as the members are now.
   */
  async foldInMemory(): Promise<void> {
    const gen = this.pinned?.length === 1 ? this.pinned[0] : undefined;
    if (gen === undefined) throw new Error('a fold in memory fills the one generation a rebuild opened');
    const clientOf = new Map<string, string | null>();
    for (const m of await this.models.of(gen).members.find({}, { clientId: 1 }).lean<Member[]>())
      clientOf.set(m._id, m.clientId ?? null);
    this.folding = { gen, rows: new Map(), prepaids: new Map(), clientOf };
  }

  /** Writes the rows folded in memory and the aggregates they make, in bulk inserts. */
  async writeFolded(): Promise<Folded> {
    const folding = this.folding;
    if (!folding) throw new Error('nothing was folded in memory');
    this.folding = undefined;
    const months: Incs = new Map();
    const dests: Incs = new Map();
    const lanes: Incs = new Map();
    for (const row of folding.rows.values()) {
      const d = delta(null, contribution(row));
      addIncs(months, d.months);
      addIncs(dests, d.dests);
      addIncs(lanes, laneDelta(null, row));
    }
    for (const p of folding.prepaids.values()) addIncs(months, prepaidDelta(null, prepaidPart(p)));
    const target = this.models.of(folding.gen);
    await this.insertAll(target.rows, [...folding.rows.values()]);
    await this.insertAll(target.prepaids, [...folding.prepaids.values()]);
    await this.insertAll(
      target.months,
      [...months].map(([id, inc]) => aggregateDocument(id, inc)),
    );
    await this.insertAll(
      target.dests,
      [...dests].map(([id, inc]) => aggregateDocument(id, inc)),
    );
    await this.insertAll(
      target.lanes,
      [...lanes].map(([id, inc]) => aggregateDocument(id, inc)),
    );
    return {
      shipments: folding.rows.size,
      topUps: folding.prepaids.size,
      aggregates: months.size + dests.size + lanes.size,
    };
  }

  /** Every replica's events go to the next generation too (this process's still to it alone). */
  async feedNextGeneration(current: number, next: number): Promise<void> {
    await this.generations.set(current, [current, next]);
    await this.settle();
  }

  /** `next` answers from now on and takes the events alone; `old` is dropped. */
  async switchTo(next: number, old: number): Promise<void> {
    await this.generations.set(next, [next]);
    await this.settle();
    await this.models.drop(old);
  }

  // ---- how ----------------------------------------------------------------------------------------

  private async targets(): Promise<number[]> {
    return this.pinned ?? (await this.generations.targets());
  }

  /** Until every replica has read the generations again. */
  private settle(): Promise<void> {
    return pause(GENERATIONS_TTL_MS * 3);
  }

  /**
   * Creates a generation's collections with their indexes before it is read or filled, and on
   * FerretDB the PostgreSQL indexes its pushed-down filters need.
   */
  private async prepare(gen: number): Promise<void> {
    await this.models.prepare(gen);
    if (this.config.DATASTORE === 'ferretdb') await this.pushdown.ensure();
  }

  private holding(gen: number): Map<string, ReportRow> {
    let rows = this.held.get(gen);
    if (!rows) this.held.set(gen, (rows = new Map()));
    return rows;
  }

  private hold(gen: number, row: ReportRow): void {
    const rows = this.holding(gen);
    rows.delete(row._id);
    rows.set(row._id, row);
    if (rows.size > HELD_ROWS) rows.delete(rows.keys().next().value!);
  }

  /**
   * A shipment's row takes a change: one write conditional on the revision it was read at (so
   * concurrent events of one shipment queue up; a row held that another replica changed meanwhile
   * is read again), then the general report's buckets of its scopes' month take it or drop it and
   * the aggregates take the difference it made to what the row adds to them.
   */
  private async writeRow(gen: number, id: string, change: RowChange<ReportRow>): Promise<void> {
    const { rows } = this.models.of(gen);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const stored = this.holding(gen).get(id) ?? (await rows.findById(id).lean<ReportRow>());
      const before = stored ?? emptyRow(id);
      const after = change(before);
      if (after === before) return;
      if (!stored) {
        if (!(await this.created(rows, after))) continue;
      } else {
        const { _id, ...fields } = after;
        const written = await rows.updateOne({ _id, rev: before.rev }, { $set: fields });
        if (!written.modifiedCount) {
          this.holding(gen).delete(id);
          continue;
        }
      }
      this.hold(gen, after);
      await this.buckets.changed(gen, after);
      const d = delta(contribution(before), contribution(after));
      this.buffer.add(gen, d.months, d.dests, laneDelta(before, after));
      return;
    }
    throw new Error(`report row ${id} kept changing while it was recorded`);
  }

  /** A top-up's row takes a change (conditional on its revision), and the month documents its difference. */
  private async writeTopUp(gen: number, id: string, change: TopUpChange): Promise<void> {
    const { prepaids, members } = this.models.of(gen);
    const clientOf = async (user: string) =>
      (await members.findById(user, { clientId: 1 }).lean<Member>())?.clientId ?? null;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const stored = await prepaids.findById(id).lean<PrepaidRow>();
      const before = stored ?? emptyPrepaid(id);
      const after = await change(before, clientOf);
      if (after === before) return;
      if (!stored) {
        if (!(await this.created(prepaids, after))) continue;
      } else {
        const { _id, ...fields } = after;
        const written = await prepaids.updateOne({ _id, rev: before.rev }, { $set: fields });
        if (!written.modifiedCount) continue;
      }
      this.buffer.add(gen, prepaidDelta(prepaidPart(before), prepaidPart(after)));
      return;
    }
    throw new Error(`report top-up ${id} kept changing while it was recorded`);
  }

  /** Inserts a new row; false when another writer created it first. */
  private async created<T>(model: { create(doc: T): Promise<unknown> }, doc: T): Promise<boolean> {
    try {
      await model.create(doc);
      return true;
    } catch (err) {
      if ((err as { code?: number }).code === DUPLICATE_KEY) return false;
      throw err;
    }
  }

  private async insertAll(
    model: { insertMany(docs: unknown[], o: object): Promise<unknown> },
    docs: unknown[],
  ): Promise<void> {
    for (let i = 0; i < docs.length; i += INSERT_BATCH)
      await model.insertMany(docs.slice(i, i + INSERT_BATCH), { ordered: false, lean: true });
  }
}
