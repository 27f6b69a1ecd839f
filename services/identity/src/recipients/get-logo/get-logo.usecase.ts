import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RecipientErrors } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { AccountBranding } from '../account-branding.schema';

/** GET /public/logos/{account}/{version}.webp (public): an account's current logo; an old version is a 404. */
@Injectable()
export class GetLogoUseCase {
  constructor(@InjectModel(AccountBranding.name) private readonly brandings: Model<AccountBranding>) {}

  async execute(account: string, version: number): Promise<{ contentType: string; data: string }> {
    const doc = await this.brandings.findOne({ _id: account, logoVersion: version }, { logo: 1 }).lean();
    if (!doc?.logo) throw AppError.of(RecipientErrors.logoNotFound);
    // A lean read gives BSON's Binary, whose bytes are its `buffer`.
    const logo = doc.logo as Buffer | { buffer: Uint8Array };
    const bytes = Buffer.isBuffer(logo) ? logo : Buffer.from(logo.buffer);
    return { contentType: 'image/webp', data: bytes.toString('base64') };
  }
}
