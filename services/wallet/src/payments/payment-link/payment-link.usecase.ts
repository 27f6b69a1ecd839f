import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { CardOrderUseCase } from '../card-order/card-order.usecase';

/** POST /payments/{shipmentId}?email=: the card order of one shipment, answered as {url, id}. */
@Injectable()
export class PaymentLinkUseCase {
  constructor(private readonly cardOrder: CardOrderUseCase) {}

  async execute(caller: CallerIdentity, shipmentId: string) {
    const order = await this.cardOrder.execute(caller, [shipmentId]);
    return { url: order.approve_url, id: order.id };
  }
}
