import { Injectable } from '@nestjs/common';
import type { DisputeRejected, EventData } from '@envios/contracts';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { Payables } from '../../payments/payables';
import { OverweightCharges, overweightLineId, overweightReason } from '../overweight-charges';

/**
 * On DisputeRejected: nothing moves; a held charge is pending again (payable, and auto-paid at once
 * when its wallet's auto-pay is on and the balance covers it). A redelivered event changes nothing.
 */
@Injectable()
export class ReleaseDisputedChargeUseCase {
  constructor(
    private readonly payables: Payables,
    private readonly ledger: WalletLedger,
    private readonly charges: OverweightCharges,
  ) {}

  async execute(d: EventData<typeof DisputeRejected>): Promise<void> {
    if (!(await this.payables.moveDisputedCharge(d.shipmentId, ['disputed'], 'pending'))) return;
    await this.ledger.markPendingLine(overweightLineId(d.shipmentId), overweightReason(d.overweightKg));
    const p = await this.payables.byId(d.shipmentId);
    if (p?.overweightDueFrom) await this.charges.autopay(p.overweightDueFrom, d.shipmentId);
  }
}
