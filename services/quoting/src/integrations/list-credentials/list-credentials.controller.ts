import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { ListCredentialsUseCase } from './list-credentials.usecase';

@Controller()
export class ListCredentialsController {
  constructor(private readonly listCredentials: ListCredentialsUseCase) {}

  @Serves(QuotingRoutes.listCredentials)
  execute(@Caller() caller: CallerIdentity) {
    return this.listCredentials.execute(caller);
  }
}
