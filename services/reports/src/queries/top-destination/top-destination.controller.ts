import { Controller } from '@nestjs/common';
import { ReportsRoutes, type ReportQuery } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { TopDestinationUseCase } from './top-destination.usecase';

@Controller()
export class TopDestinationController {
  constructor(private readonly topDestination: TopDestinationUseCase) {}

  @Serves(ReportsRoutes.topDestination)
  get(@Caller() caller: CallerIdentity, @RouteQuery(ReportsRoutes.topDestination) query: ReportQuery) {
    return this.topDestination.execute(caller, query);
  }
}
