import { Controller } from '@nestjs/common';
import { QuotingRoutes, type SaveCredential } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { UpdateCredentialUseCase } from './update-credential.usecase';

const route = QuotingRoutes.updateCredential;

@Controller()
export class UpdateCredentialController {
  constructor(private readonly updateCredential: UpdateCredentialUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { name }: { name: string },
    @RouteBody(route) body: SaveCredential,
  ) {
    return this.updateCredential.execute(caller, name, body);
  }
}
