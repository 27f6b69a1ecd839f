import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { SearchShipmentsUseCase } from './search-shipments.usecase';

const route = ShipmentsRoutes.search;

@Controller()
export class SearchShipmentsController {
  constructor(private readonly searchShipments: SearchShipmentsUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { userId }: { userId: string },
    @RouteQuery(route) { filter, q }: { filter?: string; q?: string },
  ) {
    return this.searchShipments.execute(caller, userId, filter ?? q);
  }
}
