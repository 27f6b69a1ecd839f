import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CardOrderUseCase } from './card-order.usecase';

const route = WalletRoutes.batchCardOrder;

/** A batch's card payment (the batches service asks, as the batch's owner). */
@Controller()
export class BatchCardOrderController {
  constructor(private readonly cardOrder: CardOrderUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteBody(route) { batch, shipments }: { batch: string; shipments: string[] },
  ) {
    return this.cardOrder.execute(caller, shipments, { batch });
  }
}
