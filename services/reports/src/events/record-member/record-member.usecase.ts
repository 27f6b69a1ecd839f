import { Injectable } from '@nestjs/common';
import { Generations } from '../../model/generations';
import { ReadModels } from '../../model/read-models';

/**
 * An account's role and client, as identity announces them: whose reports a staff member may ask
 * for by user id, and which client a top-up counts for. Each event sets what it knows (one partition
 * per user keeps them in order); a removal clears the client only if it is the one removed from.
 */
@Injectable()
export class RecordMemberUseCase {
  constructor(
    private readonly models: ReadModels,
    private readonly generations: Generations,
  ) {}

  async set(
    userId: string,
    change: { role?: string; clientId?: string | null },
    gens?: number[],
  ): Promise<void> {
    for (const gen of gens ?? (await this.generations.targets()))
      await this.models.of(gen).members.updateOne({ _id: userId }, { $set: change }, { upsert: true });
  }

  async removeFromClient(userId: string, clientId: string, gens?: number[]): Promise<void> {
    for (const gen of gens ?? (await this.generations.targets()))
      await this.models.of(gen).members.updateOne({ _id: userId, clientId }, { $set: { clientId: null } });
  }
}
