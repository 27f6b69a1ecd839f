import { Messages } from '@envios/contracts/messages';
import { errorMessage, errorStatus } from '@/shared/api/api-error';

/** 'Ya estás haciendo envíos?': Sí=1 / No=0 (section 2). */
export const ALREADY_SHIPS = { yes: '1', no: '0' } as const;

/** Section 8: a 500 or 404 says the message could not be sent; otherwise the server's words. */
export function contactErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (status === 500 || status === 404) return Messages.contact.failed;
  return errorMessage(error, Messages.contact.failed);
}
