import { Inject, Injectable } from '@nestjs/common';
import type { ReportShipment } from '@envios/contracts';
import { canSee, centavosToPesos } from '@envios/domain';
import { APP_CONFIG, type CallerIdentity } from '@envios/platform';
import type { ReportsConfig } from '../../config';
import { Generations } from '../../model/generations';
import type { PrepaidRow } from '../../model/prepaid-row';
import { ReadModels } from '../../model/read-models';
import { stageOf, type ReportRow } from '../../model/report-row';
import { daysNewestFirst, monthsOf, ReportFigures, sum } from '../report-figures';
import { ReportScope } from '../report-scope';

const PREPAIDS_LISTED = 500;
const PARALLEL_READS = 8;

type GeneralQuery = {
  from: string;
  to: string;
  carrier?: string;
  shipmentType?: string;
  userId?: string;
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
 * POST /reports/general (section 7): the shipments of the period within the filters, newest first
 * (at most REPORTS_MAX_ROWS listed; `truncated` says more matched), the totals cards (not for
 * helpdesk and sales: in the data, not only on screen) and the period's top-ups for its modal.
 */
@Injectable()
export class GeneralReportUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
    private readonly models: ReadModels,
    private readonly generations: Generations,
    @Inject(APP_CONFIG) private readonly config: ReportsConfig,
  ) {}

  async execute(caller: CallerIdentity, q: GeneralQuery) {
    const scope = await this.scope.of(caller, q.userId);
    const { rows, prepaids } = this.models.of(await this.generations.current());
    const withAmounts = canSee(caller.role, 'reports.totalsCards');
    const id = scope.slice(2);
    const filter = {
      created: true,
      deleted: false,
      ...(q.carrier ? { carrier: q.carrier } : {}),
      ...(q.shipmentType ? { type: q.shipmentType } : {}),
    };
    const max = this.config.REPORTS_MAX_ROWS;
    // A user's year is twelve month reads; a client's account or everyone's, a read per day.
    const found = scope.startsWith('u:')
      ? await readInOrder(
          monthsOf(q.from, q.to).reverse(),
          (m) =>
            rows
              .find({ ...filter, uMonth: `${id}|${m}` })
              .lean<ReportRow[]>()
              .exec(),
          () => false,
        )
      : await readInOrder(
          daysNewestFirst(q.from, q.to),
          (day) =>
            rows
              .find({ ...filter, ...(scope === 'all' ? { day } : { aDay: `${id}|${day}` }) })
              .lean<ReportRow[]>()
              .exec(),
          (n) => n > max,
        );
    const inPeriod = found
      .filter((r) => r.day! >= q.from && r.day! <= q.to)
      .sort(
        (a, b) =>
          new Date(b.createdAt!).getTime() - new Date(a.createdAt!).getTime() || (a._id < b._id ? 1 : -1),
      );

    const field = scope === 'all' ? 'day' : scope.startsWith('a:') ? 'aDay' : 'uDay';
    const topUps = await readInOrder(
      daysNewestFirst(q.from, q.to),
      (day) =>
        prepaids
          .find({ [field]: scope === 'all' ? day : `${id}|${day}` })
          .lean<PrepaidRow[]>()
          .exec(),
      (n) => n >= PREPAIDS_LISTED,
    );

    const result = {
      data: inPeriod.slice(0, max).map((r) => toReportShipment(r, withAmounts)),
      truncated: inPeriod.length > max,
      prepaids: topUps.slice(0, PREPAIDS_LISTED).map((p) => ({
        _id: p._id,
        user: p.user!,
        ...(withAmounts ? { amount: centavosToPesos(p.amountCentavos) } : {}),
        status: !!p.paidAt,
        source: p.source ?? 'paypal',
        created_at: new Date(p.paidAt ?? p.requestedAt!).toISOString(),
      })),
    };
    if (!withAmounts) return result;
    const period = {
      ...q,
      state: undefined,
      shipmentType: q.shipmentType as never,
      carrier: q.carrier as never,
    };
    const entries = await this.figures.entries(scope, period);
    const money = await this.figures.prepaids(scope, q);
    return {
      ...result,
      totals: {
        shipments: sum(entries, 'n'),
        expenses: centavosToPesos(sum(entries, 'c')),
        prepaidsPaid: centavosToPesos(money.reduce((t, p) => t + p.paid, 0)),
        prepaidsPending: centavosToPesos(money.reduce((t, p) => t + p.pend, 0)),
      },
    };
  }
}
