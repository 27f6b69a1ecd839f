import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ObjectId } from 'mongodb';
import { createEnviosClient, type EnviosClient } from '@envios/api-client';
import { WEBHOOK_EVENT_TYPES } from '@envios/contracts';
import { api, appUrl, demoSession, eventually, rawRequest, waitForMail, type Session } from '@envios/testing';
import { credit, DESTINATION, freshClient, ORIGIN, PARCELS } from './v2-helpers';

jest.setTimeout(120_000);

const ALL_EVENTS = WEBHOOK_EVENT_TYPES;

interface Received {
  id: string;
  type: string;
  data: Record<string, any>;
  deliveryId: string;
  /** Which of the secrets given signed it (by position), from every v1 in the header. */
  signedBy: number[];
}

/**
 * A customer's webhook receiver: verifies each delivery's Envios-Signature against the secrets it
 * knows (refusing a stale timestamp), answers 503 while "down", and keeps what it accepted.
 */
class Receiver {
  readonly received: Received[] = [];
  readonly refused: string[] = [];
  secrets: string[] = [];
  mode: 'up' | 'down' = 'up';
  private server?: Server;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (this.mode === 'down') return res.writeHead(503).end('mantenimiento');
        const header = String(req.headers['envios-signature'] ?? '');
        const t = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
        const given = [...header.matchAll(/v1=([a-f0-9]{64})/g)].map((m) => Buffer.from(m[1], 'hex'));
        const signedBy = this.secrets
          .map((secret, i) => {
            const mine = createHmac('sha256', secret).update(`${t}.${body}`).digest();
            return given.some((g) => g.length === mine.length && timingSafeEqual(g, mine)) ? i : -1;
          })
          .filter((i) => i >= 0);
        if (!signedBy.length || Math.abs(Date.now() / 1000 - t) > 300) {
          this.refused.push(body);
          return res.writeHead(400).end('firma inválida');
        }
        const event = JSON.parse(body) as Omit<Received, 'deliveryId' | 'signedBy'>;
        expect(req.headers['envios-event-id']).toBe(event.id);
        this.received.push({ ...event, deliveryId: String(req.headers['envios-delivery-id']), signedBy });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('recibido');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/webhooks/envios`;
  }

  of(type: string, shipmentId?: string): Received[] {
    return this.received.filter((r) => r.type === type && (!shipmentId || r.data.shipment_id === shipmentId));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

async function keyOf(session: Session, scopes: string[]) {
  const r = await api('POST', '/api-keys', { token: session.token, body: { name: 'Webhooks', scopes } });
  expect(r.status).toBe(201);
  return r.body.key as string;
}

/** A paid Estafeta shipment (our rate card makes its label at once). */
async function paidShipment(client: EnviosClient): Promise<string> {
  const rates = await client.POST('/api/v2/rates', {
    body: { origin: { postal_code: '06700' }, destination: { postal_code: '64000' }, parcels: PARCELS },
  });
  const rate = rates.data!.data.find((r) => r.carrier === 'ESTAFETA')!;
  const created = await client.POST('/api/v2/shipments', {
    body: {
      rate_id: rate.id,
      parcels: PARCELS,
      origin: ORIGIN,
      destination: DESTINATION,
      description: 'Ropa',
    },
    params: { header: { 'Idempotency-Key': `s-${new ObjectId()}` } },
  });
  expect(created.response.status).toBe(201);
  const paid = await client.POST('/api/v2/payments', {
    body: { shipment_ids: [created.data!.id] },
    params: { header: { 'Idempotency-Key': `p-${created.data!.id}` } },
  });
  expect(paid.response.status).toBe(201);
  return created.data!.id;
}

describe('webhooks', () => {
  let owner: Session & { email: string };
  let client: EnviosClient;
  const receiver = new Receiver();
  let endpointId: string;

  beforeAll(async () => {
    await receiver.start();
    owner = await freshClient();
    await credit(owner, 5_000);
    client = createEnviosClient(
      appUrl('bff'),
      await keyOf(owner, ['rates', 'shipments', 'payments', 'webhooks']),
    );
    const created = await client.POST('/api/v2/webhook-endpoints', {
      body: { url: receiver.url, events: [...ALL_EVENTS] },
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    receiver.secrets = [created.data!.secret];
    endpointId = created.data!.id;
  });
  afterAll(() => receiver.stop());

  it('delivers a shipment’s events signed, in order, and lists them in the event log', async () => {
    const listed = await client.GET('/api/v2/webhook-endpoints');
    expect(listed.data!.data).toEqual([
      expect.objectContaining({ id: endpointId, url: receiver.url, enabled: true, failing_since: null }),
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(receiver.secrets[0]);

    const id = await paidShipment(client);
    await eventually(() => receiver.of('shipment.label_created', id).length === 1, {
      timeoutMs: 30_000,
      what: 'label_created',
    });
    const [label] = receiver.of('shipment.label_created', id);
    expect(label.data).toMatchObject({ shipment_id: id, carrier: 'ESTAFETA', label_format: 'pdf' });
    await eventually(() => receiver.received.some((r) => r.type === 'payment.completed'), {
      what: 'payment',
    });
    const payment = receiver.received.find((r) => r.type === 'payment.completed')!;
    expect(payment.data.shipments).toEqual([
      { shipment_id: id, amount: { amount: expect.any(Number), currency: 'MXN' } },
    ]);

    expect(
      (await client.POST('/api/v2/shipments/{id}/cancel', { params: { path: { id } } })).response.status,
    ).toBe(200);
    await eventually(() => receiver.of('shipment.cancelled', id).length === 1, {
      timeoutMs: 30_000,
      what: 'cancelled',
    });
    const order = receiver.received.filter((r) => r.data.shipment_id === id).map((r) => r.type);
    expect(order.indexOf('shipment.label_created')).toBeLessThan(order.indexOf('shipment.cancelled'));
    expect(receiver.refused).toEqual([]);

    // The event log holds what was delivered (tracking's last word on the cancelled guide may still
    // be on its way when the cancellation arrives).
    const logged = async () =>
      (await client.GET('/api/v2/events', { params: { query: { limit: 100 } } }))
        .data!.data.filter((e) => e.data.shipment_id === id)
        .map((e) => e.id)
        .sort();
    const got = () =>
      receiver.received
        .filter((r) => r.data.shipment_id === id)
        .map((r) => r.id)
        .sort();
    await eventually(async () => (await logged()).every((e) => got().includes(e)), {
      timeoutMs: 30_000,
      what: 'every event',
    });
    // Nothing arrived that the log does not hold (it is written before a delivery is sent), once each.
    const received = got();
    const log = await logged();
    expect(received.filter((e) => !log.includes(e))).toEqual([]);
    expect(new Set(received).size).toBe(received.length);
  });

  it('gets every event once it is back up after being down, duplicates only with the same event id', async () => {
    receiver.mode = 'down';
    const downSince = Date.now();
    const ids = await Promise.all([paidShipment(client), paidShipment(client), paidShipment(client)]);
    // Down long enough for several retries (the test profile runs the day-long schedule 200 times faster).
    await eventually(
      async () => {
        const { data } = await client.GET('/api/v2/webhook-endpoints/{id}/deliveries', {
          params: { path: { id: endpointId }, query: { limit: 20 } },
        });
        return data!.data.filter((d) => d.status === 'retrying' && d.attempts >= 3).length >= 3;
      },
      { timeoutMs: 30_000, what: 'retries while the receiver is down' },
    );
    const down = await client.GET('/api/v2/webhook-endpoints/{id}/deliveries', {
      params: { path: { id: endpointId }, query: { limit: 5 } },
    });
    expect(down.data!.data.find((d) => d.status === 'retrying')).toMatchObject({
      response_status: 503,
      response_body: 'mantenimiento',
      error: 'El webhook respondió 503.',
    });
    // Ten minutes of the real schedule (3 s here), well short of the days that disable an endpoint.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, downSince + 3_000 - Date.now())));
    receiver.mode = 'up';

    for (const id of ids)
      await eventually(() => receiver.of('shipment.label_created', id).length >= 1, {
        timeoutMs: 30_000,
        what: `the label of ${id} after the receiver came back`,
      });
    // Everything the event log holds for those shipments arrives (tracking's events waited, in
    // order, behind each shipment's label), and nothing else under their ids.
    const logged = async () =>
      (await client.GET('/api/v2/events', { params: { query: { limit: 100 } } }))
        .data!.data.filter((e) => ids.includes(e.data.shipment_id as string))
        .map((e) => e.id);
    const got = () => receiver.received.filter((r) => ids.includes(r.data.shipment_id)).map((r) => r.id);
    await eventually(async () => (await logged()).every((id) => got().includes(id)), {
      timeoutMs: 30_000,
      what: 'every logged event delivered',
    });
    expect(new Set(got())).toEqual(new Set(await logged()));
    const endpoint = (await client.GET('/api/v2/webhook-endpoints')).data!.data[0];
    expect(endpoint).toMatchObject({ enabled: true, failing_since: null });
  });

  it('replays one delivery and a time range, with the same event ids', async () => {
    const id = await paidShipment(client);
    await eventually(() => receiver.of('shipment.label_created', id).length === 1, {
      timeoutMs: 30_000,
      what: 'label_created',
    });
    const { data } = await client.GET('/api/v2/webhook-endpoints/{id}/deliveries', {
      params: { path: { id: endpointId }, query: { limit: 50 } },
    });
    const original = data!.data.find(
      (d) => d.event_type === 'shipment.label_created' && d.status === 'succeeded',
    )!;
    const replay = await client.POST('/api/v2/webhook-deliveries/{id}/replay', {
      params: { path: { id: original.id } },
    });
    expect(replay.response.status).toBe(201);
    expect(replay.data).toMatchObject({ event_id: original.event_id, replay_of: original.id });
    await eventually(() => receiver.received.filter((r) => r.id === original.event_id).length === 2, {
      what: 'the replayed delivery',
    });

    const from = new Date(Date.now() - 60_000).toISOString();
    const before = receiver.received.length;
    const range = await client.POST('/api/v2/webhook-endpoints/{id}/replay', {
      params: { path: { id: endpointId } },
      body: { from, to: new Date().toISOString() },
    });
    expect(range.data!.replayed).toBeGreaterThanOrEqual(2);
    await eventually(() => receiver.received.length >= before + range.data!.replayed, {
      what: 'the range replay',
    });
    const unknown = await client.POST('/api/v2/webhook-deliveries/{id}/replay', {
      params: { path: { id: 'no-such-delivery' } },
    });
    expect(unknown.response.status).toBe(404);
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const rotated = await client.POST('/api/v2/webhook-endpoints/{id}/rotate-secret', {
      params: { path: { id: endpointId } },
    });
    expect(rotated.response.status).toBe(200);
    receiver.secrets = [rotated.data!.secret, receiver.secrets[0]];
    const id = await paidShipment(client);
    await eventually(() => receiver.of('shipment.label_created', id).length === 1, {
      timeoutMs: 30_000,
      what: 'label_created',
    });
    expect(receiver.of('shipment.label_created', id)[0].signedBy).toEqual([0, 1]);
  });

  it('disables an endpoint that fails everything for three days (30 s in tests)', async () => {
    const failing = await client.POST('/api/v2/webhook-endpoints', {
      body: { url: `${appUrl('bff')}/api/v1/no-such-route`, events: ['shipment.label_created'] },
    });
    expect(failing.response.status).toBe(201);
    await paidShipment(client);
    const disabled = await eventually(
      async () => {
        const list = await client.GET('/api/v2/webhook-endpoints');
        const e = list.data!.data.find((x) => x.id === failing.data!.id)!;
        return e.enabled ? undefined : e;
      },
      { timeoutMs: 90_000, what: 'the failing endpoint disabled' },
    );
    expect(disabled.disabled_at).not.toBeNull();
    expect(disabled.failing_since).not.toBeNull();
    const replay = await client.POST('/api/v2/webhook-endpoints/{id}/replay', {
      params: { path: { id: failing.data!.id } },
      body: { from: new Date(Date.now() - 60_000).toISOString(), to: new Date().toISOString() },
    });
    expect(replay.response.status).toBe(409);
    // Its owner is told, with the URL and where to make it again.
    const mail = await waitForMail(owner.email, /^Desactivamos un webhook que no respondía$/);
    expect(mail.text).toContain(`${appUrl('bff')}/api/v1/no-such-route`);
    expect(mail.text).toContain('/developers');
  });

  it('keeps each account to its own endpoints, with the webhooks scope; the admin only reads', async () => {
    const other = createEnviosClient(appUrl('bff'), await keyOf(await freshClient(), ['webhooks']));
    expect((await other.GET('/api/v2/webhook-endpoints')).data!.data).toEqual([]);
    const foreign = await other.GET('/api/v2/webhook-endpoints/{id}/deliveries', {
      params: { path: { id: endpointId }, query: {} },
    });
    expect(foreign.response.status).toBe(404);
    expect(
      (await other.DELETE('/api/v2/webhook-endpoints/{id}', { params: { path: { id: endpointId } } }))
        .response.status,
    ).toBe(404);

    const noScope = await keyOf(owner, ['rates']);
    const refused = await rawRequest(appUrl('bff'), 'GET', '/api/v2/webhook-endpoints', { token: noScope });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('API_KEY.SCOPE_MISSING');

    const admin = await demoSession('admin');
    const read = await rawRequest(appUrl('bff'), 'GET', '/api/v2/webhook-endpoints', { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.data.map((e: { id: string }) => e.id)).toContain(endpointId);
    // Whose each endpoint is, for staff who read every account's.
    expect(read.body.data.find((e: { id: string }) => e.id === endpointId).owner).toEqual({
      id: owner.id,
      email: owner.email,
    });
    const write = await rawRequest(appUrl('bff'), 'POST', '/api/v2/webhook-endpoints', {
      token: admin.token,
      body: { url: receiver.url, events: ['shipment.delivered'] },
    });
    expect(write.status).toBe(403);
    const badUrl = await client.POST('/api/v2/webhook-endpoints', {
      body: { url: 'ftp://example.com/x', events: ['shipment.delivered'] },
    });
    expect(badUrl.response.status).toBe(400);
  });
});
