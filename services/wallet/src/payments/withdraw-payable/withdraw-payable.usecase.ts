import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Payable } from '../payable.schema';

/** ShipmentDeleted: a shipment deleted while unpaid can no longer be paid. */
@Injectable()
export class WithdrawPayableUseCase {
  constructor(@InjectModel(Payable.name) private readonly payables: Model<Payable>) {}

  async execute(shipmentId: string): Promise<void> {
    await this.payables.updateOne({ _id: shipmentId, state: 'unpaid' }, { $set: { state: 'deleted' } });
  }
}
