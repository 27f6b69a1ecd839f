import { createHmac, timingSafeEqual } from 'node:crypto';
import { guideExamples } from './integration-guide';

type Verify = (rawBody: string, header: string | undefined, secret: string) => boolean;

/** The guide's Node.js example, run as a reader would paste it (its import given, its export dropped). */
function guideVerifier(): Verify {
  const source = guideExamples('https://envios.test')
    .webhook.replace(/^import .*$/m, '')
    .replace('export function', 'function');
  return new Function('createHmac', 'timingSafeEqual', `${source}\nreturn verifyEnviosSignature;`)(
    createHmac,
    timingSafeEqual,
  ) as Verify;
}

/** Envios-Signature as the webhooks service signs a body: t, then one v1 per secret. */
const sign = (body: string, t: number, ...secrets: string[]) =>
  [
    `t=${t}`,
    ...secrets.map((s) => `v1=${createHmac('sha256', s).update(`${t}.${body}`).digest('hex')}`),
  ].join(',');

describe("the guide's webhook verification example", () => {
  const verify = guideVerifier();
  const body = JSON.stringify({ id: 'evt_1', type: 'payment.completed', created_at: '2025-01-01', data: {} });
  const now = Math.floor(Date.now() / 1000);

  it('accepts a delivery signed with the secret, also beside the previous one after a rotation', () => {
    expect(verify(body, sign(body, now, 'whsec_nuevo'), 'whsec_nuevo')).toBe(true);
    expect(verify(body, sign(body, now, 'whsec_nuevo', 'whsec_viejo'), 'whsec_viejo')).toBe(true);
  });

  it('refuses another secret, a changed body, an old timestamp and a missing header', () => {
    expect(verify(body, sign(body, now, 'whsec_otro'), 'whsec_nuevo')).toBe(false);
    expect(verify(`${body} `, sign(body, now, 'whsec_nuevo'), 'whsec_nuevo')).toBe(false);
    expect(verify(body, sign(body, now - 301, 'whsec_nuevo'), 'whsec_nuevo')).toBe(false);
    expect(verify(body, undefined, 'whsec_nuevo')).toBe(false);
  });
});
