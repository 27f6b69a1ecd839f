import { Inject, Injectable } from '@nestjs/common';
import type { ReportShipment } from '@envios/contracts';
import { canSee, centavosToPesos, toMexicoCityDate } from '@envios/domain';
import { APP_CONFIG, type CallerIdentity } from '@envios/platform';
import type { Model } from 'mongoose';
import type { ReportsConfig } from '../../config';
import { AggregateCache } from '../../model/aggregate-cache';
import { ANY, countersId } from '../../model/contribution';
import { Generations } from '../../model/generations';
import type { PrepaidRow } from '../../model/prepaid-row';
import { ReadModels, type MonthDoc } from '../../model/read-models';
import { stageOf, type ReportRow } from '../../model/report-row';
import { RowBuckets, type Bucket } from '../../model/row-buckets';
import { daysNewestFirst, lastDayOf, monthsOf, ReportFigures, sum } from '../report-figures';
import { ReportScope } from '../report-scope';

const PREPAIDS_LISTED = 500;

export type GeneralQuery = {
  from: string;
  to: string;
  carrier?: string;
  shipmentType?: string;
  userId?: string;
  page: number;
  limit: number;
};

function toReportShipment(r: ReportRow, withAmounts: boolean): ReportShipment {
  return {
    _id: r._id,
    created_at: new Date(r.createdAt!).toISOString(),
    owner: r.owner!,
    number_guide: r.guide,
    carrier: r.carrier!,
    service: r.service ?? '',
    shipment_type: r.type!,
    origin: { city: r.origin?.city ?? '', state_short: r.origin?.state ?? null },
    destination: { city: r.destination?.city ?? '', state_short: r.destination?.state ?? null },
    status: r.paid,
    stage: stageOf(r),
    delivered_at: r.deliveredAt ? new Date(r.deliveredAt).toISOString() : null,
    ...(withAmounts ? { total_amount: centavosToPesos(r.paidCentavos) } : {}),
    overweight: r.overweightKg,
    ...(withAmounts
      ? { cost_overweight: r.overweightCentavos === null ? null : centavosToPesos(r.overweightCentavos) }
      : {}),
  };
}

/**
 * A row's JSON in the report, UTF-8 encoded, once per row object held (rows stay in memory while
 * their bucket is unchanged, and a page of 100 is 45 kB: mapping, serialising and encoding it on
 * every request was a third of the service's work). Held rows are never changed, only replaced.
 */
const rowJsons = new WeakMap<ReportRow, { amounts?: Buffer; plain?: Buffer }>();
function rowJson(r: ReportRow, withAmounts: boolean): Buffer {
  let held = rowJsons.get(r);
  if (!held) rowJsons.set(r, (held = {}));
  const key = withAmounts ? 'amounts' : 'plain';
  return (held[key] ??= Buffer.from(JSON.stringify(toReportShipment(r, withAmounts))));
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

/** The days of `month` within a period, newest first. */
function daysWithin(month: string, period: { from: string; to: string }) {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  return daysNewestFirst(period.from > first ? period.from : first, period.to < last ? period.to : last);
}

const DATA_OPEN = Buffer.from('{"data":[');
const DATA_CLOSE = Buffer.from('],');
const COMMA = Buffer.from(',');

const PARALLEL_READS = 8;

/** Reads `keys` in groups of PARALLEL_READS, in order, until `enough` says so. */
async function readInOrder<T>(
  keys: string[],
  read: (k: string) => Promise<T[]>,
  enough: (n: number) => boolean,
) {
  const out: T[] = [];
  for (let i = 0; i < keys.length && !enough(out.length); i += PARALLEL_READS)
    for (const part of await Promise.all(keys.slice(i, i + PARALLEL_READS).map(read))) out.push(...part);
  return out;
}

/**
 * Takes a page out of lists read newest first: skips `offset` rows, keeps up to `limit`. Buckets
 * skipped by their counters are never read.
 */
class PageCursor {
  readonly rows: ReportRow[] = [];
  constructor(
    private offset: number,
    private readonly limit: number,
  ) {}

  get full() {
    return this.rows.length >= this.limit;
  }

  /** Passes over `count` rows without reading them, if the page starts after them. */
  skips(count: number): boolean {
    if (this.offset < count) return false;
    this.offset -= count;
    return true;
  }

  take(sorted: ReportRow[]) {
    if (this.skips(sorted.length)) return;
    this.rows.push(...sorted.slice(this.offset, this.offset + this.limit - this.rows.length));
    this.offset = 0;
  }
}

/**
 * POST /reports/general (section 7): a page of the period's shipments within the filters, newest
 * first, with how many there are (the counters), the totals cards (not for helpdesk and sales: in
 * the data, not only on screen) and the period's top-ups for its modal.
 *
 * A page reads only the buckets of rows it needs, newest first: the counters of the scope's months
 * and days say how many rows each holds, so those before the page are skipped unread, and a bucket
 * is read as a month, a day or an hour at a time, whichever holds at most REPORTS_BUCKET_ROWS.
 */
@Injectable()
export class GeneralReportUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
    private readonly models: ReadModels,
    private readonly generations: Generations,
    private readonly cache: AggregateCache,
    private readonly buckets: RowBuckets,
    @Inject(APP_CONFIG) private readonly config: ReportsConfig,
  ) {}

  async execute(caller: CallerIdentity, q: GeneralQuery) {
    const scope = await this.scope.of(caller, q.userId);
    const gen = await this.generations.current();
    const { rows, prepaids, months } = this.models.of(gen);
    const withAmounts = canSee(caller.role, 'reports.totalsCards');
    const id = scope.slice(2);
    const kind = scope === 'all' ? 'all' : scope.startsWith('a:') ? 'a' : 'u';
    const filter = {
      created: true,
      deleted: false,
      ...(q.carrier ? { carrier: q.carrier } : {}),
      ...(q.shipmentType ? { type: q.shipmentType } : {}),
    };
    const period = {
      ...q,
      state: undefined,
      carrier: q.carrier as never,
      shipmentType: q.shipmentType as never,
    };
    const entries = await this.figures.entries(scope, period);
    const count = sum(entries, 'n');

    // How many of the filtered shipments month or day documents count (from memory where unchanged).
    const countsOf = async (periodIds: string[]) =>
      (
        await this.cache.read<MonthDoc>(
          gen,
          months,
          periodIds.map((p) => countersId(`${scope}|${p}`, ANY)),
        )
      ).map((doc) => {
        let n = 0;
        for (const c of doc ? countsIn(doc) : [])
          if ((!q.carrier || c.carrier === q.carrier) && (!q.shipmentType || c.type === q.shipmentType))
            n += c.n;
        return n;
      });
    // A bucket of rows, newest first, from memory while its scope's month is unchanged (brought up
    // to date row by row while few of its rows changed).
    const read = async (field: Bucket['field'], value: string, days?: { from: string; to: string }) => {
      const month = (value.includes('|') ? value.split('|')[1] : value).slice(0, 7);
      const bucket: Bucket = { field, value, carrier: q.carrier, type: q.shipmentType };
      const found = await this.buckets.read(gen, scope, month, bucket, () =>
        rows
          .find({ ...filter, [bucket.field]: bucket.value })
          .lean<ReportRow[]>()
          .exec(),
      );
      return days ? found.filter((r) => r.day! >= days.from && r.day! <= days.to) : found;
    };
    const bucketField = (level: 'Month' | 'Day' | 'Hour') =>
      (kind === 'all' ? level.toLowerCase() : `${kind}${level}`) as Bucket['field'];
    const bucketValue = (key: string) => (kind === 'all' ? key : `${id}|${key}`);
    const max = this.config.REPORTS_BUCKET_ROWS;
    const today = toMexicoCityDate(new Date());

    const page = new PageCursor((q.page - 1) * q.limit, q.limit);
    if ((q.page - 1) * q.limit < count)
      for (const month of monthsOf(q.from, q.to).toReversed()) {
        if (page.full) break;
        const days = daysWithin(month, q);
        // The month's own counters hold it whole (no later day than today has any).
        const whole = q.from <= `${month}-01` && (q.to >= lastDayOf(month) || q.to >= today);
        const dayCounts = whole ? [] : await countsOf(days.map((d) => `D${d}`));
        const monthCount = whole ? (await countsOf([`M${month}`]))[0] : dayCounts.reduce((a, b) => a + b, 0);
        if (page.skips(monthCount)) continue;
        if (kind !== 'all' && monthCount <= max) {
          page.take(await read(bucketField('Month'), bucketValue(month), { from: q.from, to: q.to }));
          continue;
        }
        const perDay = whole ? await countsOf(days.map((d) => `D${d}`)) : dayCounts;
        for (const [i, day] of days.entries()) {
          if (page.full) break;
          const dayCount = perDay[i];
          if (page.skips(dayCount)) continue;
          if (dayCount <= max) {
            page.take(await read(bucketField('Day'), bucketValue(day)));
            continue;
          }
          for (let h = 23; h >= 0 && !page.full; h--)
            page.take(await read(bucketField('Hour'), bucketValue(`${day}T${String(h).padStart(2, '0')}`)));
        }
      }

    // Top-ups of the period, newest days first, reading only the days whose counters have some,
    // in the months whose counters have some.
    const money = await this.figures.prepaids(scope, q);
    const topUpMonths = new Set(money.filter((m) => m.paidN + m.pendN > 0).map((m) => m.month));
    const field = kind === 'all' ? 'day' : `${kind}Day`;
    const periodDays = monthsOf(q.from, q.to)
      .toReversed()
      .filter((month) => topUpMonths.has(month))
      .flatMap((month) => daysWithin(month, q));
    const dayDocs = await this.cache.read<MonthDoc>(
      gen,
      months,
      periodDays.map((d) => countersId(`${scope}|D${d}`, ANY)),
    );
    const topUps = await readInOrder(
      periodDays.filter((_, i) => (dayDocs[i]?.p?.paidN ?? 0) + (dayDocs[i]?.p?.pendN ?? 0) > 0),
      // From memory while the day's month is unchanged (its counters change with every top-up).
      (day) =>
        this.cache.about(gen, scope, day.slice(0, 7), `prepaids|${field}|${day}`, () =>
          (prepaids as Model<PrepaidRow>)
            .find({ [field]: kind === 'all' ? day : `${id}|${day}` })
            .lean<PrepaidRow[]>()
            .exec(),
        ),
      (n) => n >= PREPAIDS_LISTED,
    );

    const rest = {
      page: q.page,
      limit: q.limit,
      count,
      pages: Math.max(1, Math.ceil(count / q.limit)),
      prepaids: topUps.slice(0, PREPAIDS_LISTED).map((p) => ({
        _id: p._id,
        user: p.user!,
        ...(withAmounts ? { amount: centavosToPesos(p.amountCentavos) } : {}),
        status: !!p.paidAt,
        source: p.source ?? 'paypal',
        created_at: new Date(p.paidAt ?? p.requestedAt!).toISOString(),
      })),
      ...(withAmounts
        ? {
            totals: {
              shipments: count,
              expenses: centavosToPesos(sum(entries, 'c')),
              prepaidsPaid: centavosToPesos(money.reduce((t, p) => t + p.paid, 0)),
              prepaidsPending: centavosToPesos(money.reduce((t, p) => t + p.pend, 0)),
            },
          }
        : {}),
    };
    // {"data":[rows…],"page":…}: the rows as each was written once (see rowJson), the rest now.
    const data = page.rows.map((r) => rowJson(r, withAmounts));
    return Buffer.concat([
      DATA_OPEN,
      ...data.flatMap((row, i) => (i ? [COMMA, row] : [row])),
      DATA_CLOSE,
      Buffer.from(JSON.stringify(rest).slice(1)),
    ]);
  }
}
