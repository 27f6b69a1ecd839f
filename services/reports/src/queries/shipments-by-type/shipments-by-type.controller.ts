import { Controller } from '@nestjs/common';
import { ReportsRoutes, type ReportQuery } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ShipmentsByTypeUseCase } from './shipments-by-type.usecase';

@Controller()
export class ShipmentsByTypeController {
  constructor(private readonly shipmentsByType: ShipmentsByTypeUseCase) {}

  @Serves(ReportsRoutes.shipmentsByType)
  get(@Caller() caller: CallerIdentity, @RouteQuery(ReportsRoutes.shipmentsByType) query: ReportQuery) {
    return this.shipmentsByType.execute(caller, query);
  }
}
