import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventData, ShipmentCreated } from '@envios/contracts';
import { PayableArrivals } from '../payable-arrivals';
import { Payable } from '../payable.schema';

/**
 * ShipmentCreated: the wallet's record of a new shipment and its price; a repeated event changes
 * nothing. Announced once written, to a payment of it waiting on any replica (Payables.load).
 */
@Injectable()
export class RecordPayableUseCase {
  constructor(
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    private readonly arrivals: PayableArrivals,
  ) {}

  async execute(s: EventData<typeof ShipmentCreated>): Promise<void> {
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
          createdAt: new Date(s.createdAt),
          state: 'unpaid',
        },
      },
      { upsert: true },
    );
    await this.arrivals.announce(s.shipmentId);
  }
}
