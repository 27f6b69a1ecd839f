import { Controller, Get, HttpCode, Param, Patch } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import {
  AccountErrors,
  ObjectIdSchema,
  UserAssignedToClient,
  UserRemovedFromClient,
} from '@envios/contracts';
import { isAllowed } from '@envios/domain';
import { AppError, Caller, EventPublisher, withEvents, zod, type CallerIdentity } from '@envios/platform';
import { userNotFound } from '../users/get-user/get-user.controller';
import { TariffsService } from '../users/tariffs.service';
import { toUserDto, type UserRecord } from '../users/user.mapper';
import { User } from '../users/user.schema';

/**
 * The Clients screen: a client account's assigned users, assigning a user (role user, not assigned
 * yet) and removing one. A client may act only on itself; a superadmin on any client.
 */
@Controller('internal/clients')
export class ClientUsersController {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly tariffs: TariffsService,
    private readonly events: EventPublisher,
  ) {}

  private assertMayActFor(caller: CallerIdentity, clientId: string): void {
    if (!isAllowed(caller.role, 'clients.manage')) throw AppError.forbidden();
    if (caller.role === 'client' && caller.id !== clientId) throw AppError.forbidden();
  }

  private async client(clientId: string): Promise<UserRecord> {
    const client = await this.users.findById(clientId).lean<UserRecord>();
    if (!client) throw AppError.notFound('El cliente no existe.', AccountErrors.userNotFound);
    if (client.rol !== 'client') {
      throw AppError.conflict(AccountErrors.notAClient, 'La cuenta seleccionada no es un cliente.');
    }
    return client;
  }

  @Get(':clientId/users')
  async list(@Caller() caller: CallerIdentity, @Param('clientId', zod(ObjectIdSchema)) clientId: string) {
    this.assertMayActFor(caller, clientId);
    await this.client(clientId);
    const users = await this.users
      .find({ parentClient: new Types.ObjectId(clientId) })
      .sort({ firstName: 1, lastName: 1 })
      .lean<UserRecord[]>();
    return { users: users.map((u) => toUserDto(u, this.tariffs.map())) };
  }

  @Patch(':clientId/assign-user/:userId')
  @HttpCode(200)
  async assign(
    @Caller() caller: CallerIdentity,
    @Param('clientId', zod(ObjectIdSchema)) clientId: string,
    @Param('userId', zod(ObjectIdSchema)) userId: string,
  ) {
    this.assertMayActFor(caller, clientId);
    await this.client(clientId);
    const user = await this.users.findById(userId).lean<UserRecord>();
    if (!user) throw userNotFound();
    const event = this.events.create(UserAssignedToClient, userId, {
      userId,
      clientId,
      assignedBy: caller.id,
    });
    // Conditional: only a role-user account that no client has yet.
    const result = await this.users.updateOne(
      { _id: user._id, rol: 'user', parentClient: null },
      withEvents<User>({ $set: { parentClient: new Types.ObjectId(clientId) } }, event),
    );
    if (!result.modifiedCount) {
      throw AppError.conflict(
        AccountErrors.userNotAssignable,
        user.rol !== 'user'
          ? 'Solo se pueden asignar cuentas con rol Operativo.'
          : 'El usuario ya está asignado a un cliente.',
      );
    }
    this.events.flush();
    return toUserDto((await this.users.findById(userId).lean<UserRecord>())!, this.tariffs.map());
  }

  @Patch('remove-user/:userId')
  @HttpCode(200)
  async remove(@Caller() caller: CallerIdentity, @Param('userId', zod(ObjectIdSchema)) userId: string) {
    if (!isAllowed(caller.role, 'clients.manage')) throw AppError.forbidden();
    const user = await this.users.findById(userId).lean<UserRecord>();
    if (!user) throw userNotFound();
    if (!user.parentClient) {
      throw AppError.conflict(AccountErrors.userNotAssigned, 'El usuario no está asignado a ningún cliente.');
    }
    const clientId = String(user.parentClient);
    this.assertMayActFor(caller, clientId);
    const event = this.events.create(UserRemovedFromClient, userId, {
      userId,
      clientId,
      removedBy: caller.id,
    });
    const result = await this.users.updateOne(
      { _id: user._id, parentClient: user.parentClient },
      withEvents<User>({ $set: { parentClient: null } }, event),
    );
    if (!result.modifiedCount) {
      throw AppError.conflict(AccountErrors.userNotAssigned, 'El usuario ya no está asignado a ese cliente.');
    }
    this.events.flush();
    return toUserDto((await this.users.findById(userId).lean<UserRecord>())!, this.tariffs.map());
  }
}
