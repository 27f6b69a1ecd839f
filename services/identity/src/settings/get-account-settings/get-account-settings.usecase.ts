import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { AccountSettings } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { userNotFound } from '../../users/user-scope';
import { User } from '../../users/user.schema';
import { toAccountSettings } from '../account-settings';

/** GET /account/settings: the caller's own settings (there is no route to anyone else's). */
@Injectable()
export class GetAccountSettingsUseCase {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async execute(caller: CallerIdentity): Promise<AccountSettings> {
    const user = await this.users.findById(caller.id, { emailsOff: 1, overweightAutopay: 1 }).lean();
    if (!user) throw userNotFound();
    return toAccountSettings(user);
  }
}
