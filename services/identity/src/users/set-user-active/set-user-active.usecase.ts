import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountErrors, type UserDto } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { ActivateUserUseCase } from '../activate-user/activate-user.usecase';
import { BlockUserUseCase } from '../block-user/block-user.usecase';
import { TariffsService } from '../tariffs.service';
import { toUserDto, type UserRecord } from '../user.mapper';
import { assertCanManage, userNotFound } from '../user-scope';
import { User } from '../user.schema';

/** PUT /users/{id} with only `{active}`: blocks, or activates (approving a new sign-up), someone else's account. */
@Injectable()
export class SetUserActiveUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly tariffs: TariffsService,
    private readonly blockUser: BlockUserUseCase,
    private readonly activateUser: ActivateUserUseCase,
  ) {}

  async execute(caller: CallerIdentity, id: string, active: boolean): Promise<UserDto> {
    const target = await this.users.findById(id).lean<UserRecord>();
    if (!target) throw userNotFound();
    assertCanManage(caller, target);
    if (id === caller.id) throw AppError.of(AccountErrors.cannotChangeOwnStatus);
    if (target.active !== active) {
      await (active ? this.activateUser : this.blockUser).execute(caller, target);
    }
    return toUserDto((await this.users.findById(id).lean<UserRecord>())!, this.tariffs.map());
  }
}
