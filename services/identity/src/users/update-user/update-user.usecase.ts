import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, UpdateQuery } from 'mongoose';
import {
  AccountErrors,
  TariffChanged,
  UserActivated,
  UserApproved,
  UserBlocked,
  type UpdateUser,
  type UpdateUserProfile,
  type UserDto,
} from '@envios/contracts';
import {
  AppError,
  EventPublisher,
  withEvents,
  type CallerIdentity,
  type OutboxEntry,
} from '@envios/platform';
import { userNotFound } from '../get-user/get-user.controller';
import { PasswordHasher } from '../password-hasher';
import { TariffsService } from '../tariffs.service';
import { TokenVersions } from '../token-versions';
import { emailTaken } from '../user-registrar';
import { toUserDto, type UserRecord } from '../user.mapper';
import { assertCanManage, canChangeRoleOrTariff } from '../user-scope';
import { User } from '../user.schema';

/**
 * PUT /users/{id}. With only `{active}` it blocks or activates (the first activation is the
 * approval of a new account); otherwise it edits the profile. Blocking, a new password or a new
 * role revoke the user's sessions at once.
 */
@Injectable()
export class UpdateUserUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly hasher: PasswordHasher,
    private readonly tariffs: TariffsService,
    private readonly tokenVersions: TokenVersions,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, id: string, body: UpdateUser): Promise<UserDto> {
    const target = await this.users.findById(id).lean<UserRecord>();
    if (!target) throw userNotFound();
    assertCanManage(caller, target);
    return 'active' in body
      ? this.setActive(caller, target, body.active)
      : this.editProfile(caller, target, body);
  }

  private async setActive(caller: CallerIdentity, target: UserRecord, active: boolean): Promise<UserDto> {
    const userId = String(target._id);
    if (userId === caller.id) {
      throw AppError.conflict(
        AccountErrors.cannotModifySelf,
        'No puedes cambiar el estatus de tu propia cuenta.',
      );
    }
    if (target.active === active) return this.reload(userId);

    let update: UpdateQuery<User>;
    let event: OutboxEntry;
    if (!active) {
      update = { $set: { active: false }, $inc: { tokenVersion: 1 } };
      event = this.events.create(UserBlocked, userId, { userId, blockedBy: caller.id });
    } else if (!target.approvedAt) {
      update = { $set: { active: true, approvedAt: new Date() } };
      event = this.events.create(UserApproved, userId, {
        userId,
        email: target.emailLower,
        firstName: target.firstName,
        approvedBy: caller.id,
      });
    } else {
      update = { $set: { active: true } };
      event = this.events.create(UserActivated, userId, { userId, activatedBy: caller.id });
    }
    // Conditional on the state we read, so two admins clicking at once produce one event.
    const result = await this.users.updateOne(
      { _id: target._id, active: !active },
      withEvents(update, event),
    );
    const updated = await this.reloadRecord(userId);
    if (result.modifiedCount) {
      this.events.flush();
      if (!active) await this.tokenVersions.mirror(userId, updated.tokenVersion);
    }
    return toUserDto(updated, this.tariffs.map());
  }

  private async editProfile(
    caller: CallerIdentity,
    target: UserRecord,
    body: UpdateUserProfile,
  ): Promise<UserDto> {
    const userId = String(target._id);
    const set: Partial<User> = {
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      email: body.email,
      emailLower: body.email.toLowerCase(),
    };
    const events: OutboxEntry[] = [];
    let revokeSessions = false;

    if (body.rol !== undefined && body.rol !== target.rol) {
      if (!canChangeRoleOrTariff(caller))
        throw AppError.forbidden('Solo un superadministrador puede cambiar el rol.');
      if (userId === caller.id) {
        throw AppError.conflict(
          AccountErrors.cannotModifySelf,
          'No puedes cambiar el rol de tu propia cuenta.',
        );
      }
      set.rol = body.rol;
      revokeSessions = true;
    }
    if (body.tipoUsuario !== undefined && body.tipoUsuario !== String(target.tipoUsuario)) {
      if (!canChangeRoleOrTariff(caller))
        throw AppError.forbidden('Solo un superadministrador puede cambiar la tarifa.');
      const tariff = this.tariffs.find(body.tipoUsuario);
      if (!tariff)
        throw AppError.badRequest(AccountErrors.tariffNotFound, 'Selecciona un tipo de usuario válido.');
      set.tipoUsuario = tariff._id;
      events.push(
        this.events.create(TariffChanged, userId, {
          userId,
          tipoUsuarioId: String(tariff._id),
          nombre: tariff.nombre,
          tarifa: tariff.tarifa,
          changedBy: caller.id,
        }),
      );
    }
    if (body.password) {
      set.passwordHash = await this.hasher.hash(body.password);
      revokeSessions = true;
    }
    if (set.emailLower !== target.emailLower && (await this.users.exists({ emailLower: set.emailLower }))) {
      throw emailTaken();
    }

    const update: UpdateQuery<User> = { $set: set, ...(revokeSessions ? { $inc: { tokenVersion: 1 } } : {}) };
    try {
      await this.users.updateOne({ _id: target._id }, events.length ? withEvents(update, ...events) : update);
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw emailTaken();
      throw err;
    }
    const updated = await this.reloadRecord(userId);
    if (events.length) this.events.flush();
    if (revokeSessions) await this.tokenVersions.mirror(userId, updated.tokenVersion);
    return toUserDto(updated, this.tariffs.map());
  }

  private async reloadRecord(id: string): Promise<UserRecord> {
    const user = await this.users.findById(id).lean<UserRecord>();
    if (!user) throw userNotFound();
    return user;
  }

  private async reload(id: string): Promise<UserDto> {
    return toUserDto(await this.reloadRecord(id), this.tariffs.map());
  }
}
