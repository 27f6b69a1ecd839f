import { Injectable } from '@nestjs/common';
import { canSee, centavosToPesos } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { ReportStore } from '../../model/report-store';
import { daysWithin, monthsOf, ReportFigures, sum, sumByMethod } from '../report-figures';
import { ReportScope } from '../report-scope';
import { rowJson } from './report-shipment.mapper';

/** Top-ups the report lists at most (its modal). */
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

const DATA_OPEN = Buffer.from('{"data":[');
const DATA_CLOSE = Buffer.from('],');
const COMMA = Buffer.from(',');

/**
 * POST /reports/general (section 7): a page of the period's shipments within the filters, newest
 * first, with how many there are (the counters), the totals cards (not for helpdesk and sales: in
 * the data, not only on screen) and the period's top-ups for its modal. The store reads only the
 * rows the page needs (ReportStore.rowsOf).
 */
@Injectable()
export class GeneralReportUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
    private readonly store: ReportStore,
  ) {}

  async execute(caller: CallerIdentity, q: GeneralQuery) {
    const scope = await this.scope.of(caller, q.userId);
    const withAmounts = canSee(caller.role, 'reports.totalsCards');
    const period = {
      ...q,
      state: undefined,
      carrier: q.carrier as never,
      shipmentType: q.shipmentType as never,
    };
    const entries = await this.figures.entries(scope, period);
    const count = sum(entries, 'n');

    const offset = (q.page - 1) * q.limit;
    const rows =
      offset < count
        ? await this.store.rowsOf(
            scope,
            { from: q.from, to: q.to, carrier: q.carrier, type: q.shipmentType },
            { offset, limit: q.limit },
          )
        : [];

    // Top-ups of the period, newest days first, in the months whose counters have some.
    const money = await this.figures.prepaids(scope, q);
    const topUpMonths = new Set(money.filter((m) => m.paidN + m.pendN > 0).map((m) => m.month));
    const periodDays = monthsOf(q.from, q.to)
      .toReversed()
      .filter((month) => topUpMonths.has(month))
      .flatMap((month) => daysWithin(month, q));
    const topUps = await this.store.topUpsIn(scope, periodDays, PREPAIDS_LISTED);

    const rest = {
      page: q.page,
      limit: q.limit,
      count,
      pages: Math.max(1, Math.ceil(count / q.limit)),
      prepaids: topUps.map((p) => ({
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
              prepaidsPaidByMethod: Object.fromEntries(
                Object.entries(sumByMethod(money.map((p) => p.byMethod))).map(([m, c]) => [
                  m,
                  centavosToPesos(c),
                ]),
              ),
            },
          }
        : {}),
    };
    // {"data":[rows…],"page":…}: the rows as each was written once (see rowJson), the rest now.
    const data = rows.map((r) => rowJson(r, withAmounts));
    return Buffer.concat([
      DATA_OPEN,
      ...data.flatMap((row, i) => (i ? [COMMA, row] : [row])),
      DATA_CLOSE,
      Buffer.from(JSON.stringify(rest).slice(1)),
    ]);
  }
}
