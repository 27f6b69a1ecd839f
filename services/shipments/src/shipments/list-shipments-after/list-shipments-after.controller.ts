import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ListShipmentsAfterUseCase } from './list-shipments-after.usecase';

const route = ShipmentsRoutes.listAfter;

@Controller()
export class ListShipmentsAfterController {
  constructor(private readonly listShipmentsAfter: ListShipmentsAfterUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { userId }: { userId: string },
    @RouteQuery(route) { cursor, limit }: { cursor?: string; limit: number },
  ) {
    return this.listShipmentsAfter.execute(caller, userId, cursor, limit);
  }
}
