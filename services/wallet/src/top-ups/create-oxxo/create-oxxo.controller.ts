import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateOxxoUseCase } from './create-oxxo.usecase';

const route = WalletRoutes.createOxxo;

@Controller()
export class CreateOxxoController {
  constructor(private readonly createOxxo: CreateOxxoUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteBody(route) { amount, key }: { amount: number; key?: string },
  ) {
    return this.createOxxo.execute(caller, amount, key);
  }
}
