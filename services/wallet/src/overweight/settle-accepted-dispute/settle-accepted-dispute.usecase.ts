import { Injectable, Logger } from '@nestjs/common';
import type { DisputeAccepted, EventData } from '@envios/contracts';
import type { Movement } from '../../ledger/movement.schema';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { Payables } from '../../payments/payables';
import { overweightLineId } from '../overweight-charges';

/** The refund's ledger line: its id is the credit's key, so a dispute refunds once however often asked. */
const disputeRefundLineId = (disputeId: string) => `dispute-refund-${disputeId}`;

/**
 * On DisputeAccepted: the customer was right. A charge not paid (pending or held) is waived: its
 * pending line is withdrawn. A paid one is refunded to the wallet it was paid from, as a
 * 'Reembolso' line keyed by the dispute (WalletLedger.credit: once per key), then marked refunded.
 * Each step is conditional or keyed, so a redelivered event (or one after a crash between the two
 * writes) finishes the work without repeating it.
 */
@Injectable()
export class SettleAcceptedDisputeUseCase {
  private readonly logger = new Logger(SettleAcceptedDisputeUseCase.name);

  constructor(
    private readonly payables: Payables,
    private readonly ledger: WalletLedger,
  ) {}

  async execute(d: EventData<typeof DisputeAccepted>, at = new Date()): Promise<void> {
    const lineId = overweightLineId(d.shipmentId);
    const waived = await this.payables.moveDisputedCharge(d.shipmentId, ['pending', 'disputed'], 'waived');
    const p = await this.payables.byId(d.shipmentId);
    if (waived || p?.overweightState === 'waived') {
      await this.ledger.dropPendingCharge(lineId);
      return;
    }
    if (p?.overweightState !== 'paid' && p?.overweightState !== 'refunded') {
      this.logger.warn(`accepted dispute ${d.disputeId}: charge ${d.shipmentId} is ${p?.overweightState}`);
      return;
    }
    const paid = await this.ledger.line(lineId);
    if (!paid?.status) return;
    const refund: Movement = {
      _id: disputeRefundLineId(d.disputeId),
      user: paid.user,
      type: 'Reembolso',
      amount: -paid.amount,
      status: true,
      shipment: paid.shipment,
      numberOfOrder: null,
      source: 'refund',
      reason: 'Reembolso de sobrepeso: aceptamos tu disputa.',
      created_by: d.decidedBy,
      created_at: at,
    };
    await this.ledger.credit(paid.user, refund._id, refund);
    await this.payables.moveDisputedCharge(d.shipmentId, ['paid'], 'refunded');
  }
}
