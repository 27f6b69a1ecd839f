import { Injectable } from '@nestjs/common';
import type { ReportQuery } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { ReportFigures } from '../report-figures';
import { ReportScope } from '../report-scope';
import { rankDestinations } from '../rank-destinations';

/** GET /reports/shipments-city: the ten destination cities with most shipments, as chart series. */
@Injectable()
export class ShipmentsCityUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
  ) {}

  async execute(caller: CallerIdentity, q: ReportQuery) {
    const top = await rankDestinations(this.figures, await this.scope.of(caller, q.userId), q, 10);
    return { labels: top.map((d) => d.city), data: top.map((d) => d.totalShipments) };
  }
}
