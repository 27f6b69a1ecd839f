import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, UpdateQuery } from 'mongoose';
import { AccountErrors, TariffChanged, type UpdateUserProfile, type UserDto } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity, type OutboxEntry } from '@envios/platform';
import { PasswordHasher } from '../password-hasher';
import { TariffsService } from '../tariffs.service';
import { TokenVersions } from '../token-versions';
import { toUserDto, type UserRecord } from '../user.mapper';
import { assertCanManage, canChangeRoleOrTariff, userNotFound } from '../user-scope';
import { User } from '../user.schema';

/**
 * PUT /users/{id} with the profile form. A new password or a new role revokes the user's sessions
 * at once; a new tariff is announced (TariffChanged) for the services that price with it.
 */
@Injectable()
export class EditUserUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly hasher: PasswordHasher,
    private readonly tariffs: TariffsService,
    private readonly tokenVersions: TokenVersions,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, id: string, body: UpdateUserProfile): Promise<UserDto> {
    const target = await this.users.findById(id).lean<UserRecord>();
    if (!target) throw userNotFound();
    assertCanManage(caller, target);
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
      if (!canChangeRoleOrTariff(caller)) throw AppError.of(AccountErrors.onlySuperadminChangesRole);
      if (id === caller.id) throw AppError.of(AccountErrors.cannotChangeOwnRole);
      set.rol = body.rol;
      revokeSessions = true;
    }
    if (body.tipoUsuario !== undefined && body.tipoUsuario !== String(target.tipoUsuario)) {
      if (!canChangeRoleOrTariff(caller)) throw AppError.of(AccountErrors.onlySuperadminChangesTariff);
      const tariff = this.tariffs.find(body.tipoUsuario);
      if (!tariff) throw AppError.of(AccountErrors.tariffNotFound);
      set.tipoUsuario = tariff._id;
      events.push(
        this.events.event(TariffChanged, id, {
          userId: id,
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
      throw AppError.of(AccountErrors.emailTaken);
    }

    const update: UpdateQuery<User> = { $set: set, ...(revokeSessions ? { $inc: { tokenVersion: 1 } } : {}) };
    try {
      await this.events.updateWithEvents(this.users, { _id: target._id }, update, ...events);
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw AppError.of(AccountErrors.emailTaken);
      throw err;
    }
    const updated = (await this.users.findById(id).lean<UserRecord>())!;
    if (revokeSessions) await this.tokenVersions.mirror(id, updated.tokenVersion);
    return toUserDto(updated, this.tariffs.map());
  }
}
