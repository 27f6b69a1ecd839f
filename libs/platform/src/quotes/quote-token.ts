import { createHmac, createSecretKey, hash, type KeyObject } from 'node:crypto';
import { QuotePayloadSchema, QuotingErrors, type QuoteContext, type QuotePayload } from '@envios/contracts';
import { AppError } from '../errors/app-error';
import { safeEqual } from '../internal-auth/caller';

const PREFIX = 'q2';

// A quote signs a dozen options with the same key: import it once, not per HMAC.
const keys = new Map<string, KeyObject>();
function keyObject(key: string): KeyObject {
  let k = keys.get(key);
  if (!k) keys.set(key, (k = createSecretKey(Buffer.from(key))));
  return k;
}

/**
 * The payload travels as an array in this order, not as an object: keys repeated in every one of a
 * quote's fifteen tokens would be most of its size.
 */
const FIELDS = [
  'v',
  'userId',
  'carrier',
  'service',
  'ctx',
  'totalCentavos',
  'netCentavos',
  'orderTotalCentavos',
  'transitDays',
  'isRemote',
  'exp',
] as const satisfies readonly (keyof QuotePayload)[];

const mac = (key: string, body: string) =>
  createHmac('sha256', keyObject(key)).update(`${PREFIX}.${body}`).digest('base64url');

/**
 * The digest a token carries for what was quoted. Fields in a fixed order and parcels as arrays, so
 * that the same request gives the same digest whichever way its JSON was written.
 */
export function quoteContextDigest(ctx: QuoteContext): string {
  const canonical = [
    ctx.package_type,
    ctx.origin,
    ctx.destination,
    ctx.cantidadGuias,
    ctx.parcels.map((p) => [p.weight, p.depth, p.width, p.height]),
  ];
  return hash('sha256', JSON.stringify(canonical), 'base64url');
}

/**
 * A quote token: the price and what it depends on (carrier, service, user, guides, and through the
 * context digest the package type, postal codes and parcels), signed with HMAC-SHA256 and valid
 * until `exp`. The quoting service issues one with each shipping option; the shipments service takes
 * prices only from a token that verifies against the shipment's own context.
 *
 * The payload is built by the quoting service from its own computation, so it is not re-validated
 * here (a quote signs 15 of them); `verifyQuote` validates everything it reads back.
 */
export function signQuote(payload: QuotePayload, key: string): string {
  const body = Buffer.from(JSON.stringify(FIELDS.map((f) => payload[f]))).toString('base64url');
  return `${PREFIX}.${body}.${mac(key, body)}`;
}

/**
 * The payload of a genuine, unexpired token issued for this context; otherwise an AppError: 400 for
 * a forged or altered token or one quoted for other parcels or postal codes, 410 once expired.
 */
export function verifyQuote(
  token: string,
  key: string,
  context: QuoteContext,
  now = Date.now(),
): QuotePayload {
  const invalid = () => AppError.of(QuotingErrors.quoteSignatureInvalid);
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || parts[0] !== PREFIX || !safeEqual(mac(key, parts[1]), parts[2])) throw invalid();
  let payload: QuotePayload;
  try {
    const values: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    if (!Array.isArray(values) || values.length !== FIELDS.length) throw invalid();
    payload = QuotePayloadSchema.parse(Object.fromEntries(FIELDS.map((f, i) => [f, values[i]])));
  } catch {
    throw invalid();
  }
  if (!safeEqual(payload.ctx, quoteContextDigest(context))) throw invalid();
  if (payload.exp * 1000 < now) {
    throw AppError.of(QuotingErrors.quoteExpired);
  }
  return payload;
}
