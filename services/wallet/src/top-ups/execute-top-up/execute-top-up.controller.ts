import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { ExecuteTopUpUseCase } from './execute-top-up.usecase';

const route = WalletRoutes.executeTopUp;

@Controller()
export class ExecuteTopUpController {
  constructor(private readonly executeTopUp: ExecuteTopUpUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.executeTopUp.execute(caller, id);
  }
}
