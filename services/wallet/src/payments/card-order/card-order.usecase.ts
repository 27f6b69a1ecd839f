import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG, type CallerIdentity } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { PaypalClient } from '../../paypal/paypal.client';
import { fromPaypal } from '../paypal-errors';
import { Payables } from '../payables';
import { PaypalOrder } from '../paypal-order.schema';

/**
 * POST /paypal/v2/link/many (and PaymentLinkUseCase for one shipment): a PayPal order (MXN, one purchase unit)
 * for unpaid shipments at their server-side total. Nothing is claimed yet: the capture claims them,
 * and refunds to the wallet any that another payment took meanwhile.
 */
@Injectable()
export class CardOrderUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly payables: Payables,
    private readonly paypal: PaypalClient,
  ) {}

  async execute(caller: CallerIdentity, shipments: string[]) {
    const payables = await this.payables.load(caller, shipments);
    await this.payables.assertUnpaid(payables);
    const ids = payables.map((p) => p._id);
    const amountCentavos = payables.reduce((sum, p) => sum + p.totalCentavos, 0);
    const back = new URL(
      `/payment/shipments/many?shipments=${ids.join(',')}`,
      this.config.PUBLIC_URL,
    ).toString();
    const first = payables[0];
    const order = await this.paypal
      .createOrder({
        requestId: randomUUID(),
        amountCentavos,
        customId: `shipments:${ids.length}`,
        description:
          `${ids.length === 1 ? '1 guía' : `${ids.length} guías`} ${first.carrier} ${first.serviceName}`.slice(
            0,
            127,
          ),
        returnUrl: `${back}&paypal=return`,
        cancelUrl: `${back}&paypal=cancel`,
        items: payables.map((p) => ({
          name: `Guía ${p.carrier} ${p.serviceName}`,
          amountCentavos: p.totalCentavos,
        })),
      })
      .catch((e: unknown) => {
        throw fromPaypal(e);
      });
    await this.orders.create({
      _id: order.id,
      kind: 'shipments',
      prepaid: null,
      shipments: ids,
      user: caller.id,
      amountCentavos,
      state: 'created',
      created_at: new Date(),
    });
    return { id: order.id, approve_url: order.approveUrl };
  }
}
