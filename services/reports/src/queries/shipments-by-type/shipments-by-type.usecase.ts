import { Injectable } from '@nestjs/common';
import type { ReportQuery } from '@envios/contracts';
import { SHIPMENT_TYPES, type ShipmentType } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { ReportFigures } from '../report-figures';
import { ReportScope } from '../report-scope';

/** GET /reports/shipments-by-type: shipments per type (Caja, Sobre, Tarima), every type listed. */
@Injectable()
export class ShipmentsByTypeUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
  ) {}

  async execute(caller: CallerIdentity, q: ReportQuery) {
    const totals = new Map<ShipmentType, number>();
    for (const e of await this.figures.entries(await this.scope.of(caller, q.userId), q))
      totals.set(e.type as ShipmentType, (totals.get(e.type as ShipmentType) ?? 0) + (e.counters.n ?? 0));
    return SHIPMENT_TYPES.map((shipment_type) => ({
      shipment_type,
      totalShipments: totals.get(shipment_type) ?? 0,
    }));
  }
}
