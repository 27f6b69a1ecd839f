import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { AccountSettingsChanged, EventData } from '@envios/contracts';
import { OverweightCharges } from '../../overweight/overweight-charges';
import { Member } from '../member.schema';

/**
 * Whether the account's pending overweight charges are paid from its wallet as soon as the balance
 * covers them: the newest settings win, however late an older change arrives. Turned on, it pays at
 * once what the balance already covers.
 */
@Injectable()
export class RecordSettingsUseCase {
  constructor(
    @InjectModel(Member.name) private readonly members: Model<Member>,
    private readonly overweights: OverweightCharges,
  ) {}

  async execute(settings: EventData<typeof AccountSettingsChanged>): Promise<void> {
    const at = new Date(settings.changedAt);
    await this.members.updateOne(
      { _id: settings.userId },
      { $setOnInsert: { role: null } },
      { upsert: true },
    );
    const applied = await this.members.updateOne(
      {
        _id: settings.userId,
        $or: [{ settingsChangedAt: null }, { settingsChangedAt: { $lt: at } }],
      },
      { $set: { overweightAutopay: settings.overweightAutopay, settingsChangedAt: at } },
    );
    if (applied.modifiedCount && settings.overweightAutopay) await this.overweights.autopay(settings.userId);
  }
}
