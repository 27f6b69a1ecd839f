import { Body, Controller, Post } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountErrors, CreateUserSchema, type CreateUser } from '@envios/contracts';
import { isAllowed } from '@envios/domain';
import { AppError, Caller, zod, type CallerIdentity } from '@envios/platform';
import { TariffsService } from '../tariffs.service';
import { UserRegistrar } from '../user-registrar';
import { User } from '../user.schema';

/**
 * POST /users/createFromDashboard: staff create an approved account with role user and a tariff.
 * A client's new users are assigned to that client and get the client's own tariff.
 */
@Controller('internal/users')
export class CreateUserController {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly registrar: UserRegistrar,
    private readonly tariffs: TariffsService,
  ) {}

  @Post('from-dashboard')
  async create(@Caller() caller: CallerIdentity, @Body(zod(CreateUserSchema)) body: CreateUser) {
    if (!isAllowed(caller.role, 'users.manage')) throw AppError.forbidden();
    const tariff = this.tariffs.find(body.tipoUsuario);
    if (!tariff)
      throw AppError.badRequest(AccountErrors.tariffNotFound, 'Selecciona un tipo de usuario válido.');
    if (caller.role === 'client') {
      const client = await this.users.findById(caller.id, { tipoUsuario: 1 }).lean();
      if (String(client?.tipoUsuario) !== String(tariff._id)) {
        throw AppError.forbidden('Solo puedes asignar tu propia tarifa a tus usuarios.');
      }
    }
    return this.registrar.register({
      ...body,
      rol: 'user',
      approved: true,
      tariff,
      parentClient: caller.role === 'client' ? caller.id : null,
      createdBy: caller.id,
    });
  }
}
