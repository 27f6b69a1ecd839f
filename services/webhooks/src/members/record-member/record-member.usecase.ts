import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Member } from '../member.schema';

/**
 * A user's client account as identity's events tell it (registered with one, assigned, removed):
 * events that name only their owner reach that account's endpoints too.
 */
@Injectable()
export class RecordMemberUseCase {
  constructor(@InjectModel(Member.name) private readonly members: Model<Member>) {}

  async execute(userId: string, account: string | null): Promise<void> {
    await this.members.updateOne({ _id: userId }, { $set: { account } }, { upsert: true });
  }
}
