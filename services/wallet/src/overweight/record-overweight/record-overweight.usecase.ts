import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventData, OverweightRegistered } from '@envios/contracts';
import { Movement } from '../../ledger/movement.schema';
import { Payable } from '../../payments/payable.schema';
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
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
    private readonly charges: OverweightCharges,
  ) {}

  /** `registeredAt`: when shipments registered it (its event's time), the line's date. */
  async execute(o: EventData<typeof OverweightRegistered>, registeredAt = new Date()): Promise<void> {
    const known = await this.payables.findById(o.shipmentId).lean<Payable>();
    const wallet = known ? (known.payer ?? known.owner) : null;
    const charged = o.costCentavos > 0;
    const r = await this.payables.updateOne(
      { _id: o.shipmentId, overweightState: { $in: ['none', 'pending'] } },
      {
        $set: {
          overweightState: charged ? 'pending' : 'none',
          overweightCentavos: o.costCentavos,
          overweightKg: o.overweightKg,
          overweightDueFrom: charged ? wallet : null,
        },
      },
    );
    if (!known || !wallet || !r.matchedCount) {
      this.logger.warn(
        `overweight of shipment ${o.shipmentId} not recorded (${known ? known.overweightState : 'unknown'})`,
      );
      return;
    }
    const id = overweightLineId(o.shipmentId);
    if (!charged) {
      await this.movements.deleteOne({ _id: id, status: false });
      return;
    }
    await this.movements.updateOne(
      { _id: id, status: { $ne: true } },
      {
        $set: { amount: -o.costCentavos, reason: overweightReason(o.overweightKg) },
        $setOnInsert: {
          user: wallet,
          type: 'Pago sobrepeso',
          status: false,
          shipment: { _id: known._id, number_guide: known.number_guide, carrier: known.carrier },
          numberOfOrder: null,
          source: 'wallet',
          created_by: o.registeredBy,
          created_at: registeredAt,
        },
      },
      { upsert: true },
    );
    await this.charges.autopay(wallet, o.shipmentId);
  }
}
