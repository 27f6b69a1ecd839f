import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { AccountErrors, UserRegistered } from '@envios/contracts';
import type { Role } from '@envios/domain';
import { AppError, EventPublisher, newWithEvents } from '@envios/platform';
import { PasswordHasher } from './password-hasher';
import { TariffsService } from './tariffs.service';
import { toUserDto, type TariffRecord, type UserRecord } from './user.mapper';
import { User } from './user.schema';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  website?: string | null;
  rol: Role;
  /** Approved accounts can sign in at once; self sign-ups wait for approval. */
  approved: boolean;
  tariff: TariffRecord;
  parentClient?: string | null;
  createdBy: string | null;
}

export const emailTaken = () =>
  AppError.conflict(AccountErrors.emailTaken, 'Ya existe una cuenta registrada con ese correo electrónico.');

/** Creates an account and its UserRegistered event in one write. */
@Injectable()
export class UserRegistrar {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly hasher: PasswordHasher,
    private readonly tariffs: TariffsService,
    private readonly events: EventPublisher,
  ) {}

  async register(input: NewUser) {
    const emailLower = input.email.toLowerCase();
    if (await this.users.exists({ emailLower })) throw emailTaken();
    const _id = new Types.ObjectId();
    const parentClient = input.parentClient ? new Types.ObjectId(input.parentClient) : null;
    const event = this.events.create(UserRegistered, String(_id), {
      userId: String(_id),
      email: emailLower,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      rol: input.rol,
      active: input.approved,
      tipoUsuario: { id: String(input.tariff._id), nombre: input.tariff.nombre, tarifa: input.tariff.tarifa },
      parentClient: parentClient ? String(parentClient) : null,
      createdBy: input.createdBy,
    });
    try {
      await this.users.create(
        newWithEvents(
          {
            _id,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            emailLower,
            phone: input.phone,
            passwordHash: await this.hasher.hash(input.password),
            website: input.website ?? null,
            rol: input.rol,
            active: input.approved,
            approvedAt: input.approved ? new Date() : null,
            tipoUsuario: input.tariff._id,
            parentClient,
          },
          event,
        ),
      );
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw emailTaken();
      throw err;
    }
    this.events.flush();
    const created = await this.users.findById(_id).lean<UserRecord>();
    return toUserDto(created!, this.tariffs.map());
  }
}
