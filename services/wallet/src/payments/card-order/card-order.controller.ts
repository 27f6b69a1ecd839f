import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CardOrderUseCase } from './card-order.usecase';

const route = WalletRoutes.cardOrder;

@Controller()
export class CardOrderController {
  constructor(private readonly cardOrder: CardOrderUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) { shipments }: { shipments: string[] }) {
    return this.cardOrder.execute(caller, shipments);
  }
}
