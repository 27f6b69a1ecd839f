import { Injectable } from '@nestjs/common';
import type { ReportQuery } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { ReportFigures, sum } from '../report-figures';
import { ReportScope } from '../report-scope';

/** GET /reports/shipments-report: the KPI cards — guides generated, on their way, delivered. */
@Injectable()
export class ShipmentsReportUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
  ) {}

  async execute(caller: CallerIdentity, q: ReportQuery) {
    const entries = await this.figures.entries(await this.scope.of(caller, q.userId), q);
    return {
      totalGenerated: sum(entries, 'g'),
      totalInTransit: sum(entries, 't'),
      totalDelivered: sum(entries, 'dl'),
    };
  }
}
