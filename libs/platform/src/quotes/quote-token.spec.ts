import type { QuotePayload } from '@envios/contracts';
import { signQuote, verifyQuote } from './quote-token';

const KEY = 'k'.repeat(40);
const payload = (over: Partial<QuotePayload> = {}): QuotePayload => ({
  v: 1,
  userId: '0123456789abcdef01234567',
  carrier: 'DHL',
  service: 'EXPRESS_DOMESTIC_FLAT',
  package_type: 'package',
  origin: '06700',
  destination: '64000',
  cantidadGuias: 2,
  parcels: [{ weight: 1, depth: 10, width: 10, height: 10 }],
  totalCentavos: 25_056,
  netCentavos: 21_600,
  orderTotalCentavos: 50_112,
  transitDays: 1,
  isRemote: false,
  exp: Math.floor(Date.now() / 1000) + 600,
  ...over,
});

const reencode = (token: string, change: (p: QuotePayload) => QuotePayload) => {
  const [prefix, body, sig] = token.split('.');
  const changed = change(JSON.parse(Buffer.from(body, 'base64url').toString()));
  return [prefix, Buffer.from(JSON.stringify(changed)).toString('base64url'), sig].join('.');
};

describe('quote tokens', () => {
  it('verifies a token it signed and returns the payload', () => {
    const p = payload();
    expect(verifyQuote(signQuote(p, KEY), KEY)).toEqual(p);
  });

  it('refuses a token whose price was changed', () => {
    const tampered = reencode(signQuote(payload(), KEY), (p) => ({ ...p, totalCentavos: 100 }));
    expect(() => verifyQuote(tampered, KEY)).toThrow(expect.objectContaining({ statusCode: 400, code: 'QUOTE.SIGNATURE_INVALID' }));
  });

  it.each([
    ['the user', { userId: 'ffffffffffffffffffffffff' }],
    ['the destination', { destination: '01000' }],
    ['the parcels', { parcels: [{ weight: 0.1, depth: 10, width: 10, height: 10 }] }],
    ['the expiry', { exp: Math.floor(Date.now() / 1000) + 86_400 }],
  ])('refuses a token whose %s was changed', (_what, change) => {
    const tampered = reencode(signQuote(payload(), KEY), (p) => ({ ...p, ...change }));
    expect(() => verifyQuote(tampered, KEY)).toThrow(expect.objectContaining({ code: 'QUOTE.SIGNATURE_INVALID' }));
  });

  it('refuses a token signed with another key, and garbage', () => {
    expect(() => verifyQuote(signQuote(payload(), 'x'.repeat(40)), KEY)).toThrow(expect.objectContaining({ code: 'QUOTE.SIGNATURE_INVALID' }));
    for (const junk of ['', 'q1..', 'q1.abc.def', 'not-a-token']) {
      expect(() => verifyQuote(junk, KEY)).toThrow(expect.objectContaining({ code: 'QUOTE.SIGNATURE_INVALID' }));
    }
  });

  it('refuses an expired token with 410', () => {
    const expired = signQuote(payload({ exp: Math.floor(Date.now() / 1000) - 1 }), KEY);
    expect(() => verifyQuote(expired, KEY)).toThrow(expect.objectContaining({ statusCode: 410, code: 'QUOTE.EXPIRED' }));
  });
});
