import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { TopUpOrderUseCase } from './top-up-order.usecase';

const route = WalletRoutes.topUpOrder;

@Controller()
export class TopUpOrderController {
  constructor(private readonly topUpOrder: TopUpOrderUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.topUpOrder.execute(caller, id);
  }
}
