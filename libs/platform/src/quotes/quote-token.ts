import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';
import { QuotePayloadSchema, QuotingErrors, type QuoteContext, type QuotePayload } from '@envios/contracts';
import { AppError } from '../errors/app-error';
import { safeEqual } from '../internal-auth/caller';

const PREFIX = 'q3';
const IV_BYTES = 12;
const TAG_BYTES = 16;

// A quote seals a dozen options with the same key: derive it once per key, not per token.
const keys = new Map<string, Buffer>();
function aesKey(key: string): Buffer {
  let k = keys.get(key);
  if (!k) keys.set(key, (k = hash('sha256', `quote-token:${key}`, 'buffer')));
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
  'serviceName',
  'source',
  'ctx',
  'totalCentavos',
  'netCentavos',
  'orderTotalCentavos',
  'transitDays',
  'isRemote',
  'exp',
  'test',
] as const satisfies readonly (keyof QuotePayload)[];

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
    ctx.residential ? 1 : 0,
  ];
  return hash('sha256', JSON.stringify(canonical), 'base64url');
}

/**
 * A quote token: the price and what it depends on (carrier, service, user, guides, and through the
 * context digest the package type, postal codes and parcels), valid until `exp`, sealed with
 * AES-256-GCM under a key derived from QUOTE_SIGNING_KEY. Sealed, not only signed: the browser
 * carries the token, and a role that may not see prices (user) must not be able to read them in it.
 * GCM's tag makes any change to it fail. The quoting service issues one with each shipping option;
 * the shipments service takes prices only from a token that opens and matches the shipment's own
 * context.
 *
 * The payload is built by the quoting service from its own computation, so it is not re-validated
 * here (a quote seals 15 of them); `verifyQuote` validates everything it reads back.
 */
export function signQuote(payload: QuotePayload, key: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKey(key), iv);
  const plain = JSON.stringify(FIELDS.map((f) => payload[f]));
  const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}.${sealed.toString('base64url')}`;
}

function open(token: string, key: string): unknown {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 2 || parts[0] !== PREFIX) return undefined;
  const sealed = Buffer.from(parts[1], 'base64url');
  if (sealed.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(key), sealed.subarray(0, IV_BYTES));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
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
  const values = open(token, key);
  // A token sealed before `test` existed is a live one.
  if (Array.isArray(values) && values.length === FIELDS.length - 1) values.push(false);
  if (!Array.isArray(values) || values.length !== FIELDS.length) throw invalid();
  const parsed = QuotePayloadSchema.safeParse(Object.fromEntries(FIELDS.map((f, i) => [f, values[i]])));
  if (!parsed.success) throw invalid();
  const payload = parsed.data;
  if (!safeEqual(payload.ctx, quoteContextDigest(context))) throw invalid();
  if (payload.exp * 1000 < now) {
    throw AppError.of(QuotingErrors.quoteExpired);
  }
  return payload;
}
