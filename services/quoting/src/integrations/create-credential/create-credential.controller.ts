import { Controller } from '@nestjs/common';
import { QuotingRoutes, type SaveCredential } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateCredentialUseCase } from './create-credential.usecase';

const route = QuotingRoutes.createCredential;

@Controller()
export class CreateCredentialController {
  constructor(private readonly createCredential: CreateCredentialUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: SaveCredential) {
    return this.createCredential.execute(caller, body);
  }
}
