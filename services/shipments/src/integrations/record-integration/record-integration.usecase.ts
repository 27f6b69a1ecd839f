import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventData, IntegrationChanged } from '@envios/contracts';
import { CarrierAccount, carrierAccountId } from '../carrier-account.schema';

/**
 * Keeps the latest state of an integration: a newer change replaces an older one, an older one
 * arriving late changes nothing, and a deletion removes the copy.
 */
@Injectable()
export class RecordIntegrationUseCase {
  constructor(@InjectModel(CarrierAccount.name) private readonly accounts: Model<CarrierAccount>) {}

  async execute(change: EventData<typeof IntegrationChanged>): Promise<void> {
    const _id = carrierAccountId(change.owner, change.name);
    const changedAt = new Date(change.changedAt);
    if (!change.exists) {
      await this.accounts.deleteOne({ _id, changedAt: { $lte: changedAt } });
      return;
    }
    const current = await this.accounts.findById(_id).lean();
    if (current && current.changedAt > changedAt) return;
    await this.accounts.updateOne(
      { _id },
      { $set: { name: change.name, active: change.active, mode: change.mode, keys: change.keys, changedAt } },
      { upsert: true },
    );
  }
}
