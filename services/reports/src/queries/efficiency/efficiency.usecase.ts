import { Injectable } from '@nestjs/common';
import type { ReportQuery } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { monthsOf, ReportFigures } from '../report-figures';
import { ReportScope } from '../report-scope';

/**
 * GET /reports/eficiencia-per-shipment: per month of the period (by the shipments' own day), the
 * share in percent of the delivered shipments that arrived within the business days their service
 * promised, counted from their label's day. 0 for a month with none delivered.
 */
@Injectable()
export class EfficiencyUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
  ) {}

  async execute(caller: CallerIdentity, q: ReportQuery) {
    const byMonth = new Map<string, { on: number; late: number }>();
    for (const e of await this.figures.entries(await this.scope.of(caller, q.userId), q)) {
      const m = byMonth.get(e.month) ?? { on: 0, late: 0 };
      m.on += e.counters.on ?? 0;
      m.late += e.counters.late ?? 0;
      byMonth.set(e.month, m);
    }
    const labels = monthsOf(q.from, q.to);
    const values = labels.map((month) => {
      const m = byMonth.get(month);
      return m && m.on + m.late ? Math.round((m.on / (m.on + m.late)) * 1000) / 10 : 0;
    });
    return { chartData: { labels, values } };
  }
}
