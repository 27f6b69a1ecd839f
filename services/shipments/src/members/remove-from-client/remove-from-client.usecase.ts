import { Injectable } from '@nestjs/common';
import { MemberStore } from '../member-store';

/**
 * UserRemovedFromClient: the account no longer belongs to that client. Clears the client only if it
 * is still the one removed from, so a late or replayed removal never undoes a newer assignment.
 */
@Injectable()
export class RemoveFromClientUseCase {
  constructor(private readonly members: MemberStore) {}

  async execute(userId: string, clientId: string): Promise<void> {
    await this.members.removeFromClient(userId, clientId);
  }
}
