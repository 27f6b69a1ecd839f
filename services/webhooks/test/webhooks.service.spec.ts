import { createHmac } from 'node:crypto';
import { WebhooksRoutes } from '@envios/contracts';
import { callRoute, rawRequest, startServiceProcess, type IsolatedProcess } from '@envios/testing';
import { signatureHeader } from '../src/deliveries/signature';

const caller = { id: '64b000000000000000000001', role: 'client' as const, email: 'c@example.mx' };

/** The webhooks service with production's address rules, on its own database and consumer group. */
describe('webhooks service, as production runs it', () => {
  let service: IsolatedProcess;
  beforeAll(async () => {
    service = await startServiceProcess('webhooks', {
      WEBHOOK_ALLOW_PRIVATE: 'false',
      WEBHOOK_ALLOW_HTTP: 'false',
    });
  });
  afterAll(() => service?.stop());

  it('is ready once MongoDB, Kafka and Redis answer', async () => {
    const ready = await rawRequest(service.url, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.details).toMatchObject({
      mongo: { status: 'up' },
      kafka: { status: 'up' },
      redis: { status: 'up' },
    });
  });

  it.each([
    ['http://example.com/hook', 'WEBHOOK.HTTPS_ONLY'],
    ['https://127.0.0.1/hook', 'WEBHOOK.ADDRESS_NOT_ALLOWED'],
    ['https://10.1.2.3/hook', 'WEBHOOK.ADDRESS_NOT_ALLOWED'],
    ['https://169.254.169.254/latest/meta-data', 'WEBHOOK.ADDRESS_NOT_ALLOWED'],
    ['https://[::1]/hook', 'WEBHOOK.ADDRESS_NOT_ALLOWED'],
    ['https://[::ffff:192.168.1.10]/hook', 'WEBHOOK.ADDRESS_NOT_ALLOWED'],
    ['https://localhost/hook', 'WEBHOOK.ADDRESS_NOT_ALLOWED'],
    ['https://no-such-host.invalid/hook', 'WEBHOOK.UNRESOLVABLE'],
  ])('refuses %s (%s): no endpoint made', async (url, code) => {
    const r = await callRoute(
      service.url,
      WebhooksRoutes.createEndpoint,
      { body: { url, events: ['shipment.delivered'] } },
      caller,
    );
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(code);
    expect(r.body.message).toMatch(/webhook/i);
    const list = await callRoute(service.url, WebhooksRoutes.listEndpoints, {}, caller);
    expect(list.body.data).toEqual([]);
  });
});

describe('the Envios-Signature header', () => {
  it('signs "<t>.<body>" with each secret, so a receiver with either secret verifies it', () => {
    const body = '{"id":"e1","type":"shipment.delivered"}';
    const header = signatureHeader(['whsec_new', 'whsec_old'], body, 1_800_000_000);
    const [t, ...v1] = header.split(',');
    expect(t).toBe('t=1800000000');
    const expected = (secret: string) =>
      createHmac('sha256', secret).update(`1800000000.${body}`).digest('hex');
    expect(v1).toEqual([`v1=${expected('whsec_new')}`, `v1=${expected('whsec_old')}`]);
    // Another body, time or secret gives another signature.
    expect(signatureHeader(['whsec_new'], `${body} `, 1_800_000_000)).not.toContain(expected('whsec_new'));
    expect(signatureHeader(['whsec_new'], body, 1_800_000_001)).not.toContain(expected('whsec_new'));
  });
});
