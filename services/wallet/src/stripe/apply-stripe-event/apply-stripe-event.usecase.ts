import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { FundsReceived, PrepaidCancelled, PrepaidExecuted } from '@envios/contracts';
import { BusinessMetrics, EventPublisher } from '@envios/platform';
import { z } from 'zod';
import type { Movement } from '../../ledger/movement.schema';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { OverweightCharges } from '../../overweight/overweight-charges';
import { OxxoVoucher } from '../../top-ups/oxxo-voucher.schema';
import { HeldFunds, type HoldReason } from '../held-funds.schema';
import { StripeCustomer } from '../stripe-customer.schema';

/** What we read of a Stripe event (the SDK's types are a union of every object). */
const StripeEventShape = z.looseObject({
  id: z.string(),
  type: z.string(),
  created: z.number(),
  data: z.looseObject({ object: z.looseObject({ id: z.string() }) }),
});
const CashTransaction = z.looseObject({
  id: z.string(),
  type: z.string(),
  customer: z.string(),
  currency: z.string(),
  net_amount: z.number().int(),
  created: z.number(),
  funded: z
    .looseObject({
      bank_transfer: z.looseObject({ reference: z.string().nullable().optional() }).optional(),
    })
    .optional(),
});
const PaymentIntent = z.looseObject({
  id: z.string(),
  amount: z.number().int(),
  amount_received: z.number().int().optional(),
  currency: z.string(),
  created: z.number(),
});
type StripeEventLike = z.infer<typeof StripeEventShape>;

/**
 * One Stripe event, from a signed webhook or from the sweep of the Events API, in any order and
 * any number of times:
 * - customer_cash_balance_transaction.created (funded): a SPEI transfer to a customer's CLABE is
 *   credited to its user's wallet once (the line's key is Stripe's transaction id); another
 *   currency than MXN is held for review, not credited.
 * - payment_intent.succeeded: an OXXO voucher paid is credited once (its pending line; one voucher
 *   per PaymentIntent). Another amount or currency, or a voucher already expired here, is held for
 *   review, not credited.
 * - payment_intent.payment_failed: the voucher expired unpaid (only a pending one: a voucher already
 *   paid stays paid, whatever arrives after).
 * Every credit carries PrepaidExecuted (method spei|oxxo) and FundsReceived in its one write.
 */
@Injectable()
export class ApplyStripeEventUseCase {
  private readonly logger = new Logger(ApplyStripeEventUseCase.name);

  constructor(
    @InjectModel(StripeCustomer.name) private readonly customers: Model<StripeCustomer>,
    @InjectModel(OxxoVoucher.name) private readonly vouchers: Model<OxxoVoucher>,
    @InjectModel(HeldFunds.name) private readonly held: Model<HeldFunds>,
    private readonly ledger: WalletLedger,
    private readonly events: EventPublisher,
    private readonly overweights: OverweightCharges,
    private readonly metrics: BusinessMetrics,
  ) {}

  /** Whether the event moved anything (a credit, a hold, an expiry). */
  async execute(raw: unknown): Promise<boolean> {
    const parsed = StripeEventShape.safeParse(raw);
    if (!parsed.success) return false;
    const event = parsed.data;
    switch (event.type) {
      case 'customer_cash_balance_transaction.created':
        return this.speiTransfer(event);
      case 'payment_intent.succeeded':
        return this.voucherPaid(event);
      case 'payment_intent.payment_failed':
        return this.voucherExpired(event);
      default:
        return false;
    }
  }

  private async speiTransfer(event: StripeEventLike): Promise<boolean> {
    const txn = CashTransaction.safeParse(event.data.object);
    if (!txn.success || txn.data.type !== 'funded' || txn.data.net_amount <= 0) return false;
    const { id, customer, currency, net_amount: amount } = txn.data;
    const user = (await this.customers.findOne({ customer }, { _id: 1 }).lean())?._id ?? null;
    if (!user) return this.hold(id, null, 'spei', amount, currency, 'unknown-customer', event.id);
    if (currency !== 'mxn') return this.hold(id, user, 'spei', amount, currency, 'currency', event.id);
    const at = new Date(txn.data.created * 1000);
    const reference = txn.data.funded?.bank_transfer?.reference;
    const movement: Movement = {
      _id: id,
      user,
      type: 'Abono',
      amount,
      status: true,
      shipment: null,
      numberOfOrder: id,
      source: 'spei',
      reason: reference ? `Transferencia SPEI (referencia ${reference})` : 'Transferencia SPEI',
      created_by: user,
      created_at: at,
    };
    return this.credit(movement, 'spei', id, 'Recarga de saldo por transferencia SPEI', at);
  }

  private async voucherPaid(event: StripeEventLike): Promise<boolean> {
    const pi = PaymentIntent.safeParse(event.data.object);
    if (!pi.success) return false;
    const voucher = await this.vouchers.findOne({ paymentIntent: pi.data.id }).lean<OxxoVoucher>();
    if (!voucher) {
      this.logger.warn(`payment_intent.succeeded ${pi.data.id}: no voucher of ours`);
      return false;
    }
    const received = pi.data.amount_received ?? pi.data.amount;
    const at = new Date();
    const wrong: HoldReason | null =
      pi.data.currency !== 'mxn' ? 'currency' : received !== voucher.amountCentavos ? 'amount' : null;
    if (wrong || voucher.status === 'expired' || voucher.status === 'review') {
      await this.vouchers.updateOne(
        { _id: voucher._id, status: { $in: ['pending', 'expired'] } },
        { $set: { status: 'review', settledAt: at } },
      );
      return this.hold(
        pi.data.id,
        voucher.user,
        'oxxo',
        received,
        pi.data.currency,
        wrong ?? 'expired',
        event.id,
        voucher._id,
      );
    }
    // Pending → paid (or paid already: a crash between this and the credit is finished by a replay).
    const claimed = await this.vouchers.updateOne(
      { _id: voucher._id, status: { $in: ['pending', 'paid'] } },
      { $set: { status: 'paid', settledAt: voucher.settledAt ?? at } },
    );
    if (!claimed.matchedCount) return this.voucherPaid(event); // expired meanwhile: held
    const movement: Movement = {
      _id: voucher._id,
      user: voucher.user,
      type: 'Abono',
      amount: voucher.amountCentavos,
      status: true,
      shipment: null,
      numberOfOrder: voucher.reference,
      source: 'oxxo',
      reason: `Pago en efectivo en OXXO, referencia ${voucher.reference}`,
      created_by: voucher.user,
      created_at: voucher.created_at,
    };
    return this.credit(movement, 'oxxo', pi.data.id, 'Recarga de saldo con pago en efectivo en OXXO', at);
  }

  private async voucherExpired(event: StripeEventLike): Promise<boolean> {
    const voucher = await this.vouchers.findOne({ paymentIntent: event.data.object.id }).lean<OxxoVoucher>();
    if (!voucher) return false;
    const at = new Date();
    const expired = await this.events.updateWithEvents(
      this.vouchers,
      { _id: voucher._id, status: 'pending' },
      { $set: { status: 'expired', settledAt: at } },
      this.events.event(PrepaidCancelled, voucher._id, {
        prepaidId: voucher._id,
        user: voucher.user,
        cancelledAt: at.toISOString(),
      }),
    );
    if (!expired.modifiedCount) return false;
    await this.ledger.markPendingLine(
      voucher._id,
      `Ficha OXXO vencida sin pago, referencia ${voucher.reference}`,
    );
    return true;
  }

  /** Credits a top-up once (its line's id is the key), with PrepaidExecuted and FundsReceived. */
  private async credit(
    movement: Movement,
    method: 'spei' | 'oxxo',
    providerReference: string,
    description: string,
    at: Date,
  ): Promise<boolean> {
    const credited = await this.ledger.credit(
      movement.user,
      movement._id,
      movement,
      this.events.event(
        PrepaidExecuted,
        movement.user,
        {
          prepaidId: movement._id,
          user: movement.user,
          amountCentavos: movement.amount,
          orderId: providerReference,
          executedAt: at.toISOString(),
          method,
        },
        at,
      ),
      this.events.event(
        FundsReceived,
        movement.user,
        {
          paymentId: movement._id,
          user: movement.user,
          method,
          purpose: 'top-up',
          amountCentavos: movement.amount,
          lines: [{ shipmentId: null, description, amountCentavos: movement.amount }],
          providerReference,
          receivedAt: at.toISOString(),
        },
        at,
      ),
    );
    if (!credited) return false;
    this.metrics.payment('topup', 'completed');
    await this.overweights.autopay(movement.user);
    return true;
  }

  /** Records money we did not credit, once per provider payment, for a person to review. */
  private async hold(
    id: string,
    user: string | null,
    method: 'spei' | 'oxxo',
    amountCentavos: number,
    currency: string,
    reason: HoldReason,
    event: string,
    voucher: string | null = null,
  ): Promise<boolean> {
    const r = await this.held.updateOne(
      { _id: id },
      {
        $setOnInsert: { user, method, amountCentavos, currency, reason, voucher, event, heldAt: new Date() },
      },
      { upsert: true },
    );
    if (r.upsertedCount)
      this.logger.warn(`${method} ${id} (${amountCentavos} ${currency}) held for review: ${reason}`);
    return r.upsertedCount > 0;
  }
}
