import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { QuoteContext, QuotePayload } from '@envios/contracts';
import { quoteContextDigest, signQuote, verifyQuote } from './quote-token';

const KEY = 'k'.repeat(40);
const CONTEXT: QuoteContext = {
  package_type: 'package',
  origin: '06700',
  destination: '64000',
  cantidadGuias: 2,
  parcels: [{ weight: 1, depth: 10, width: 10, height: 10 }],
  residential: false,
};
const payload = (over: Partial<QuotePayload> = {}): QuotePayload => ({
  v: 3,
  userId: '0123456789abcdef01234567',
  carrier: 'DHL',
  service: 'EXPRESS_DOMESTIC_FLAT',
  serviceName: 'Express Domestic',
  source: 'ratecard',
  ctx: quoteContextDigest(CONTEXT),
  totalCentavos: 25_056,
  netCentavos: 21_600,
  orderTotalCentavos: 50_112,
  transitDays: 1,
  isRemote: false,
  exp: Math.floor(Date.now() / 1000) + 600,
  test: false,
  ...over,
});

/** Flips one bit of the sealed part of a token. */
const flipBit = (token: string, at: number) => {
  const [prefix, body] = token.split('.');
  const bytes = Buffer.from(body, 'base64url');
  bytes[at % bytes.length] ^= 0x01;
  return `${prefix}.${bytes.toString('base64url')}`;
};

describe('quote tokens', () => {
  it('verifies a token it signed against the quoted context and returns the payload', () => {
    const p = payload();
    expect(verifyQuote(signQuote(p, KEY), KEY, CONTEXT)).toEqual(p);
    // The same context written with its keys in another order is the same context.
    const reordered = {
      residential: false,
      parcels: [{ height: 10, width: 10, depth: 10, weight: 1 }],
      cantidadGuias: 2,
      destination: '64000',
      origin: '06700',
      package_type: 'package' as const,
    };
    expect(verifyQuote(signQuote(p, KEY), KEY, reordered)).toEqual(p);
  });

  it("carries whether a test key's quote made it", () => {
    expect(verifyQuote(signQuote(payload({ test: true }), KEY), KEY, CONTEXT).test).toBe(true);
    expect(verifyQuote(signQuote(payload(), KEY), KEY, CONTEXT).test).toBe(false);
  });

  it('stays small: the context travels as a digest, not a copy', () => {
    expect(signQuote(payload(), KEY).length).toBeLessThan(300);
  });

  it('is opaque: nothing of the payload can be read from the token without the key', () => {
    const p = payload();
    const token = signQuote(p, KEY);
    const readable = [token, Buffer.from(token.split('.')[1], 'base64url').toString('latin1')].join(' ');
    for (const secret of [
      p.totalCentavos,
      p.netCentavos,
      p.orderTotalCentavos,
      p.service,
      p.userId,
      p.carrier,
    ]) {
      expect(readable).not.toContain(String(secret));
    }
    // Sealed with a fresh nonce each time: two tokens of one price do not even look alike.
    expect(signQuote(p, KEY)).not.toBe(token);
  });

  it.each([0, 5, 12, 40, 70])('refuses a token with any bit changed (byte %i)', (at) => {
    expect(() => verifyQuote(flipBit(signQuote(payload(), KEY), at), KEY, CONTEXT)).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'QUOTE.SIGNATURE_INVALID' }),
    );
  });

  it.each<[string, Partial<QuoteContext>]>([
    ['a heavier parcel', { parcels: [{ weight: 1.5, depth: 10, width: 10, height: 10 }] }],
    ['a larger parcel', { parcels: [{ weight: 1, depth: 10, width: 10, height: 11 }] }],
    [
      'another parcel more',
      { parcels: [...CONTEXT.parcels, { weight: 1, depth: 10, width: 10, height: 10 }] },
    ],
    ['another destination', { destination: '01000' }],
    ['another origin', { origin: '44100' }],
    ['more guides', { cantidadGuias: 3 }],
    ['another package type', { package_type: 'document' }],
    ['a home delivery', { residential: true }],
  ])('refuses a genuine token presented for %s than was quoted', (_what, change) => {
    expect(() => verifyQuote(signQuote(payload(), KEY), KEY, { ...CONTEXT, ...change })).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'QUOTE.SIGNATURE_INVALID' }),
    );
  });

  it('refuses a token signed with another key, and garbage', () => {
    expect(() => verifyQuote(signQuote(payload(), 'x'.repeat(40)), KEY, CONTEXT)).toThrow(
      expect.objectContaining({ code: 'QUOTE.SIGNATURE_INVALID' }),
    );
    for (const junk of ['', 'q3.', 'q3.abc', 'q2.abc.def', 'not-a-token']) {
      expect(() => verifyQuote(junk, KEY, CONTEXT)).toThrow(
        expect.objectContaining({ code: 'QUOTE.SIGNATURE_INVALID' }),
      );
    }
  });

  it('refuses a genuinely sealed token whose payload is not a quote', () => {
    // Sealed as signQuote seals, with the same key, around contents signQuote would never write.
    const seal = (plain: string) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv(
        'aes-256-gcm',
        createHash('sha256').update(`quote-token:${KEY}`).digest(),
        iv,
      );
      return `q3.${Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString('base64url')}`;
    };
    const fields = (p: QuotePayload) => JSON.stringify(Object.values(p));
    expect(verifyQuote(seal(fields(payload())), KEY, CONTEXT)).toEqual(payload());
    for (const plain of [
      fields(payload({ carrier: 'NOPE' as QuotePayload['carrier'] })),
      fields(payload({ totalCentavos: 12.5 })),
      JSON.stringify(Object.values(payload()).slice(0, 5)),
      JSON.stringify(payload()),
      'not json',
    ]) {
      expect(() => verifyQuote(seal(plain), KEY, CONTEXT)).toThrow(
        expect.objectContaining({ code: 'QUOTE.SIGNATURE_INVALID' }),
      );
    }
  });

  it('refuses an expired token with 410', () => {
    const expired = signQuote(payload({ exp: Math.floor(Date.now() / 1000) - 1 }), KEY);
    expect(() => verifyQuote(expired, KEY, CONTEXT)).toThrow(
      expect.objectContaining({ statusCode: 410, code: 'QUOTE.EXPIRED' }),
    );
  });
});
