import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { ClientUsersResponse } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { TariffsService } from '../../users/tariffs.service';
import { toUserDto, type UserRecord } from '../../users/user.mapper';
import { User } from '../../users/user.schema';
import { assertMayActFor, findClient } from '../client-scope';

/** GET /client/{clientId}/users: the users assigned to a client, by name. */
@Injectable()
export class ListClientUsersUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly tariffs: TariffsService,
  ) {}

  async execute(caller: CallerIdentity, clientId: string): Promise<ClientUsersResponse> {
    assertMayActFor(caller, clientId);
    await findClient(this.users, clientId);
    const users = await this.users
      .find({ parentClient: new Types.ObjectId(clientId) })
      .sort({ firstName: 1, lastName: 1 })
      .lean<UserRecord[]>();
    return { users: users.map((u) => toUserDto(u, this.tariffs.map())) };
  }
}
