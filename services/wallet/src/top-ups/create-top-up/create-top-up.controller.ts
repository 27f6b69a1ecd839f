import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateTopUpUseCase } from './create-top-up.usecase';

const route = WalletRoutes.createTopUp;

@Controller()
export class CreateTopUpController {
  constructor(private readonly createTopUp: CreateTopUpUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteBody(route) { user, amount }: { user: string; amount: number },
  ) {
    return this.createTopUp.execute(caller, user, amount);
  }
}
