import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PaymentRefunded, type EventData } from '@envios/contracts';
import { EventPublisher } from '@envios/platform';
import type { Movement } from '../../ledger/movement.schema';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { Payable } from '../../payments/payable.schema';

type Reason = EventData<typeof PaymentRefunded>['reason'];

const WHY: Record<Reason, string> = {
  'guide-failed': 'La guía no se pudo generar.',
  'paid-twice': 'El envío ya estaba pagado.',
  'guide-cancelled': 'Guía cancelada.',
};

/**
 * Gives a paid shipment's amount back to the wallet that paid it (or of whoever paid it by card)
 * as a 'Reembolso' line: once per shipment and reason, however often it is asked (the credit's key).
 */
@Injectable()
export class RefundPaymentUseCase {
  private readonly logger = new Logger(RefundPaymentUseCase.name);

  constructor(
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    private readonly ledger: WalletLedger,
    private readonly events: EventPublisher,
  ) {}

  /** A paid shipment whose label failed, or whose guide was cancelled. */
  async execute(shipmentId: string, reason: Reason): Promise<boolean> {
    const payable = await this.payables.findById(shipmentId).lean<Payable>();
    if (!payable?.payer || !['paid', 'paying', 'refunded'].includes(payable.state)) {
      this.logger.warn(`no payment to refund for shipment ${shipmentId} (${payable?.state ?? 'unknown'})`);
      return false;
    }
    const refunded = await this.refund(payable, payable.payer, reason, `refund-${shipmentId}`);
    await this.payables.updateOne({ _id: shipmentId }, { $set: { state: 'refunded' } });
    return refunded;
  }

  /** Credits `user` with the shipment's amount under `key` (at most once). */
  async refund(payable: Payable, user: string, reason: Reason, key: string): Promise<boolean> {
    const at = new Date();
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
    return this.ledger.credit(
      user,
      key,
      movement,
      this.events.event(PaymentRefunded, payable._id, {
        shipmentId: payable._id,
        user,
        amountCentavos: payable.totalCentavos,
        reason,
        movementId: key,
        refundedAt: at.toISOString(),
      }),
    );
  }
}
