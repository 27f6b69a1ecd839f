import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountErrors, UserRemovedFromClient, type UserDto } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { TariffsService } from '../../users/tariffs.service';
import { toUserDto, type UserRecord } from '../../users/user.mapper';
import { userNotFound } from '../../users/user-scope';
import { User } from '../../users/user.schema';
import { assertMayActFor } from '../client-scope';

/** PATCH /client/remove-user/{userId}: takes a user away from its client. */
@Injectable()
export class RemoveUserUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly tariffs: TariffsService,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, userId: string): Promise<UserDto> {
    const user = await this.users.findById(userId).lean<UserRecord>();
    if (!user) throw userNotFound();
    if (!user.parentClient) throw AppError.of(AccountErrors.notAssigned);
    const clientId = String(user.parentClient);
    assertMayActFor(caller, clientId);
    const { modifiedCount } = await this.events.updateWithEvents(
      this.users,
      { _id: user._id, parentClient: user.parentClient },
      { $set: { parentClient: null } },
      this.events.event(UserRemovedFromClient, userId, { userId, clientId, removedBy: caller.id }),
    );
    if (!modifiedCount) throw AppError.of(AccountErrors.noLongerAssigned);
    return toUserDto((await this.users.findById(userId).lean<UserRecord>())!, this.tariffs.map());
  }
}
