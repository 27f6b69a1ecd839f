import { OPTIONAL_EMAILS, type AccountSettings, type OptionalEmail } from '@envios/contracts';
import type { User } from '../users/user.schema';

type Emails = Record<OptionalEmail, boolean>;

/** A user's settings as the API shows them: every optional e-mail on unless turned off. */
export function toAccountSettings(
  user: Partial<Pick<User, 'emailsOff' | 'overweightAutopay'>>,
): Required<AccountSettings> {
  const off = new Set(user.emailsOff ?? []);
  return {
    emails: Object.fromEntries(OPTIONAL_EMAILS.map((kind) => [kind, !off.has(kind)])) as Emails,
    overweightAutopay: user.overweightAutopay ?? false,
  };
}
