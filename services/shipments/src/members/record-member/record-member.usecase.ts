import { Injectable } from '@nestjs/common';
import { MemberStore, type MemberChange } from '../member-store';

/**
 * Keeps an account's role, names and client as identity announces them (UserRegistered,
 * UserAssignedToClient). Each event sets what it knows (one partition per user keeps them in
 * order), so a replay ends in the same state.
 */
@Injectable()
export class RecordMemberUseCase {
  constructor(private readonly members: MemberStore) {}

  async execute(userId: string, change: MemberChange): Promise<void> {
    await this.members.record(userId, change);
  }
}
