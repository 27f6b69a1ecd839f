import type { ApiError } from '@envios/contracts';
import { Messages } from '@envios/contracts/messages';

/** What RTK Query hands back for a failed call: an HTTP error with our error body, or a network failure. */
type QueryError = { status?: unknown; originalStatus?: unknown; data?: unknown } | undefined;

const isApiBody = (data: unknown): data is Partial<ApiError> =>
  typeof data === 'object' && data !== null && 'message' in data;

/**
 * The HTTP status of a failed call (also when its body was not JSON), or null when no answer came
 * (network failure, timeout) or the error was thrown in the browser.
 */
export function errorStatus(error: unknown): number | null {
  const e = error as QueryError;
  if (typeof e?.status === 'number') return e.status;
  if (typeof e?.originalStatus === 'number') return e.originalStatus;
  return null;
}

/** The API's Spanish message for a failed call ({statusCode, code, message}), if it answered one. */
export function serverMessage(error: unknown): string | null {
  const data = (error as QueryError)?.data;
  return isApiBody(data) && typeof data.message === 'string' ? data.message : null;
}

/** The stable code of the API's error answer ('PAYPAL.INSTRUMENT_DECLINED'), if it answered one. */
export function errorCode(error: unknown): string | null {
  const data = (error as QueryError)?.data;
  return isApiBody(data) && typeof data.code === 'string' ? data.code : null;
}

/** The server's message; without one, a generic Spanish text (service unavailable when nothing answered). */
export function errorMessage(error: unknown, fallback: string = Messages.api.internal): string {
  const message = serverMessage(error);
  if (message) return message;
  return errorStatus(error) === null ? Messages.api.serviceUnavailable : fallback;
}

/** Field-level messages of a 400 answer (`details: [{path, message}]`), keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = (error as QueryError)?.data;
  const details = isApiBody(data) ? data.details : undefined;
  const errors: Record<string, string> = {};
  for (const detail of details ?? []) {
    const field = detail.path.split('.')[0];
    if (field && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}
