import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { QuotePayloadSchema, QuotingErrors, type QuotePayload } from '@envios/contracts';
import { AppError } from '../errors/app-error';
import { safeEqual } from '../internal-auth/caller';

const PREFIX = 'q1';

// A quote signs a dozen options with the same key: import it once, not per HMAC.
const keys = new Map<string, KeyObject>();
function keyObject(key: string): KeyObject {
  let k = keys.get(key);
  if (!k) keys.set(key, (k = createSecretKey(Buffer.from(key))));
  return k;
}

const mac = (key: string, body: string) => createHmac('sha256', keyObject(key)).update(`${PREFIX}.${body}`).digest('base64url');

/**
 * A quote token: the price and everything it depends on (carrier, service, parcels, postal codes,
 * user, guides), signed with HMAC-SHA256 and valid until `exp`. The quoting service issues it with
 * each shipping option; the shipments service takes prices only from a token that verifies.
 */
export function signQuote(payload: QuotePayload, key: string): string {
  const body = Buffer.from(JSON.stringify(QuotePayloadSchema.parse(payload))).toString('base64url');
  return `${PREFIX}.${body}.${mac(key, body)}`;
}

/** The payload of a genuine, unexpired token; otherwise an AppError (400 or 410). */
export function verifyQuote(token: string, key: string, now = Date.now()): QuotePayload {
  const invalid = () =>
    AppError.badRequest(QuotingErrors.quoteSignatureInvalid, 'La cotización no es válida. Cotiza de nuevo.');
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || parts[0] !== PREFIX || !safeEqual(mac(key, parts[1]), parts[2])) throw invalid();
  let payload: QuotePayload;
  try {
    payload = QuotePayloadSchema.parse(JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')));
  } catch {
    throw invalid();
  }
  if (payload.exp * 1000 < now) {
    throw new AppError(410, QuotingErrors.quoteExpired, 'La cotización expiró. Cotiza de nuevo para ver precios vigentes.');
  }
  return payload;
}

