import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TariffChanged, UserRegistered, type EventData, type EventEnvelope } from '@envios/contracts';
import { OnEvent } from '@envios/platform';
import { CustomerTariff } from './customer-tariff.schema';

/**
 * The tariff of every user, kept from identity's UserRegistered and TariffChanged events (one
 * partition per user keeps them in order). An unknown user is priced at the highest known tariff,
 * never below what they would pay.
 */
@Injectable()
export class CustomerTariffs {
  private readonly logger = new Logger(CustomerTariffs.name);

  constructor(@InjectModel(CustomerTariff.name) private readonly tariffs: Model<CustomerTariff>) {}

  @OnEvent(UserRegistered)
  async onRegistered(event: EventEnvelope<EventData<typeof UserRegistered>>) {
    const t = event.data.tipoUsuario;
    if (!t) return;
    await this.tariffs.updateOne({ _id: event.data.userId }, { $set: { nombre: t.nombre, tarifa: t.tarifa } }, { upsert: true });
  }

  @OnEvent(TariffChanged)
  async onChanged(event: EventEnvelope<EventData<typeof TariffChanged>>) {
    await this.tariffs.updateOne(
      { _id: event.data.userId },
      { $set: { nombre: event.data.nombre, tarifa: event.data.tarifa } },
      { upsert: true },
    );
  }

  /** The user's tariff percentage. */
  async percentFor(userId: string): Promise<number> {
    const own = await this.tariffs.findById(userId).lean();
    if (own) return own.tarifa;
    this.logger.warn(`no tariff known for user ${userId}; pricing at the highest known tariff`);
    const highest = await this.tariffs.findOne().sort({ tarifa: -1 }).lean();
    return highest?.tarifa ?? 35;
  }
}
