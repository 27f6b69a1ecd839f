import { Controller } from '@nestjs/common';
import { WebhooksRoutes } from '@envios/contracts';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ListDeliveriesUseCase } from './list-deliveries.usecase';

const route = WebhooksRoutes.listDeliveries;

@Controller()
export class ListDeliveriesController {
  constructor(private readonly listDeliveries: ListDeliveriesUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteQuery(route) { cursor, limit }: { cursor?: string; limit: number },
  ) {
    return this.listDeliveries.execute(caller, id, cursor, limit);
  }
}
