import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventData, TaxInformationChanged } from '@envios/contracts';
import { CustomerDoc } from '../customer.schema';

/**
 * On TaxInformationChanged: the customer's tax data and invoice frequency (or none: its payments go
 * into the month's global invoice). An event older than what is kept changes nothing.
 */
@Injectable()
export class RecordTaxInformationUseCase {
  constructor(@InjectModel(CustomerDoc.name) private readonly customers: Model<CustomerDoc>) {}

  async execute(data: EventData<typeof TaxInformationChanged>): Promise<void> {
    const changedAt = new Date(data.changedAt);
    await this.customers.updateOne(
      { _id: data.userId },
      { $setOnInsert: { account: null } },
      { upsert: true },
    );
    await this.customers.updateOne(
      { _id: data.userId, $or: [{ tax_changed_at: null }, { tax_changed_at: { $lt: changedAt } }] },
      { $set: { tax: data.taxInformation, email: data.email, tax_changed_at: changedAt } },
    );
  }
}
