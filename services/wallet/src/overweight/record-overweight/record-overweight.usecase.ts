import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventData, OverweightRegistered } from '@envios/contracts';
import { Movement } from '../../ledger/movement.schema';
import { Payable } from '../../payments/payable.schema';

export const overweightLineId = (shipmentId: string) => `overweight-${shipmentId}`;

/**
 * The carrier weighed more than declared: a pending 'Pago sobrepeso' line on the wallet that paid
 * the shipment (counted in 'En proceso' until paid). Registered again before it is paid, the line
 * takes the new cost; once paid it stays as it was.
 */
@Injectable()
export class RecordOverweightUseCase {
  private readonly logger = new Logger(RecordOverweightUseCase.name);

  constructor(
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
  ) {}

  async execute(o: EventData<typeof OverweightRegistered>): Promise<void> {
    const r = await this.payables.updateOne(
      { _id: o.shipmentId, overweightState: { $in: ['none', 'pending'] } },
      {
        $set: {
          overweightState: o.costCentavos > 0 ? 'pending' : 'none',
          overweightCentavos: o.costCentavos,
        },
      },
    );
    const p = await this.payables.findById(o.shipmentId).lean<Payable>();
    if (!p || !r.matchedCount) {
      this.logger.warn(
        `overweight of shipment ${o.shipmentId} not recorded (${p ? p.overweightState : 'unknown'})`,
      );
      return;
    }
    const id = overweightLineId(o.shipmentId);
    if (o.costCentavos <= 0) {
      await this.movements.deleteOne({ _id: id, status: false });
      return;
    }
    await this.movements.updateOne(
      { _id: id, status: { $ne: true } },
      {
        $set: { amount: -o.costCentavos },
        $setOnInsert: {
          user: p.payer ?? p.owner,
          type: 'Pago sobrepeso',
          status: false,
          shipment: { _id: p._id, number_guide: p.number_guide, carrier: p.carrier },
          numberOfOrder: null,
          source: 'wallet',
          reason: `Sobrepeso de ${o.overweightKg} kg registrado por el transportista.`,
          created_by: o.registeredBy,
          created_at: new Date(),
        },
      },
      { upsert: true },
    );
  }
}
