import { Controller } from '@nestjs/common';
import { ReportsRoutes, type ReportQuery } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ShipmentsCityUseCase } from './shipments-city.usecase';

@Controller()
export class ShipmentsCityController {
  constructor(private readonly shipmentsCity: ShipmentsCityUseCase) {}

  @Serves(ReportsRoutes.shipmentsCity)
  get(@Caller() caller: CallerIdentity, @RouteQuery(ReportsRoutes.shipmentsCity) query: ReportQuery) {
    return this.shipmentsCity.execute(caller, query);
  }
}
