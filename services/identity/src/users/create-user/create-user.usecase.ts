import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountErrors, type CreateUser, type UserDto } from '@envios/contracts';
import { accountReach } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { RegisterUserUseCase } from '../register-user/register-user.usecase';
import { TariffsService } from '../tariffs.service';
import { User } from '../user.schema';

/**
 * POST /users/createFromDashboard: staff create an approved account with role user and a tariff.
 * A client's new users are assigned to that client and get the client's own tariff.
 */
@Injectable()
export class CreateUserUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly registerUser: RegisterUserUseCase,
    private readonly tariffs: TariffsService,
  ) {}

  async execute(caller: CallerIdentity, body: CreateUser): Promise<UserDto> {
    const tariff = this.tariffs.find(body.tipoUsuario);
    if (!tariff) throw AppError.of(AccountErrors.tariffNotFound);
    const forOwnClient = accountReach(caller.role) === 'assigned';
    if (forOwnClient) {
      const client = await this.users.findById(caller.id, { tipoUsuario: 1 }).lean();
      if (String(client?.tipoUsuario) !== String(tariff._id)) throw AppError.of(AccountErrors.onlyOwnTariff);
    }
    return this.registerUser.execute({
      ...body,
      rol: 'user',
      approved: true,
      tariff,
      parentClient: forOwnClient ? caller.id : null,
      createdBy: caller.id,
    });
  }
}
