import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ListShipmentsUseCase } from './list-shipments.usecase';

const route = ShipmentsRoutes.listPage;

@Controller()
export class ListShipmentsController {
  constructor(private readonly listShipments: ListShipmentsUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { userId }: { userId: string },
    @RouteQuery(route) { page, limit }: { page: number; limit: number },
  ) {
    return this.listShipments.execute(caller, userId, page, limit);
  }
}
