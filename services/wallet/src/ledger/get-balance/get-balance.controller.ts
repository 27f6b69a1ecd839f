import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { GetBalanceUseCase } from './get-balance.usecase';

@Controller()
export class GetBalanceController {
  constructor(private readonly getBalance: GetBalanceUseCase) {}

  @Serves(WalletRoutes.balance)
  one(@Caller() caller: CallerIdentity, @RouteParams(WalletRoutes.balance) { userId }: { userId: string }) {
    return this.getBalance.execute(caller, userId);
  }

  @Serves(WalletRoutes.balances)
  many(@Caller() caller: CallerIdentity, @RouteQuery(WalletRoutes.balances) { users }: { users: string[] }) {
    return this.getBalance.many(caller, users);
  }
}
