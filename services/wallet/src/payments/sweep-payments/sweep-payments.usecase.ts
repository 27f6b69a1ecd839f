import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { OverweightCharges } from '../../overweight/overweight-charges';
import { PaypalClient } from '../../paypal/paypal.client';
import { CaptureApprovedOrderUseCase } from '../capture-approved-order/capture-approved-order.usecase';
import { Payables } from '../payables';
import { PaypalOrder } from '../paypal-order.schema';
import { RecordCaptureUseCase } from '../record-capture/record-capture.usecase';

/** Documents of each kind one run settles (the next run takes the rest). */
const PER_RUN = 100;
/** PayPal keeps an approved order capturable for hours; past this we stop asking. */
const ORDER_GIVE_UP_MS = 6 * 3600_000;

/**
 * What a crash or a closed browser can leave half-done, finished: ledger lines waiting in wallet
 * documents are copied; a credit recorded but not applied (its request died) is applied once its
 * lease ran out; a wallet payment whose lease ran out is marked paid if its debit happened
 * and given back otherwise (an overweight payment too); a PayPal order approved or captured without us recording it is
 * captured and recorded.
 */
@Injectable()
export class SweepPaymentsUseCase {
  private readonly logger = new Logger(SweepPaymentsUseCase.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly ledger: WalletLedger,
    private readonly payables: Payables,
    private readonly overweights: OverweightCharges,
    private readonly paypal: PaypalClient,
    private readonly captureApproved: CaptureApprovedOrderUseCase,
    private readonly record: RecordCaptureUseCase,
  ) {}

  async execute(now = Date.now()) {
    const wallets = await this.ledger.projectWaiting(PER_RUN);
    const credits = await this.ledger.recoverCredits(now);
    const payments =
      (await this.payables.settleExpired(now, PER_RUN)) +
      (await this.overweights.settleExpired(now, PER_RUN));

    let orders = 0;
    const open = await this.orders.find({ state: 'created' }).limit(PER_RUN).lean<PaypalOrder[]>();
    for (const order of open) {
      const age = now - order.created_at.getTime();
      if (age < this.config.ABANDONED_APPROVAL_MS || age > ORDER_GIVE_UP_MS) continue;
      orders++;
      try {
        const view = await this.paypal.getOrder(order._id);
        if (view.status === 'APPROVED') await this.captureApproved.execute(order);
        else if (view.status === 'COMPLETED' && view.capture?.status === 'COMPLETED')
          await this.record.execute(order._id, view.capture.id);
      } catch (e) {
        this.logger.warn(`order ${order._id}: ${(e as Error).message}`);
      }
    }
    return { wallets, credits, payments, orders };
  }
}
