import { CommonErrors, type Branding } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import type { AccountBranding } from './account-branding.schema';

/**
 * Whose branding a caller changes: a client its own account, the superadmin any account. (Which
 * roles may call at all is the BFF's check: 'clients.manage'.)
 */
export function assertReachesBranding(caller: CallerIdentity, account: string): void {
  if (caller.role !== 'superadmin' && caller.id !== account) throw AppError.of(CommonErrors.forbidden);
}

/** The logo's public path: its account and version (a new logo is a new address, cached for good). */
export const logoPath = (account: string, version: number) =>
  `/api/v1/public/logos/${account}/${version}.webp`;

/** An account's branding as the API answers it; `link` makes a path absolute on the portal's address. */
export function toBranding(
  account: string,
  doc: Pick<AccountBranding, 'businessName' | 'logoVersion' | 'notifyRecipients'> | null,
  link: (path: string) => string,
): Branding {
  return {
    account,
    business_name: doc?.businessName ?? null,
    logo_url: doc?.logoVersion ? link(logoPath(account, doc.logoVersion)) : null,
    notify_recipients: doc?.notifyRecipients ?? false,
  };
}

/** What the branding routes read of the document (never the logo's bytes). */
export const BRANDING_FIELDS = { businessName: 1, logoVersion: 1, notifyRecipients: 1 } as const;
