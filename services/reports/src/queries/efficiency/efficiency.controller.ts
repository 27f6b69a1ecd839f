import { Controller } from '@nestjs/common';
import { ReportsRoutes, type ReportQuery } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { EfficiencyUseCase } from './efficiency.usecase';

@Controller()
export class EfficiencyController {
  constructor(private readonly efficiency: EfficiencyUseCase) {}

  @Serves(ReportsRoutes.efficiency)
  get(@Caller() caller: CallerIdentity, @RouteQuery(ReportsRoutes.efficiency) query: ReportQuery) {
    return this.efficiency.execute(caller, query);
  }
}
