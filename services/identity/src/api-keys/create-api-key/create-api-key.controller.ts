import { Controller } from '@nestjs/common';
import { IdentityRoutes, type CreateApiKey } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateApiKeyUseCase } from './create-api-key.usecase';

const route = IdentityRoutes.createApiKey;

@Controller()
export class CreateApiKeyController {
  constructor(private readonly createApiKey: CreateApiKeyUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: CreateApiKey) {
    return this.createApiKey.execute(caller, body);
  }
}
