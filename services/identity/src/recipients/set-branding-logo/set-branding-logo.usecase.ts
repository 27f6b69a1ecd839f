import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RecipientErrors, type Branding } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { User } from '../../users/user.schema';
import { AccountBranding } from '../account-branding.schema';
import { assertReachesBranding, BRANDING_FIELDS, toBranding } from '../branding-scope';
import { RecipientLinks } from '../recipient-links';

const RIFF = Buffer.from('RIFF');
const WEBP = Buffer.from('WEBP');

/**
 * PUT /account/branding/logo: keeps the logo the BFF checked and re-encoded (WebP, ≤ 256 px) under
 * a new version, so its public address changes and caches never show the old one.
 */
@Injectable()
export class SetBrandingLogoUseCase {
  constructor(
    @InjectModel(AccountBranding.name) private readonly brandings: Model<AccountBranding>,
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly links: RecipientLinks,
  ) {}

  async execute(caller: CallerIdentity, account: string, logo: Buffer): Promise<Branding> {
    assertReachesBranding(caller, account);
    // Only what the BFF re-encoded is kept: a WebP file, by its own header.
    if (!logo.subarray(0, 4).equals(RIFF) || !logo.subarray(8, 12).equals(WEBP))
      throw AppError.of(RecipientErrors.logoNotImage);
    if (!(await this.users.exists({ _id: account }))) throw AppError.of(RecipientErrors.accountNotFound);
    await this.brandings.updateOne(
      { _id: account },
      { $set: { logo, logoVersion: Date.now() } },
      { upsert: true },
    );
    const doc = await this.brandings.findById(account, BRANDING_FIELDS).lean();
    return toBranding(account, doc, (p) => this.links.link(p));
  }
}
