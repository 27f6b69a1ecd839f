import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { Movement } from '../../ledger/movement.schema';
import { Wallet } from '../../ledger/wallet.schema';
import { overweightLineId } from '../../overweight/overweight-charges';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { PaypalClient } from '../../paypal/paypal.client';
import { CaptureApprovedOrderUseCase } from '../capture-approved-order/capture-approved-order.usecase';
import { Payable } from '../payable.schema';
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
    @InjectModel(Wallet.name) private readonly wallets: Model<Wallet>,
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
    private readonly ledger: WalletLedger,
    private readonly claims: Payables,
    private readonly paypal: PaypalClient,
    private readonly captureApproved: CaptureApprovedOrderUseCase,
    private readonly record: RecordCaptureUseCase,
  ) {}

  async execute(now = Date.now()) {
    const wallets = await this.wallets.find({ opsPending: true }, { _id: 1 }).limit(PER_RUN).lean();
    for (const w of wallets) await this.ledger.project(w._id);
    const credits = await this.ledger.recoverCredits(now);

    let payments = 0;
    const paying = await this.payables.find({ state: 'paying' }).limit(PER_RUN).lean<Payable[]>();
    for (const p of paying) {
      if (!p.leaseUntil || p.leaseUntil.getTime() > now || !p.paymentId || !p.payer) continue;
      payments++;
      await this.claims.settle(p);
    }

    const overweights = await this.payables
      .find({ overweightState: 'paying' })
      .limit(PER_RUN)
      .lean<Payable[]>();
    for (const p of overweights) {
      if (!p.overweightLeaseUntil || p.overweightLeaseUntil.getTime() > now) continue;
      payments++;
      const line = await this.movements.findById(overweightLineId(p._id), { user: 1 }).lean<Movement>();
      const paid = !!line && (await this.ledger.applied(line.user, overweightLineId(p._id)));
      await this.payables.updateOne(
        { _id: p._id, overweightState: 'paying', overweightPaymentId: p.overweightPaymentId },
        {
          $set: paid
            ? { overweightState: 'paid', overweightLeaseUntil: null, overweightDueFrom: null }
            : { overweightState: 'pending', overweightLeaseUntil: null },
        },
      );
    }

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
    return { wallets: wallets.length, credits, payments, orders };
  }
}
