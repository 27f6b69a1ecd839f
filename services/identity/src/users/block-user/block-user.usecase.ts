import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { UserBlocked } from '@envios/contracts';
import { EventPublisher, type CallerIdentity } from '@envios/platform';
import { TokenVersions } from '../token-versions';
import type { UserRecord } from '../user.mapper';
import { User } from '../user.schema';

/** Blocks an active account: it can no longer sign in, and its sessions end at once. */
@Injectable()
export class BlockUserUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly events: EventPublisher,
    private readonly tokenVersions: TokenVersions,
  ) {}

  async execute(caller: CallerIdentity, target: UserRecord): Promise<void> {
    const userId = String(target._id);
    // Conditional on the state read, so two admins clicking at once produce one event.
    const { modifiedCount } = await this.events.updateWithEvents(
      this.users,
      { _id: target._id, active: true },
      { $set: { active: false }, $inc: { tokenVersion: 1 } },
      this.events.event(UserBlocked, userId, { userId, blockedBy: caller.id }),
    );
    if (!modifiedCount) return;
    const updated = await this.users.findById(target._id, { tokenVersion: 1 }).lean();
    await this.tokenVersions.mirror(userId, updated!.tokenVersion);
  }
}
