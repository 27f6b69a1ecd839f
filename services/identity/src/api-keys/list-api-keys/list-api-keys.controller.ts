import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { ListApiKeysUseCase } from './list-api-keys.usecase';

@Controller()
export class ListApiKeysController {
  constructor(private readonly listApiKeys: ListApiKeysUseCase) {}

  @Serves(IdentityRoutes.listApiKeys)
  execute(@Caller() caller: CallerIdentity) {
    return this.listApiKeys.execute(caller);
  }
}
