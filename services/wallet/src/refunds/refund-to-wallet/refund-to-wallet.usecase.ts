import { Injectable } from '@nestjs/common';
import { PaymentRefunded, type EventData } from '@envios/contracts';
import { BusinessMetrics, EventPublisher } from '@envios/platform';
import type { Movement } from '../../ledger/movement.schema';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { ownerOfWallet } from '../../ledger/wallet-scope';
import { OverweightCharges } from '../../overweight/overweight-charges';
import type { Payable } from '../../payments/payable.schema';

export type RefundReason = EventData<typeof PaymentRefunded>['reason'];

const WHY: Record<RefundReason, string> = {
  'guide-failed': 'La guía no se pudo generar.',
  'paid-twice': 'El envío ya estaba pagado.',
  'guide-cancelled': 'Guía cancelada.',
};

/**
 * Credits `user` with a shipment's amount as a 'Reembolso' line under `key` (the line's id): at most
 * once however often it is asked. A refunded failed or cancelled label (RefundPaymentUseCase) and a
 * card payment of a shipment paid otherwise meanwhile (RecordCaptureUseCase) both come here.
 */
@Injectable()
export class RefundToWalletUseCase {
  constructor(
    private readonly ledger: WalletLedger,
    private readonly events: EventPublisher,
    private readonly overweights: OverweightCharges,
    private readonly metrics: BusinessMetrics,
  ) {}

  /**
   * `paidWith`: the payment whose money goes back, when it is not the one that paid the shipment (a
   * card payment of a shipment another payment paid first).
   */
  async execute(
    payable: Payable,
    user: string,
    reason: RefundReason,
    key: string,
    paidWith?: { paymentId: string; method: 'wallet' | 'paypal' },
  ): Promise<boolean> {
    const at = new Date();
    // A test balance's refund is said of its owner, flagged test.
    const owner = ownerOfWallet(user);
    const movement: Movement = {
      _id: key,
      user,
      type: 'Reembolso',
      amount: payable.totalCentavos,
      status: true,
      shipment: { _id: payable._id, number_guide: payable.number_guide, carrier: payable.carrier },
      numberOfOrder: null,
      source: 'refund',
      reason: WHY[reason],
      created_by: null,
      created_at: at,
    };
    const credited = await this.ledger.credit(
      user,
      key,
      movement,
      this.events.event(PaymentRefunded, payable._id, {
        shipmentId: payable._id,
        user: owner.user,
        amountCentavos: payable.totalCentavos,
        reason,
        movementId: key,
        ...(paidWith
          ? { paymentId: paidWith.paymentId, paidBy: paidWith.method }
          : payable.paymentId && payable.method
            ? { paymentId: payable.paymentId, paidBy: payable.method }
            : {}),
        numberGuide: payable.number_guide,
        carrier: payable.carrier,
        refundedAt: at.toISOString(),
        ...(owner.test ? { test: true } : {}),
      }),
    );
    if (!credited) return false;
    this.metrics.payment('refund', reason);
    // With auto-pay on, the refund settles the pending overweight charges it covers.
    await this.overweights.autopay(user);
    return true;
  }
}
