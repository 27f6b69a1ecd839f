import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { SEED_TARIFFS, Tariff } from './tariff.schema';
import type { TariffRecord } from './user.mapper';

/** The tariff catalogue: small reference data, seeded on start and read from memory. */
@Injectable()
export class TariffsService implements OnModuleInit {
  private byId = new Map<string, TariffRecord>();

  constructor(@InjectModel(Tariff.name) private readonly tariffs: Model<Tariff>) {}

  async onModuleInit(): Promise<void> {
    for (const t of SEED_TARIFFS) {
      await this.tariffs.updateOne({ nombre: t.nombre }, { $setOnInsert: t }, { upsert: true });
    }
    await this.reload();
  }

  async reload(): Promise<void> {
    const all = await this.tariffs.find().sort({ tarifa: -1 }).lean<TariffRecord[]>();
    this.byId = new Map(all.map((t) => [String(t._id), t]));
  }

  all(): TariffRecord[] {
    return [...this.byId.values()];
  }

  map(): ReadonlyMap<string, TariffRecord> {
    return this.byId;
  }

  find(id: string | null | undefined): TariffRecord | undefined {
    return id ? this.byId.get(String(id)) : undefined;
  }

  defaultTariff(): TariffRecord {
    const found = this.all().find((t) => t.isDefault);
    if (!found) throw new Error('No default tariff is seeded');
    return found;
  }
}
