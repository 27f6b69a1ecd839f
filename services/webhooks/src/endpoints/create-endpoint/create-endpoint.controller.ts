import { Controller } from '@nestjs/common';
import { WebhooksRoutes, type CreateWebhookEndpoint } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateEndpointUseCase } from './create-endpoint.usecase';

const route = WebhooksRoutes.createEndpoint;

@Controller()
export class CreateEndpointController {
  constructor(private readonly createEndpoint: CreateEndpointUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: CreateWebhookEndpoint) {
    return this.createEndpoint.execute(caller, body);
  }
}
