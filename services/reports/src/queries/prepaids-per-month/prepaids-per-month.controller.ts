import { Controller } from '@nestjs/common';
import { ReportsRoutes, type ReportQuery } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { PrepaidsPerMonthUseCase } from './prepaids-per-month.usecase';

@Controller()
export class PrepaidsPerMonthController {
  constructor(private readonly prepaidsPerMonth: PrepaidsPerMonthUseCase) {}

  @Serves(ReportsRoutes.prepaidsPerMonth)
  get(@Caller() caller: CallerIdentity, @RouteQuery(ReportsRoutes.prepaidsPerMonth) query: ReportQuery) {
    return this.prepaidsPerMonth.execute(caller, query);
  }
}
