import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { DeleteCredentialUseCase } from './delete-credential.usecase';

const route = QuotingRoutes.deleteCredential;

@Controller()
export class DeleteCredentialController {
  constructor(private readonly deleteCredential: DeleteCredentialUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { name }: { name: string }) {
    return this.deleteCredential.execute(caller, name);
  }
}
