import { Controller } from '@nestjs/common';
import { WebhooksRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { ListEndpointsUseCase } from './list-endpoints.usecase';

const route = WebhooksRoutes.listEndpoints;

@Controller()
export class ListEndpointsController {
  constructor(private readonly listEndpoints: ListEndpointsUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity) {
    return this.listEndpoints.execute(caller);
  }
}
