import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RecipientErrors, type RecipientOptOut as OptOutBody } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { AccountBranding } from '../account-branding.schema';
import { RecipientLinks } from '../recipient-links';
import { optOutId, RecipientOptOut } from '../recipient-notice.schema';
import { RecipientNotices } from '../recipient-notices';

/**
 * POST /public/recipient-opt-out (public, from the e-mail's or the page's signed link): the
 * recipient of that guide hears no more from its sender, on any channel. Asking twice is the same.
 */
@Injectable()
export class OptOutUseCase {
  constructor(
    @InjectModel(RecipientOptOut.name) private readonly optOuts: Model<RecipientOptOut>,
    @InjectModel(AccountBranding.name) private readonly brandings: Model<AccountBranding>,
    private readonly notices: RecipientNotices,
    private readonly links: RecipientLinks,
  ) {}

  async execute(body: OptOutBody): Promise<{ opted_out: true; sender: string }> {
    if (!this.links.verify(body.guide, body.signature)) throw AppError.of(RecipientErrors.optOutInvalid);
    const notice = await this.notices.byGuide(body.guide);
    if (!notice?.emailLower) throw AppError.of(RecipientErrors.optOutInvalid);
    const id = optOutId(notice.account, notice.emailLower);
    await this.optOuts
      .updateOne({ _id: id }, { $setOnInsert: { at: new Date() } }, { upsert: true })
      .catch((err: { code?: number }) => {
        if (err.code !== 11000) throw err; // the same link opened twice at once: one is enough
      });
    const branding = await this.brandings.findById(notice.account, { businessName: 1 }).lean();
    return { opted_out: true, sender: branding?.businessName ?? notice.senderName ?? 'tu remitente' };
  }
}
