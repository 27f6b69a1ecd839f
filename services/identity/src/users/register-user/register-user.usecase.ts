import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { AccountErrors, UserRegistered, type UserDto } from '@envios/contracts';
import type { Role } from '@envios/domain';
import { AppError, EventPublisher } from '@envios/platform';
import { PasswordHasher } from '../password-hasher';
import { TariffsService } from '../tariffs.service';
import { toUserDto, type TariffRecord, type UserRecord } from '../user.mapper';
import { User } from '../user.schema';

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

/**
 * Creates an account and its UserRegistered event in one write. Sign-up, staff creating a user and
 * the demo seed all register through it.
 */
@Injectable()
export class RegisterUserUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly hasher: PasswordHasher,
    private readonly tariffs: TariffsService,
    private readonly events: EventPublisher,
  ) {}

  async execute(input: NewUser): Promise<UserDto> {
    const emailLower = input.email.toLowerCase();
    if (await this.users.exists({ emailLower })) throw AppError.of(AccountErrors.emailTaken);
    const _id = new Types.ObjectId();
    const parentClient = input.parentClient ? new Types.ObjectId(input.parentClient) : null;
    const event = this.events.event(UserRegistered, String(_id), {
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
    const doc = {
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
    };
    try {
      await this.events.insertWithEvents(this.users, doc as unknown as User, event);
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw AppError.of(AccountErrors.emailTaken);
      throw err;
    }
    const created = await this.users.findById(_id).lean<UserRecord>();
    return toUserDto(created!, this.tariffs.map());
  }
}
