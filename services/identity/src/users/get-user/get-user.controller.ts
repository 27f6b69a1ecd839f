import { Controller, Get, Param } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountErrors, ObjectIdSchema } from '@envios/contracts';
import { AppError, Caller, zod, type CallerIdentity } from '@envios/platform';
import { TariffsService } from '../tariffs.service';
import { toUserDto, type UserRecord } from '../user.mapper';
import { canView } from '../user-scope';
import { User } from '../user.schema';

export const userNotFound = () => AppError.notFound('El usuario no existe.', AccountErrors.userNotFound);

/** GET /users/{id}: anyone reads their own record; managers read the users in their scope. */
@Controller('internal/users')
export class GetUserController {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly tariffs: TariffsService,
  ) {}

  @Get(':id')
  async get(@Caller() caller: CallerIdentity, @Param('id', zod(ObjectIdSchema)) id: string) {
    const user = await this.users.findById(id).lean<UserRecord>();
    if (!user) throw userNotFound();
    if (!canView(caller, user)) throw AppError.forbidden();
    return toUserDto(user, this.tariffs.map());
  }
}
