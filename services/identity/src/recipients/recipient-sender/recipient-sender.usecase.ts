import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { RecipientSender } from '@envios/contracts';
import { AccountBranding } from '../account-branding.schema';
import { BRANDING_FIELDS, logoPath } from '../branding-scope';
import { RecipientLinks } from '../recipient-links';
import { RecipientNotices } from '../recipient-notices';

/**
 * The recipient page's sender (issue 30): the account's business name and logo, else the label's
 * sender; the recipient's first name and city; and the signature of the page's opt-out link while
 * the sender tells its recipients. Public data only: the BFF asks it for a guide tracking knows.
 */
@Injectable()
export class RecipientSenderUseCase {
  constructor(
    @InjectModel(AccountBranding.name) private readonly brandings: Model<AccountBranding>,
    private readonly notices: RecipientNotices,
    private readonly links: RecipientLinks,
  ) {}

  async execute(account: string, guide: string): Promise<RecipientSender> {
    const [branding, notice] = await Promise.all([
      this.brandings.findById(account, BRANDING_FIELDS).lean(),
      this.notices.byGuide(guide),
    ]);
    const mine = notice?.account === account ? notice : null;
    return {
      name: branding?.businessName ?? mine?.senderName ?? 'Tu remitente',
      logo_url: branding?.logoVersion ? this.links.link(logoPath(account, branding.logoVersion)) : null,
      recipient_first_name: mine?.firstName ?? null,
      destination: mine?.city ? { city: mine.city, state: mine.state } : null,
      opt_out_signature: mine?.email && branding?.notifyRecipients ? this.links.sign(guide) : null,
    };
  }
}
