import { createHmac } from 'node:crypto';
import type { QuoteContext, QuotePayload } from '@envios/contracts';
import { quoteContextDigest, signQuote, verifyQuote } from './quote-token';

const KEY = 'k'.repeat(40);
const CONTEXT: QuoteContext = {
  package_type: 'package',
  origin: '06700',
  destination: '64000',
  cantidadGuias: 2,
  parcels: [{ weight: 1, depth: 10, width: 10, height: 10 }],
};
const payload = (over: Partial<QuotePayload> = {}): QuotePayload => ({
  v: 2,
  userId: '0123456789abcdef01234567',
  carrier: 'DHL',
  service: 'EXPRESS_DOMESTIC_FLAT',
  ctx: quoteContextDigest(CONTEXT),
  totalCentavos: 25_056,
  netCentavos: 21_600,
  orderTotalCentavos: 50_112,
  transitDays: 1,
  isRemote: false,
  exp: Math.floor(Date.now() / 1000) + 600,
  ...over,
});

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
] as const;
const decode = (token: string): QuotePayload => {
  const values = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as unknown[];
  return Object.fromEntries(FIELDS.map((f, i) => [f, values[i]])) as QuotePayload;
};
const encode = (p: QuotePayload) =>
  Buffer.from(JSON.stringify(FIELDS.map((f) => p[f]))).toString('base64url');
const reencode = (token: string, change: (p: QuotePayload) => QuotePayload) => {
  const [prefix, , sig] = token.split('.');
  return [prefix, encode(change(decode(token))), sig].join('.');
};

describe('quote tokens', () => {
  it('verifies a token it signed against the quoted context and returns the payload', () => {
    const p = payload();
    expect(verifyQuote(signQuote(p, KEY), KEY, CONTEXT)).toEqual(p);
    // The same context written with its keys in another order is the same context.
    const reordered = {
      parcels: [{ height: 10, width: 10, depth: 10, weight: 1 }],
      cantidadGuias: 2,
      destination: '64000',
      origin: '06700',
      package_type: 'package' as const,
    };
    expect(verifyQuote(signQuote(p, KEY), KEY, reordered)).toEqual(p);
  });

  it('stays small: the context travels as a digest, not a copy', () => {
    const token = signQuote(payload(), KEY);
    expect(decode(token)).toEqual(payload());
    expect(token.length).toBeLessThan(300);
  });

  it('refuses a token whose price was changed', () => {
    const tampered = reencode(signQuote(payload(), KEY), (p) => ({ ...p, totalCentavos: 100 }));
    expect(() => verifyQuote(tampered, KEY, CONTEXT)).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'QUOTE.SIGNATURE_INVALID' }),
    );
  });

  it.each([
    ['the user', { userId: 'ffffffffffffffffffffffff' }],
    ['the service', { service: 'EXPRESS_DOMESTIC_1200' }],
    ['the context digest', { ctx: quoteContextDigest({ ...CONTEXT, destination: '01000' }) }],
    ['the expiry', { exp: Math.floor(Date.now() / 1000) + 86_400 }],
  ])('refuses a token whose %s was changed', (_what, change) => {
    const tampered = reencode(signQuote(payload(), KEY), (p) => ({ ...p, ...change }));
    expect(() => verifyQuote(tampered, KEY, CONTEXT)).toThrow(
      expect.objectContaining({ code: 'QUOTE.SIGNATURE_INVALID' }),
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
  ])('refuses a genuine token presented for %s than was quoted', (_what, change) => {
    expect(() => verifyQuote(signQuote(payload(), KEY), KEY, { ...CONTEXT, ...change })).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'QUOTE.SIGNATURE_INVALID' }),
    );
  });

  it('refuses a token signed with another key, and garbage', () => {
    expect(() => verifyQuote(signQuote(payload(), 'x'.repeat(40)), KEY, CONTEXT)).toThrow(
      expect.objectContaining({ code: 'QUOTE.SIGNATURE_INVALID' }),
    );
    for (const junk of ['', 'q2..', 'q2.abc.def', 'not-a-token']) {
      expect(() => verifyQuote(junk, KEY, CONTEXT)).toThrow(
        expect.objectContaining({ code: 'QUOTE.SIGNATURE_INVALID' }),
      );
    }
  });

  it('refuses a correctly signed token whose payload is not a quote', () => {
    const sign = (body: string) =>
      `q2.${body}.${createHmac('sha256', KEY).update(`q2.${body}`).digest('base64url')}`;
    const notAQuote = [
      encode(payload({ carrier: 'NOPE' as QuotePayload['carrier'] })),
      encode(payload({ totalCentavos: 12.5 })),
      Buffer.from(JSON.stringify(FIELDS.slice(0, 5).map((f) => payload()[f]))).toString('base64url'),
      Buffer.from(JSON.stringify(payload())).toString('base64url'),
      Buffer.from('not json').toString('base64url'),
    ];
    expect(verifyQuote(sign(encode(payload())), KEY, CONTEXT)).toEqual(payload());
    for (const body of notAQuote) {
      expect(() => verifyQuote(sign(body), KEY, CONTEXT)).toThrow(
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
