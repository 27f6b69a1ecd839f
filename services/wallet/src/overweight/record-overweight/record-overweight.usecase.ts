import { Injectable, Logger } from '@nestjs/common';
import type { EventData, OverweightRegistered } from '@envios/contracts';
import { WalletLedger } from '../../ledger/wallet-ledger';
import { Payables } from '../../payments/payables';
import { OverweightCharges, overweightLineId, overweightReason } from '../overweight-charges';

/**
 * The carrier weighed more than declared: a pending 'Pago sobrepeso' line on the wallet that paid
 * the shipment (counted in 'En proceso' until paid), which holds the shipment until it is paid.
 * Registered again before it is paid, the line takes the new cost and says the new overweight; once
 * paid it stays as it was. With auto-pay on, the charge is paid at once if the balance covers it.
 */
@Injectable()
export class RecordOverweightUseCase {
  private readonly logger = new Logger(RecordOverweightUseCase.name);

  constructor(
    private readonly payables: Payables,
    private readonly ledger: WalletLedger,
    private readonly charges: OverweightCharges,
  ) {}

  /** `registeredAt`: when shipments registered it (its event's time), the line's date. */
  async execute(o: EventData<typeof OverweightRegistered>, registeredAt = new Date()): Promise<void> {
    const known = await this.payables.byId(o.shipmentId);
    const wallet = known ? (known.payer ?? known.owner) : null;
    const recorded = await this.payables.recordOverweight(o.shipmentId, {
      costCentavos: o.costCentavos,
      kg: o.overweightKg,
      wallet,
    });
    if (!known || !wallet || !recorded) {
      this.logger.warn(
        `overweight of shipment ${o.shipmentId} not recorded (${known ? known.overweightState : 'unknown'})`,
      );
      return;
    }
    const id = overweightLineId(o.shipmentId);
    if (o.costCentavos <= 0) {
      await this.ledger.dropPendingCharge(id);
      return;
    }
    await this.ledger.setPendingCharge({
      _id: id,
      amount: -o.costCentavos,
      reason: overweightReason(o.overweightKg),
      user: wallet,
      type: 'Pago sobrepeso',
      status: false,
      shipment: { _id: known._id, number_guide: known.number_guide, carrier: known.carrier },
      numberOfOrder: null,
      source: 'wallet',
      created_by: o.registeredBy,
      created_at: registeredAt,
    });
    await this.charges.autopay(wallet, o.shipmentId);
  }
}
