import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Branding } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { AccountBranding } from '../account-branding.schema';
import { assertReachesBranding, BRANDING_FIELDS, toBranding } from '../branding-scope';
import { RecipientLinks } from '../recipient-links';

/** DELETE /account/branding/logo: the page shows the business name alone again. */
@Injectable()
export class DeleteBrandingLogoUseCase {
  constructor(
    @InjectModel(AccountBranding.name) private readonly brandings: Model<AccountBranding>,
    private readonly links: RecipientLinks,
  ) {}

  async execute(caller: CallerIdentity, account: string): Promise<Branding> {
    assertReachesBranding(caller, account);
    await this.brandings.updateOne({ _id: account }, { $set: { logo: null, logoVersion: null } });
    const doc = await this.brandings.findById(account, BRANDING_FIELDS).lean();
    return toBranding(account, doc, (p) => this.links.link(p));
  }
}
