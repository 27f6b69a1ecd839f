import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventData, GuideGenerated, ShipmentCreated } from '@envios/contracts';
import { Movement } from '../../ledger/movement.schema';
import { Payable } from '../payable.schema';

/** Keeps the wallet's record of each shipment in step with the shipments service's events. */
@Injectable()
export class RecordPayableUseCase {
  constructor(
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
  ) {}

  /** A new shipment and its price; a repeated event changes nothing. */
  async created(s: EventData<typeof ShipmentCreated>): Promise<void> {
    await this.payables.updateOne(
      { _id: s.shipmentId },
      {
        $setOnInsert: {
          owner: s.owner,
          account: s.account,
          totalCentavos: s.totalCentavos,
          carrier: s.carrier,
          service: s.service,
          serviceName: s.serviceName,
          state: 'unpaid',
        },
      },
      { upsert: true },
    );
  }

  /** Deleted while unpaid: it can no longer be paid. */
  async deleted(shipmentId: string): Promise<void> {
    await this.payables.updateOne({ _id: shipmentId, state: 'unpaid' }, { $set: { state: 'deleted' } });
  }

  /** Its guide exists: the ledger line of its wallet payment shows the number. */
  async guideGenerated(g: EventData<typeof GuideGenerated>): Promise<void> {
    await this.payables.updateOne({ _id: g.shipmentId }, { $set: { number_guide: g.numberGuide } });
    await this.movements.updateOne(
      { _id: `pay-${g.shipmentId}` },
      { $set: { 'shipment.number_guide': g.numberGuide } },
    );
  }
}
