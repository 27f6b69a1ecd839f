import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { AccountErrors, UserAssignedToClient, type UserDto } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { TariffsService } from '../../users/tariffs.service';
import { toUserDto, type UserRecord } from '../../users/user.mapper';
import { userNotFound } from '../../users/user-scope';
import { User } from '../../users/user.schema';
import { assertMayActFor, findClient } from '../client-scope';

/** PATCH /client/{clientId}/assign-user/{userId}: a role-user account that no client has yet. */
@Injectable()
export class AssignUserUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly tariffs: TariffsService,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, clientId: string, userId: string): Promise<UserDto> {
    assertMayActFor(caller, clientId);
    await findClient(this.users, clientId);
    const user = await this.users.findById(userId).lean<UserRecord>();
    if (!user) throw userNotFound();
    // Conditional: only a role-user account that no client has yet.
    const { modifiedCount } = await this.events.updateWithEvents(
      this.users,
      { _id: user._id, rol: 'user', parentClient: null },
      { $set: { parentClient: new Types.ObjectId(clientId) } },
      this.events.event(UserAssignedToClient, userId, { userId, clientId, assignedBy: caller.id }),
    );
    if (!modifiedCount) {
      throw AppError.of(
        user.rol !== 'user' ? AccountErrors.onlyOperativeAssignable : AccountErrors.alreadyAssigned,
      );
    }
    return toUserDto((await this.users.findById(userId).lean<UserRecord>())!, this.tariffs.map());
  }
}
