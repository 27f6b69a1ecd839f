import { Messages } from '@envios/contracts/messages';
import { errorMessage, errorStatus, serverMessage } from '@/shared/api/api-error';

/**
 * The text for a failed sign-in (sections 4 and 8): a 404 is invalid credentials unless its
 * message is 'no active', the not-approved notice; anything else (429 included) is the server's.
 */
export function signInErrorText(error: unknown): string {
  if (errorStatus(error) === 404) {
    return serverMessage(error) === Messages.login.notActiveCode
      ? Messages.login.notApproved
      : Messages.login.invalidCredentials;
  }
  return errorMessage(error);
}
