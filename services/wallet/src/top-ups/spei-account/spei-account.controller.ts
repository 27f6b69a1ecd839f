import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { SpeiAccountUseCase } from './spei-account.usecase';

@Controller()
export class SpeiAccountController {
  constructor(private readonly speiAccount: SpeiAccountUseCase) {}

  @Serves(WalletRoutes.speiAccount)
  execute(@Caller() caller: CallerIdentity) {
    return this.speiAccount.execute(caller);
  }
}
