import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { FilterByStatusUseCase } from './filter-by-status.usecase';

const route = ShipmentsRoutes.byGuideStatus;

@Controller()
export class FilterByStatusController {
  constructor(private readonly filterByStatus: FilterByStatusUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { userId }: { userId: string },
    @RouteQuery(route) { status }: { status: boolean },
  ) {
    return this.filterByStatus.execute(caller, userId, status);
  }
}
