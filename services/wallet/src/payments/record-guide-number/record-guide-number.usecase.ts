import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventData, GuideGenerated } from '@envios/contracts';
import { Movement } from '../../ledger/movement.schema';
import { Payable } from '../payable.schema';

/** GuideGenerated: its guide exists, and the ledger line of its wallet payment shows the number. */
@Injectable()
export class RecordGuideNumberUseCase {
  constructor(
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
  ) {}

  async execute(g: EventData<typeof GuideGenerated>): Promise<void> {
    await this.payables.updateOne({ _id: g.shipmentId }, { $set: { number_guide: g.numberGuide } });
    await this.movements.updateOne(
      { _id: `pay-${g.shipmentId}` },
      { $set: { 'shipment.number_guide': g.numberGuide } },
    );
  }
}
