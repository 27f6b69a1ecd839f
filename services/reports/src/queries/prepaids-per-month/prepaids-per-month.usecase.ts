import { Injectable } from '@nestjs/common';
import { ReportsErrors, TOP_UP_METHODS, type ReportQuery, type TopUpMethod } from '@envios/contracts';
import { canSee, centavosToPesos } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { monthsOf, ReportFigures, sumByMethod } from '../report-figures';
import { ReportScope } from '../report-scope';

/**
 * GET /reports/prepaids-per-month: pesos paid into wallets (top-ups by card, SPEI or OXXO, and staff
 * credits) each month of the period, and the same by method. Amounts: refused to the roles that see
 * no totals (helpdesk, sales).
 */
@Injectable()
export class PrepaidsPerMonthUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
  ) {}

  async execute(caller: CallerIdentity, q: ReportQuery) {
    if (!canSee(caller.role, 'reports.totalsCards')) throw AppError.of(ReportsErrors.noTotals);
    // A month is its month document, or its days at the period's ends: several parts a month.
    const byMonth = new Map<string, { paid: number; byMethod: Record<TopUpMethod, number>[] }>();
    for (const p of await this.figures.prepaids(await this.scope.of(caller, q.userId), q)) {
      const month = byMonth.get(p.month) ?? { paid: 0, byMethod: [] };
      month.paid += p.paid;
      month.byMethod.push(p.byMethod);
      byMonth.set(p.month, month);
    }
    const labels = monthsOf(q.from, q.to);
    const split = labels.map((m) => sumByMethod(byMonth.get(m)?.byMethod ?? []));
    return {
      chartData: {
        labels,
        values: labels.map((m) => centavosToPesos(byMonth.get(m)?.paid ?? 0)),
        byMethod: Object.fromEntries(
          TOP_UP_METHODS.map((method) => [method, split.map((s) => centavosToPesos(s[method]))]),
        ) as Record<TopUpMethod, number[]>,
      },
    };
  }
}
