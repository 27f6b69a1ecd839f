import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RecipientErrors, type Branding, type UpdateBranding } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { User } from '../../users/user.schema';
import { AccountBranding } from '../account-branding.schema';
import { assertReachesBranding, BRANDING_FIELDS, toBranding } from '../branding-scope';
import { RecipientLinks } from '../recipient-links';

/** PUT /account/branding: the business name and 'Avisar a mis destinatarios'; what the body leaves out stays. */
@Injectable()
export class UpdateBrandingUseCase {
  constructor(
    @InjectModel(AccountBranding.name) private readonly brandings: Model<AccountBranding>,
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly links: RecipientLinks,
  ) {}

  async execute(caller: CallerIdentity, account: string, body: UpdateBranding): Promise<Branding> {
    assertReachesBranding(caller, account);
    if (!(await this.users.exists({ _id: account }))) throw AppError.of(RecipientErrors.accountNotFound);
    const set: Partial<AccountBranding> = {};
    if (body.business_name !== undefined) set.businessName = body.business_name;
    if (body.notify_recipients !== undefined) set.notifyRecipients = body.notify_recipients;
    // FerretDB 1.24 takes no projection on findAndModify: write, then read what the answer shows.
    await this.brandings.updateOne({ _id: account }, { $set: set }, { upsert: true });
    const doc = await this.brandings.findById(account, BRANDING_FIELDS).lean();
    return toBranding(account, doc, (p) => this.links.link(p));
  }
}
