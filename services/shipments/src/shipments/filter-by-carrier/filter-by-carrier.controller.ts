import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import type { CarrierCode } from '@envios/domain';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { FilterByCarrierUseCase } from './filter-by-carrier.usecase';

const route = ShipmentsRoutes.byCarrier;

@Controller()
export class FilterByCarrierController {
  constructor(private readonly filterByCarrier: FilterByCarrierUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { userId }: { userId: string },
    @RouteQuery(route) { name }: { name: CarrierCode },
  ) {
    return this.filterByCarrier.execute(caller, userId, name);
  }
}
