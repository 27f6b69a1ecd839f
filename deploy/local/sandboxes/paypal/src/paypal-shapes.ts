import { randomInt } from 'node:crypto';

/** An answer of the sandbox: JSON unless `html` or `redirect` is set. */
export interface Reply {
  status: number;
  body?: unknown;
  html?: string;
  redirect?: string;
  headers?: Record<string, string>;
}

export interface ErrorDetail {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header' | 'query';
}

/** PayPal's error `name` for each HTTP status (reference §7). */
const ERROR_NAMES: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'AUTHENTICATION_FAILURE',
  403: 'NOT_AUTHORIZED',
  404: 'RESOURCE_NOT_FOUND',
  409: 'RESOURCE_CONFLICT',
  413: 'INVALID_REQUEST',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  500: 'INTERNAL_SERVER_ERROR',
};

const ERROR_MESSAGES: Record<number, string> = {
  400: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  401: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  404: 'The specified resource does not exist.',
  422: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  500: 'An internal server error has occurred.',
};

/** `{name, message, debug_id, details}` as Orders v2 answers every error. */
export function paypalError(status: number, ...details: ErrorDetail[]): Reply {
  const first = details[0];
  return {
    status,
    body: {
      name: ERROR_NAMES[status] ?? 'INVALID_REQUEST',
      message: ERROR_MESSAGES[status] ?? 'The request could not be processed.',
      debug_id: debugId(),
      details,
      links: first
        ? [
            {
              href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${first.issue}`,
              rel: 'information_link',
              method: 'GET',
            },
          ]
        : [],
    },
  };
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An id in PayPal's style: upper-case letters and digits (orders and captures have 17). */
export function paypalId(length = 17): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

const debugId = () => paypalId(13).toLowerCase();

/**
 * An amount `value`: a string of up to 15 integer digits and at most 2 decimals (MXN has decimals),
 * as integer centavos. BigInt, so 15 digits never lose precision. Undefined when it is not a
 * decimal string at all; 'precision' when it has more than 2 decimals.
 */
export function parseValue(value: unknown): bigint | 'precision' | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{1,15})(?:\.(\d+))?$/.exec(value);
  if (!m) return undefined;
  const decimals = m[2] ?? '';
  if (decimals.length > 2) return 'precision';
  return BigInt(m[1]) * 100n + BigInt(decimals.padEnd(2, '0'));
}

export const formatValue = (centavos: bigint): string =>
  `${centavos / 100n}.${(centavos % 100n).toString().padStart(2, '0')}`;

export const mxn = (centavos: bigint) => ({ currency_code: 'MXN', value: formatValue(centavos) });
