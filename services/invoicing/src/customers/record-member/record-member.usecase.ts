import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CustomerDoc } from '../customer.schema';

/** A user's client account as identity's events tell it: that account sees the user's invoices too. */
@Injectable()
export class RecordMemberUseCase {
  constructor(@InjectModel(CustomerDoc.name) private readonly customers: Model<CustomerDoc>) {}

  async execute(userId: string, account: string | null): Promise<void> {
    await this.customers.updateOne({ _id: userId }, { $set: { account } }, { upsert: true });
  }
}
