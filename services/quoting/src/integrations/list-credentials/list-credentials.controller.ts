import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { Serves } from '@envios/platform';
import { ListCredentialsUseCase } from './list-credentials.usecase';

@Controller()
export class ListCredentialsController {
  constructor(private readonly listCredentials: ListCredentialsUseCase) {}

  @Serves(QuotingRoutes.listCredentials)
  execute() {
    return this.listCredentials.execute();
  }
}
