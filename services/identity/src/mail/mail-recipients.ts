import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import type { EventEnvelope, OptionalEmail } from '@envios/contracts';
import { canSee, Paths, ROUTE_ROLES, type Role } from '@envios/domain';
import { APP_CONFIG } from '@envios/platform';
import type { IdentityConfig } from '../config';
import { User } from '../users/user.schema';
import type { MailPerson } from './mail-templates';

/** What a mail's use case needs of its event besides the data: the job key and when it happened. */
export type EventMeta = Pick<EventEnvelope, 'id' | 'occurredAt'>;

/**
 * An event older than this is not mailed: a replay of a topic, a consumer reading a topic from its
 * start for the first time, or the demo seed's months of history written with past timestamps.
 */
const MAIL_EVENTS_FOR_MS = 86_400_000;

export interface MailRecipient extends MailPerson {
  role: Role;
  overweightAutopay: boolean;
  /** Where this person's wallet is ('Monedero'), for the roles that have that screen. */
  walletUrl: string | null;
}

/**
 * Who a transactional e-mail goes to: identity knows every user's e-mail, name, role and settings.
 * Shared by the mail slices, with the portal links they put in their mails.
 */
@Injectable()
export class MailRecipients {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * The person to mail about an event, or null: the event is too old to mail, the user does not
   * exist, or the mail is an optional one they turned off.
   */
  async find(event: EventMeta, userId: string, optional?: OptionalEmail): Promise<MailRecipient | null> {
    if (Date.now() - Date.parse(event.occurredAt) > MAIL_EVENTS_FOR_MS) return null;
    if (!isValidObjectId(userId)) return null;
    const user = await this.users
      .findById(userId, { email: 1, firstName: 1, rol: 1, emailsOff: 1, overweightAutopay: 1 })
      .lean();
    if (!user || (optional && user.emailsOff?.includes(optional))) return null;
    return {
      email: user.email,
      firstName: user.firstName,
      role: user.rol,
      showAmounts: canSee(user.rol, 'amounts'),
      overweightAutopay: user.overweightAutopay ?? false,
      walletUrl: ROUTE_ROLES[Paths.prepaids].includes(user.rol) ? this.link(Paths.prepaids) : null,
    };
  }

  /** An absolute link into the portal. */
  link(path: string): string {
    return new URL(path, this.config.PUBLIC_URL).toString();
  }

  shipmentLink(shipmentId: string): string {
    return this.link(`${Paths.shipments}/${encodeURIComponent(shipmentId)}`);
  }

  settingsLink(): string {
    return this.link(Paths.settings);
  }
}
