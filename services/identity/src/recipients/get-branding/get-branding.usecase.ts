import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RecipientErrors, type Branding } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { User } from '../../users/user.schema';
import { AccountBranding } from '../account-branding.schema';
import { assertReachesBranding, BRANDING_FIELDS, toBranding } from '../branding-scope';
import { RecipientLinks } from '../recipient-links';

/** GET /account/branding, /accounts/{id}/branding: an account's business name, logo and notices switch. */
@Injectable()
export class GetBrandingUseCase {
  constructor(
    @InjectModel(AccountBranding.name) private readonly brandings: Model<AccountBranding>,
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly links: RecipientLinks,
  ) {}

  async execute(caller: CallerIdentity, account: string): Promise<Branding> {
    assertReachesBranding(caller, account);
    const doc = await this.brandings.findById(account, BRANDING_FIELDS).lean();
    if (!doc && !(await this.users.exists({ _id: account })))
      throw AppError.of(RecipientErrors.accountNotFound);
    return toBranding(account, doc, (p) => this.links.link(p));
  }
}
