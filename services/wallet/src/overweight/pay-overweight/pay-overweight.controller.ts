import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { PayOverweightUseCase } from './pay-overweight.usecase';

const route = WalletRoutes.payOverweight;

@Controller()
export class PayOverweightController {
  constructor(private readonly payOverweight: PayOverweightUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.payOverweight.execute(caller, id);
  }
}
