import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CustomerTariff } from '../customer-tariffs/customer-tariff.schema';
import { CustomerTariffs } from '../customer-tariffs/customer-tariffs';

/** Keeps a user's tariff as identity announces it (one partition per user keeps the changes in order). */
@Injectable()
export class RecordCustomerTariffUseCase {
  constructor(
    @InjectModel(CustomerTariff.name) private readonly tariffs: Model<CustomerTariff>,
    private readonly cache: CustomerTariffs,
  ) {}

  async execute(userId: string, tariff: { nombre: string; tarifa: number }): Promise<void> {
    await this.tariffs.updateOne(
      { _id: userId },
      { $set: { nombre: tariff.nombre, tarifa: tariff.tarifa } },
      { upsert: true },
    );
    this.cache.remember(userId, tariff.tarifa);
  }
}
