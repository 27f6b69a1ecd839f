import { Injectable } from '@nestjs/common';
import { ReportsErrors, type ReportQuery } from '@envios/contracts';
import { canSee } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { monthsOf, ReportFigures } from '../report-figures';
import { ReportScope } from '../report-scope';

/**
 * GET /reports/prepaids-per-month: pesos paid into wallets (card top-ups and staff credits) each
 * month of the period. Amounts: refused to the roles that see no totals (helpdesk, sales).
 */
@Injectable()
export class PrepaidsPerMonthUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
  ) {}

  async execute(caller: CallerIdentity, q: ReportQuery) {
    if (!canSee(caller.role, 'reports.totalsCards')) throw AppError.of(ReportsErrors.noTotals);
    const byMonth = new Map<string, number>();
    for (const p of await this.figures.prepaids(await this.scope.of(caller, q.userId), q))
      byMonth.set(p.month, (byMonth.get(p.month) ?? 0) + p.paid);
    const labels = monthsOf(q.from, q.to);
    return { chartData: { labels, values: labels.map((m) => (byMonth.get(m) ?? 0) / 100) } };
  }
}
