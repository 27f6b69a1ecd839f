import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { FundsReceived, PaymentReceived, PrepaidExecuted, ShipmentPaid } from '@envios/contracts';
import { BusinessMetrics, EventPublisher } from '@envios/platform';
import type { Movement } from '../../ledger/movement.schema';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { OverweightCharges } from '../../overweight/overweight-charges';
import { RefundToWalletUseCase } from '../../refunds/refund-to-wallet/refund-to-wallet.usecase';
import type { Payable } from '../payable.schema';
import { Payables } from '../payables';
import { receiptOf } from '../payment-receipt';
import { PaypalOrder } from '../paypal-order.schema';

/**
 * A PayPal order's capture COMPLETED (from the capture call, a webhook or the sweep, in any order
 * and any number of times): a top-up is credited once; shipments are claimed for this order and
 * paid once (ShipmentPaid), and any another payment took meanwhile is refunded to the wallet.
 */
@Injectable()
export class RecordCaptureUseCase {
  private readonly logger = new Logger(RecordCaptureUseCase.name);

  constructor(
    @InjectModel(PaypalOrder.name) private readonly orders: Model<PaypalOrder>,
    private readonly payables: Payables,
    private readonly ledger: WalletLedger,
    private readonly refundToWallet: RefundToWalletUseCase,
    private readonly events: EventPublisher,
    private readonly overweights: OverweightCharges,
    private readonly metrics: BusinessMetrics,
  ) {}

  async execute(orderId: string, captureId: string, at = new Date()): Promise<PaypalOrder | null> {
    const order = await this.orders.findById(orderId).lean<PaypalOrder>();
    if (!order) {
      this.logger.warn(`capture ${captureId} of an order we do not know (${orderId})`);
      return null;
    }
    if (order.kind === 'topup') await this.topUp(order, captureId, at);
    else await this.shipments(order, captureId, at);
    return this.orders.findById(orderId).lean<PaypalOrder>();
  }

  private async topUp(order: PaypalOrder, captureId: string, at: Date): Promise<void> {
    await this.orders.updateOne(
      { _id: order._id, state: { $ne: 'captured' } },
      { $set: { state: 'captured', captureId } },
    );
    const prepaid = order.prepaid ? await this.ledger.line(order.prepaid) : null;
    const movement: Movement = {
      _id: order.prepaid!,
      user: prepaid?.user ?? order.user,
      type: 'Abono',
      amount: order.amountCentavos,
      status: true,
      shipment: null,
      numberOfOrder: order._id,
      source: 'paypal',
      reason: null,
      created_by: prepaid?.created_by ?? order.user,
      created_at: prepaid?.created_at ?? at,
    };
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
          amountCentavos: order.amountCentavos,
          orderId: order._id,
          executedAt: at.toISOString(),
          method: 'paypal',
        },
        at,
      ),
      this.events.event(
        FundsReceived,
        movement.user,
        {
          paymentId: order._id,
          user: movement.user,
          method: 'paypal',
          purpose: 'top-up',
          amountCentavos: order.amountCentavos,
          lines: [
            {
              shipmentId: null,
              description: 'Recarga de saldo con tarjeta',
              amountCentavos: order.amountCentavos,
            },
          ],
          providerReference: captureId,
          receivedAt: at.toISOString(),
        },
        at,
      ),
    );
    if (!credited) return;
    this.metrics.payment('topup', 'completed');
    // With auto-pay on, the top-up settles the pending overweight charges it covers.
    await this.overweights.autopay(movement.user);
  }

  private async shipments(order: PaypalOrder, captureId: string, paidAt: Date): Promise<void> {
    const { ours, taken } = await this.payables.payByCard(
      order.shipments,
      { id: order._id, payer: order.user },
      paidAt,
    );
    const recorded = await this.events.updateWithEvents(
      this.orders,
      { _id: order._id, state: { $ne: 'captured' } },
      { $set: { state: 'captured', captureId, paid: ours.map((p) => p._id) } },
      ...ours.map((p) =>
        this.events.event(ShipmentPaid, p._id, {
          shipmentId: p._id,
          owner: p.owner,
          amountCentavos: p.totalCentavos,
          method: 'paypal',
          paymentId: order._id,
          paidAt: (p.paidAt ?? paidAt).toISOString(),
        }),
      ),
      ...(ours.length
        ? [
            this.events.event(PaymentReceived, order.user, {
              ...receiptOf(order._id, order.user, 'paypal', ours, paidAt),
              ...(order.batch ? { batch: order.batch } : {}),
            }),
          ]
        : []),
      ...this.fundsReceived(order, captureId, [...ours, ...taken], paidAt),
    );
    // Counted by whoever recorded it (the capture call, the webhook or the sweep), once.
    if (recorded.modifiedCount) this.metrics.payment('paypal', 'completed');
    // Paid by card, but already paid otherwise meanwhile: the money goes to the payer's wallet.
    for (const p of taken)
      await this.refundToWallet.execute(p, order.user, 'paid-twice', `refund-${order._id}-${p._id}`, {
        paymentId: order._id,
        method: 'paypal',
      });
  }

  /**
   * The card money in: one line per shipment of the order, those it paid and those another payment
   * had paid meanwhile (refunded to the wallet, PaymentRefunded naming this payment), so the sum is
   * what the capture took.
   */
  private fundsReceived(order: PaypalOrder, captureId: string, paid: Payable[], paidAt: Date) {
    const lines = paid
      .filter((p) => p.totalCentavos > 0)
      .map((p) => ({
        shipmentId: p._id,
        description: `Envío ${p.carrier} ${p.serviceName}`.trim(),
        amountCentavos: p.totalCentavos,
      }));
    if (!lines.length) return [];
    return [
      this.events.event(FundsReceived, order.user, {
        paymentId: order._id,
        user: order.user,
        method: 'paypal',
        purpose: 'shipments',
        amountCentavos: lines.reduce((sum, l) => sum + l.amountCentavos, 0),
        lines,
        providerReference: captureId,
        receivedAt: paidAt.toISOString(),
      }),
    ];
  }
}
