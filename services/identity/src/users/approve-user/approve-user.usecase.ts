import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { UserApproved } from '@envios/contracts';
import { EventPublisher, type CallerIdentity } from '@envios/platform';
import type { UserRecord } from '../user.mapper';
import { User } from '../user.schema';

/** Approves a new sign-up: the account becomes active and its owner is told by e-mail (UserApproved). */
@Injectable()
export class ApproveUserUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, target: UserRecord): Promise<void> {
    const userId = String(target._id);
    await this.events.updateWithEvents(
      this.users,
      { _id: target._id, active: false, approvedAt: null },
      { $set: { active: true, approvedAt: new Date() } },
      this.events.event(UserApproved, userId, {
        userId,
        email: target.emailLower,
        firstName: target.firstName,
        approvedBy: caller.id,
      }),
    );
  }
}
