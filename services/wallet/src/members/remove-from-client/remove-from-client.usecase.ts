import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Member } from '../member.schema';

/** An account no longer assigned to a client (only if still assigned to that one: replays are no-ops). */
@Injectable()
export class RemoveFromClientUseCase {
  constructor(@InjectModel(Member.name) private readonly members: Model<Member>) {}

  async execute(userId: string, clientId: string): Promise<void> {
    await this.members.updateOne({ _id: userId, clientId }, { $set: { clientId: null } });
  }
}
