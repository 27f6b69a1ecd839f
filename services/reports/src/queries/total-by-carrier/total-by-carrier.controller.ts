import { Controller } from '@nestjs/common';
import { ReportsRoutes, type ReportQuery } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { TotalByCarrierUseCase } from './total-by-carrier.usecase';

@Controller()
export class TotalByCarrierController {
  constructor(private readonly totalByCarrier: TotalByCarrierUseCase) {}

  @Serves(ReportsRoutes.totalByCarrier)
  get(@Caller() caller: CallerIdentity, @RouteQuery(ReportsRoutes.totalByCarrier) query: ReportQuery) {
    return this.totalByCarrier.execute(caller, query);
  }
}
