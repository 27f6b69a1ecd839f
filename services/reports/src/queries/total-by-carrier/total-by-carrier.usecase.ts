import { Injectable } from '@nestjs/common';
import type { ReportQuery } from '@envios/contracts';
import { CARRIER_CODES, type CarrierCode } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { ReportFigures } from '../report-figures';
import { ReportScope } from '../report-scope';

/** GET /reports/total-by-carrier: shipments per carrier (the pie), most first. */
@Injectable()
export class TotalByCarrierUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
  ) {}

  async execute(caller: CallerIdentity, q: ReportQuery) {
    const totals = new Map<CarrierCode, number>();
    for (const e of await this.figures.entries(await this.scope.of(caller, q.userId), q))
      totals.set(e.carrier as CarrierCode, (totals.get(e.carrier as CarrierCode) ?? 0) + (e.counters.n ?? 0));
    return CARRIER_CODES.filter((c) => (totals.get(c) ?? 0) > 0)
      .map((carrier) => ({ carrier, totalShipments: totals.get(carrier)! }))
      .sort((a, b) => b.totalShipments - a.totalShipments);
  }
}
