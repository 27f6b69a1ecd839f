import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { GetBalancesUseCase } from './get-balances.usecase';

const route = WalletRoutes.balances;

@Controller()
export class GetBalancesController {
  constructor(private readonly getBalances: GetBalancesUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteQuery(route) { users }: { users: string[] }) {
    return this.getBalances.execute(caller, users);
  }
}
