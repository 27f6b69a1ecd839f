import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetBalanceUseCase } from './get-balance.usecase';

const route = WalletRoutes.balance;

@Controller()
export class GetBalanceController {
  constructor(private readonly getBalance: GetBalanceUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { userId }: { userId: string }) {
    return this.getBalance.execute(caller, userId);
  }
}
