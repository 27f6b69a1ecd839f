import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { RevokeApiKeyUseCase } from './revoke-api-key.usecase';

const route = IdentityRoutes.revokeApiKey;

@Controller()
export class RevokeApiKeyController {
  constructor(private readonly revokeApiKey: RevokeApiKeyUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) params: { id: string }) {
    return this.revokeApiKey.execute(caller, params.id);
  }
}
