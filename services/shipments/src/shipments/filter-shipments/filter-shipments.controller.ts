import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import type { CarrierCode } from '@envios/domain';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { FilterShipmentsUseCase } from './filter-shipments.usecase';

@Controller()
export class FilterShipmentsController {
  constructor(private readonly filterShipments: FilterShipmentsUseCase) {}

  @Serves(ShipmentsRoutes.byGuideStatus)
  byStatus(
    @Caller() caller: CallerIdentity,
    @RouteParams(ShipmentsRoutes.byGuideStatus) { userId }: { userId: string },
    @RouteQuery(ShipmentsRoutes.byGuideStatus) { status }: { status: boolean },
  ) {
    return this.filterShipments.byStatus(caller, userId, status);
  }

  @Serves(ShipmentsRoutes.byCarrier)
  byCarrier(
    @Caller() caller: CallerIdentity,
    @RouteParams(ShipmentsRoutes.byCarrier) { userId }: { userId: string },
    @RouteQuery(ShipmentsRoutes.byCarrier) { name }: { name: CarrierCode },
  ) {
    return this.filterShipments.byCarrier(caller, userId, name);
  }
}
