import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { RefillTestBalanceUseCase } from './refill-test-balance.usecase';

@Controller()
export class RefillTestBalanceController {
  constructor(private readonly refill: RefillTestBalanceUseCase) {}

  @Serves(WalletRoutes.refillTestBalance)
  execute(@Caller() caller: CallerIdentity) {
    return this.refill.execute(caller);
  }
}
