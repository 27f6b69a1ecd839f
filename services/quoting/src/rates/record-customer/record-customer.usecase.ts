import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Customer } from '../customers/customer.schema';
import { Customers } from '../customers/customers';

/**
 * Keeps a user's tariff and client as identity announces them (one partition per user keeps the
 * changes in order; each event sets what it knows, so a replay ends in the same state).
 */
@Injectable()
export class RecordCustomerUseCase {
  constructor(
    @InjectModel(Customer.name) private readonly customers: Model<Customer>,
    private readonly cache: Customers,
  ) {}

  async execute(
    userId: string,
    change: { nombre?: string; tarifa?: number; clientId?: string | null },
  ): Promise<void> {
    await this.customers.updateOne({ _id: userId }, { $set: change }, { upsert: true });
    this.cache.remember(userId, change);
  }
}
