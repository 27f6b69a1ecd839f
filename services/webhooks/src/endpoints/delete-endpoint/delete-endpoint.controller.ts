import { Controller } from '@nestjs/common';
import { WebhooksRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { DeleteEndpointUseCase } from './delete-endpoint.usecase';

const route = WebhooksRoutes.deleteEndpoint;

@Controller()
export class DeleteEndpointController {
  constructor(private readonly deleteEndpoint: DeleteEndpointUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.deleteEndpoint.execute(caller, id);
  }
}
