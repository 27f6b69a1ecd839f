import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { UserActivated } from '@envios/contracts';
import { EventPublisher, type CallerIdentity } from '@envios/platform';
import { ApproveUserUseCase } from '../approve-user/approve-user.usecase';
import type { UserRecord } from '../user.mapper';
import { User } from '../user.schema';

/** Activates a blocked account again; the first activation of a new sign-up is its approval. */
@Injectable()
export class ActivateUserUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly events: EventPublisher,
    private readonly approveUser: ApproveUserUseCase,
  ) {}

  async execute(caller: CallerIdentity, target: UserRecord): Promise<void> {
    if (!target.approvedAt) return this.approveUser.execute(caller, target);
    const userId = String(target._id);
    await this.events.updateWithEvents(
      this.users,
      { _id: target._id, active: false },
      { $set: { active: true } },
      this.events.event(UserActivated, userId, { userId, activatedBy: caller.id }),
    );
  }
}
