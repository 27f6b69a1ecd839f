import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { APP_CONFIG, AppError, type CallerIdentity } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { PaypalOrder } from '../../payments/paypal-order.schema';
import { fromPaypal } from '../../payments/paypal-errors';
import { PaypalClient } from '../../paypal/paypal.client';
import { TopUps } from '../pending-top-ups';

/**
 * GET /prepaid/v2/link/{id}: the PayPal order (MXN) paying a pending top-up. Its PayPal-Request-Id
 * is the top-up's id, so asking again gives the same order rather than a second one.
 */
@Injectable()
export class TopUpOrderUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    private readonly ledger: WalletLedger,
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly topUps: TopUps,
    private readonly paypal: PaypalClient,
  ) {}

  async execute(caller: CallerIdentity, id: string) {
    const m = await this.topUps.find(caller, id);
    if (m.status) throw AppError.of(WalletErrors.movementNotPending);
    const back = new URL(`/prepaid/new?prepaid=${id}`, this.config.PUBLIC_URL).toString();
    const order = await this.paypal
      .createOrder({
        requestId: `topup-${id}`,
        amountCentavos: m.amount,
        customId: `prepaid:${id}`,
        description: 'Abono al monedero',
        returnUrl: `${back}&paypal=return`,
        cancelUrl: `${back}&paypal=cancel`,
      })
      .catch((e: unknown) => {
        throw fromPaypal(e);
      });
    await this.orders.updateOne(
      { _id: order.id },
      {
        $setOnInsert: {
          kind: 'topup',
          prepaid: id,
          shipments: [],
          user: m.user,
          amountCentavos: m.amount,
          state: 'created',
          paid: [],
          created_at: new Date(),
        },
      },
      { upsert: true },
    );
    await this.ledger.linkOrder(id, order.id);
    return { id: order.id, approve_url: order.approveUrl };
  }
}
