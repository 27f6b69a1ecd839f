import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Member } from '../member.schema';

/** Keeps an account's role and client as identity announces them (replays end in the same state). */
@Injectable()
export class RecordMemberUseCase {
  constructor(@InjectModel(Member.name) private readonly members: Model<Member>) {}

  async execute(userId: string, change: Partial<Omit<Member, '_id'>>): Promise<void> {
    await this.members.updateOne({ _id: userId }, { $set: change }, { upsert: true });
  }
}
