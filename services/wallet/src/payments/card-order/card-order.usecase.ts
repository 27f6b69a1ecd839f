import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG, type CallerIdentity } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { PaypalClient } from '../../paypal/paypal.client';
import { fromPaypal } from '../paypal-errors';
import { Payables } from '../payables';
import type { Payable } from '../payable.schema';
import { PaypalOrder } from '../paypal-order.schema';

/** The batch whose rows an order pays: the buyer comes back to its page, and one line per carrier. */
interface ForBatch {
  batch: string;
}

/**
 * POST /paypal/v2/link/many (and PaymentLinkUseCase for one shipment): a PayPal order (MXN, one purchase unit)
 * for unpaid shipments at their server-side total. Nothing is claimed yet: the capture claims them,
 * and refunds to the wallet any that another payment took meanwhile. A batch's card payment (up to
 * 1,000 rows) is the same order, coming back to the batch's page, with a line per carrier and service.
 */
@Injectable()
export class CardOrderUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly payables: Payables,
    private readonly paypal: PaypalClient,
  ) {}

  async execute(caller: CallerIdentity, shipments: string[], forBatch?: ForBatch) {
    const payables = await this.payables.load(caller, shipments);
    await this.payables.assertUnpaid(payables);
    const ids = payables.map((p) => p._id);
    const amountCentavos = payables.reduce((sum, p) => sum + p.totalCentavos, 0);
    // Where the approval page comes back to (with &paypal=return|cancel and PayPal's token).
    const back = new URL(
      forBatch
        ? `/batches/${forBatch.batch}?pago=tarjeta`
        : `/payment/shipments/many?shipments=${ids.join(',')}`,
      this.config.PUBLIC_URL,
    ).toString();
    const first = payables[0];
    const order = await this.paypal
      .createOrder({
        requestId: randomUUID(),
        amountCentavos,
        customId: forBatch ? `batch:${forBatch.batch}` : `shipments:${ids.length}`,
        description: (forBatch
          ? `Lote de ${ids.length === 1 ? '1 guía' : `${ids.length} guías`}`
          : `${ids.length === 1 ? '1 guía' : `${ids.length} guías`} ${first.carrier} ${first.serviceName}`
        ).slice(0, 127),
        returnUrl: `${back}&paypal=return`,
        cancelUrl: `${back}&paypal=cancel`,
        items: forBatch
          ? byService(payables)
          : payables.map((p) => ({
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
      batch: forBatch?.batch ?? null,
      user: caller.id,
      amountCentavos,
      state: 'created',
      created_at: new Date(),
    });
    return { id: order.id, approve_url: order.approveUrl };
  }
}

/** One order line per carrier and service ("12 guías DHL Express"), at their sum. */
function byService(payables: Payable[]): { name: string; amountCentavos: number }[] {
  const lines = new Map<string, { count: number; amountCentavos: number }>();
  for (const p of payables) {
    const key = `${p.carrier} ${p.serviceName}`;
    const line = lines.get(key) ?? { count: 0, amountCentavos: 0 };
    line.count += 1;
    line.amountCentavos += p.totalCentavos;
    lines.set(key, line);
  }
  return [...lines].map(([key, line]) => ({
    name: `${line.count === 1 ? '1 guía' : `${line.count} guías`} ${key}`.slice(0, 127),
    amountCentavos: line.amountCentavos,
  }));
}
