import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CommonErrors, type UserDto } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { TariffsService } from '../tariffs.service';
import { toUserDto, type UserRecord } from '../user.mapper';
import { canView, userNotFound } from '../user-scope';
import { User } from '../user.schema';

/** GET /users/{id}: anyone reads their own record; managers read the users in their reach. */
@Injectable()
export class GetUserUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly tariffs: TariffsService,
  ) {}

  async execute(caller: CallerIdentity, id: string): Promise<UserDto> {
    const user = await this.users.findById(id).lean<UserRecord>();
    if (!user) throw userNotFound();
    if (!canView(caller, user)) throw AppError.of(CommonErrors.forbidden);
    return toUserDto(user, this.tariffs.map(), caller.role);
  }
}
