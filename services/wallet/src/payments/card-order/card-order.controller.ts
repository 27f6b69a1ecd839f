import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { CardOrderUseCase } from './card-order.usecase';

@Controller()
export class CardOrderController {
  constructor(private readonly cardOrder: CardOrderUseCase) {}

  @Serves(WalletRoutes.cardOrder)
  many(
    @Caller() caller: CallerIdentity,
    @RouteBody(WalletRoutes.cardOrder) { shipments }: { shipments: string[] },
  ) {
    return this.cardOrder.execute(caller, shipments);
  }

  /** POST /payments/{shipmentId}?email=: the same for one shipment, answered as {url, id}. */
  @Serves(WalletRoutes.paymentLink)
  async one(@Caller() caller: CallerIdentity, @RouteParams(WalletRoutes.paymentLink) { id }: { id: string }) {
    const order = await this.cardOrder.execute(caller, [id]);
    return { url: order.approve_url, id: order.id };
  }
}
