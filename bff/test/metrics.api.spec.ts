import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ObjectId } from 'mongodb';
import { createEnviosClient, type EnviosClient } from '@envios/api-client';
import { SERVICES } from '@envios/contracts';
import { api, appEnv, appUrl, eventually, REPO_ROOT, type Session } from '@envios/testing';
import { credit, DESTINATION, freshClient, ORIGIN, PARCELS } from './v2-helpers';

const serviceUrl = (name: string) => `http://127.0.0.1:${appEnv(name as (typeof SERVICES)[number]).PORT}`;

/** An app's Prometheus exposition (text), with the bearer the BFF asks for. */
async function scrape(url: string, token?: string): Promise<{ status: number; text: string }> {
  const r = await fetch(`${url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: r.status, text: await r.text() };
}

/** The value of the series `name` whose labels include `labels` (in any order), or undefined. */
function value(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)\{(.*)\} (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries([...m[2].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics (Prometheus)', () => {
  it('every service exposes its process, HTTP, outbox and queue figures, labelled with its name', async () => {
    for (const name of SERVICES) {
      const { status, text } = await scrape(serviceUrl(name));
      expect([name, status]).toEqual([name, 200]);
      expect(value(text, 'process_resident_memory_bytes', { app: name })).toBeGreaterThan(10_000_000);
      expect(value(text, 'nodejs_eventloop_lag_p99_seconds', { app: name })).toBeGreaterThanOrEqual(0);
      expect(text).toMatch(/^# TYPE http_server_request_duration_seconds histogram$/m);
      expect(text).toMatch(/^# TYPE outbox_pending_documents gauge$/m);
    }
    // The wallet's outbox collections and the shipments' label queue, each by name.
    const wallet = (await scrape(serviceUrl('wallet'))).text;
    for (const collection of ['movements', 'paypal_orders', 'outbox_events'])
      expect(value(wallet, 'outbox_pending_documents', { app: 'wallet', collection })).toBeGreaterThanOrEqual(
        0,
      );
    expect(
      value(wallet, 'outbox_oldest_pending_seconds', { app: 'wallet', collection: 'movements' }),
    ).toBeGreaterThanOrEqual(0);
    const shipments = (await scrape(serviceUrl('shipments'))).text;
    // What each partition of a consumed topic still has for the service's consumer group.
    for (const partition of ['0', '1', '2'])
      expect(
        value(shipments, 'kafka_consumer_lag', { app: 'shipments', group: 'shipments', partition }),
      ).toBeGreaterThanOrEqual(0);
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(
        value(shipments, 'bullmq_queue_jobs', { app: 'shipments', queue: 'guides', state }),
      ).toBeGreaterThanOrEqual(0);
  });

  it('counts answers by route pattern and status, not by URL', async () => {
    const url = serviceUrl('shipments');
    const live = { app: 'shipments', method: 'GET', route: '/health/live', status: '200' };
    const count = async () =>
      value((await scrape(url)).text, 'http_server_request_duration_seconds_count', live) ?? 0;
    const before = await count();
    for (let i = 0; i < 3; i++) await fetch(`${url}/health/live`);
    await eventually(async () => (await count()) >= before + 3, { what: 'three more answers counted' });
    // An id in the path is counted under the route's pattern, never as a label of its own.
    await fetch(`${url}/internal/shipments/000000000000000000000000`);
    const text = (await scrape(url)).text;
    expect(text).not.toContain('000000000000000000000000');
    expect(
      value(text, 'http_server_request_duration_seconds_count', { route: '/internal/shipments/:id' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('the BFF, which the internet reaches, answers its metrics only to the scrape token', async () => {
    const bff = appUrl('bff');
    expect((await scrape(bff)).status).toBe(404);
    expect((await scrape(bff, 'not-the-token-at-all')).status).toBe(404);
    await api('GET', '/health');
    const { status, text } = await scrape(bff, appEnv('bff').METRICS_TOKEN);
    expect(status).toBe(200);
    expect(
      value(text, 'http_server_request_duration_seconds_count', {
        app: 'bff',
        route: '/api/v1/health',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});

/** Every series of a scrape by name and labels, to compare two scrapes. */
type Scrape = (name: string, labels: Record<string, string>) => number;
async function scrapeAll(app: 'shipments' | 'wallet' | 'webhooks' | 'tracking'): Promise<Scrape> {
  const { status, text } = await scrape(serviceUrl(app));
  expect(status).toBe(200);
  return (name, labels) => value(text, name, { app, ...labels }) ?? 0;
}

/** A customer's receiver: the first attempt of each delivery answers 503, the next ones 200. */
function flakyReceiver() {
  const seen = new Set<string>();
  const answered = { 200: 0, 503: 0 };
  const labelsOf = new Set<string>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const delivery = String(req.headers['envios-delivery-id']);
      if (!seen.has(delivery)) {
        seen.add(delivery);
        answered[503]++;
        return res.writeHead(503).end('mantenimiento');
      }
      const event = JSON.parse(body) as { type: string; data: { shipment_id?: string } };
      if (event.type === 'shipment.label_created') labelsOf.add(String(event.data.shipment_id));
      answered[200]++;
      res.writeHead(200).end('ok');
    });
  });
  return {
    answered,
    labelsOf,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function apiClient(session: Session): Promise<EnviosClient> {
  const r = await api('POST', '/api-keys', {
    token: session.token,
    body: { name: 'Métricas', scopes: ['rates', 'shipments', 'payments', 'webhooks'] },
  });
  expect(r.status).toBe(201);
  return createEnviosClient(appUrl('bff'), r.body.key as string);
}

/** An Estafeta shipment (our rate card: its label is made at once, no carrier asked). */
async function newShipment(client: EnviosClient): Promise<string> {
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
  return created.data!.id;
}

const pay = (client: EnviosClient, ids: string[]) =>
  client.POST('/api/v2/payments', {
    body: { shipment_ids: ids },
    params: { header: { 'Idempotency-Key': `p-${new ObjectId()}` } },
  });

/**
 * The business metrics of shipments, wallet and webhooks move with what a customer does: two
 * shipments paid from the wallet in one payment, one payment the balance does not cover, their
 * labels, the webhook deliveries of their events (each refused once), a cancelled guide (voided on
 * the carrier network, refunded). Other tests share the stack, so each figure moved by at least what
 * this test did; what one process counts together (a label and its time) moved by the same amount.
 */
describe('business metrics (labels, payments, webhooks, carrier calls)', () => {
  const receiver = flakyReceiver();
  jest.setTimeout(120_000);
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  it('count what one customer paid, made, was told and cancelled, with the right labels', async () => {
    const owner = await freshClient();
    await credit(owner, 5_000);
    const client = await apiClient(owner);
    const endpoint = await client.POST('/api/v2/webhook-endpoints', {
      body: { url: receiver.url(), events: ['shipment.label_created', 'payment.completed'] },
    });
    expect(endpoint.response.status).toBe(201);
    const broke = await freshClient();
    const brokeClient = await apiClient(broke);
    const [a, b, unpaid] = [
      await newShipment(client),
      await newShipment(client),
      await newShipment(brokeClient),
    ];

    const before = {
      shipments: await scrapeAll('shipments'),
      wallet: await scrapeAll('wallet'),
      webhooks: await scrapeAll('webhooks'),
    };
    expect((await pay(client, [a, b])).response.status).toBe(201);
    const short = await pay(brokeClient, [unpaid]);
    expect([short.response.status, short.error?.code]).toEqual([409, 'WALLET.INSUFFICIENT_BALANCE']);
    // Both labels and the payment reach the receiver, each after one 503.
    await eventually(
      () => receiver.labelsOf.has(a) && receiver.labelsOf.has(b) && receiver.answered[200] >= 3,
      {
        timeoutMs: 60_000,
        what: 'both labels and the payment delivered',
      },
    );

    const moved = async (
      app: 'shipments' | 'wallet' | 'webhooks',
      name: string,
      labels: Record<string, string>,
    ) => (await scrapeAll(app))(name, labels) - before[app](name, labels);

    // Shipments: two labels of our rate card, each with its making time and its time since paid.
    const estafeta = { carrier: 'ESTAFETA', source: 'ratecard' };
    const shipments = await scrapeAll('shipments');
    const made =
      shipments('labels_generated_total', estafeta) - before.shipments('labels_generated_total', estafeta);
    expect(made).toBeGreaterThanOrEqual(2);
    expect(
      shipments('label_generation_seconds_count', estafeta) -
        before.shipments('label_generation_seconds_count', estafeta),
    ).toBe(made);
    expect(
      shipments('label_paid_to_generated_seconds_count', { carrier: 'ESTAFETA' }) -
        before.shipments('label_paid_to_generated_seconds_count', { carrier: 'ESTAFETA' }),
    ).toBe(made);
    // Our rate card makes a label in well under a second: seconds, not milliseconds, are counted.
    expect(
      shipments('label_generation_seconds_sum', estafeta) -
        before.shipments('label_generation_seconds_sum', estafeta),
    ).toBeLessThan(5 * made);
    expect(shipments('labels_failed_total', { carrier: 'ESTAFETA' })).toBe(
      before.shipments('labels_failed_total', { carrier: 'ESTAFETA' }),
    );

    // Wallet: one payment paid (two shipments), one refused for its balance.
    expect(
      await moved('wallet', 'payments_total', { method: 'wallet', outcome: 'paid' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await moved('wallet', 'payments_total', { method: 'wallet', outcome: 'insufficient_balance' }),
    ).toBeGreaterThanOrEqual(1);

    // Webhooks: every 503 this receiver answered is a delivery to retry, every 200 one delivered,
    // each attempt timed under its status class.
    await eventually(
      async () =>
        (await moved('webhooks', 'webhook_deliveries_total', {
          outcome: 'delivered',
          status_class: '2xx',
        })) >= receiver.answered[200],
      { what: 'the deliveries counted' },
    );
    const webhooks = await scrapeAll('webhooks');
    const by = (name: string, labels: Record<string, string>) =>
      webhooks(name, labels) - before.webhooks(name, labels);
    expect(
      by('webhook_deliveries_total', { outcome: 'retrying', status_class: '5xx' }),
    ).toBeGreaterThanOrEqual(receiver.answered[503]);
    expect(by('webhook_delivery_duration_seconds_count', { status_class: '5xx' })).toBeGreaterThanOrEqual(
      receiver.answered[503],
    );
    expect(by('webhook_delivery_duration_seconds_count', { status_class: '2xx' })).toBeGreaterThanOrEqual(
      receiver.answered[200],
    );

    // A cancelled guide: voided on the carrier network (the sandbox), timed as a carrier call of
    // shipments', and its amount refunded to the wallet.
    const voided = { carrier: 'ESTAFETA', operation: 'cancel_label', outcome: '2xx' };
    const cancelled = await client.POST('/api/v2/shipments/{id}/cancel', { params: { path: { id: a } } });
    expect(cancelled.response.status).toBe(200);
    expect(await moved('shipments', 'carrier_request_duration_seconds_count', voided)).toBeGreaterThanOrEqual(
      1,
    );
    const seconds = await moved('shipments', 'carrier_request_duration_seconds_sum', voided);
    expect(seconds).toBeGreaterThan(0);
    expect(
      await moved('shipments', 'carrier_request_duration_seconds_bucket', { ...voided, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    await eventually(
      async () =>
        (await moved('wallet', 'payments_total', { method: 'refund', outcome: 'guide-cancelled' })) >= 1,
      { what: 'the refund counted' },
    );
  });

  it('tracking times its calls to the carrier network per carrier and outcome', async () => {
    // Tracking follows every guide of the stack on the sandbox's network; its calls are there.
    await eventually(
      async () => {
        const { text } = await scrape(serviceUrl('tracking'));
        return (
          (value(text, 'carrier_request_duration_seconds_count', {
            app: 'tracking',
            carrier: 'ESTAFETA',
            operation: 'track',
            outcome: '2xx',
          }) ?? 0) >= 1
        );
      },
      { timeoutMs: 30_000, what: "tracking's calls to the network" },
    );
  });

  it('queues report the age of the job next in line', async () => {
    const { text } = await scrape(serviceUrl('shipments'));
    const age = value(text, 'bullmq_oldest_job_age_seconds', { app: 'shipments', queue: 'guides' });
    expect(age).toBeGreaterThanOrEqual(0);
    // Labels are made as they are paid: none waits for minutes on a working stack.
    expect(age).toBeLessThan(120);
    // Tracking's per-carrier poll queues, whose workers are plain BullMQ ones (reportQueues), too:
    // KEDA scales tracking-worker on them.
    const tracking = (await scrape(serviceUrl('tracking'))).text;
    for (const queue of ['tracking-poll-dhl', 'tracking-poll-fedex', 'tracking-poll-estafeta']) {
      expect(
        value(tracking, 'bullmq_oldest_job_age_seconds', { app: 'tracking', queue }),
      ).toBeGreaterThanOrEqual(0);
      expect(
        value(tracking, 'bullmq_queue_jobs', { app: 'tracking', queue, state: 'waiting' }),
      ).toBeGreaterThanOrEqual(0);
    }
  });
});

/** The metric names a PromQL expression reads (not its functions, keywords or label names). */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset']);
  return [...bare.matchAll(/(?<![\w.$:])([a-zA-Z_:][a-zA-Z0-9_:]*)(?![\w:]|\s*\()/g)]
    .map((m) => m[1])
    .filter((name) => !keywords.has(name));
}

describe('Grafana dashboard (deploy/observability/grafana-dashboard.json)', () => {
  it('names only metrics the running apps expose', async () => {
    // What every app exposes, from its scrape's TYPE lines (a histogram is its _bucket, _sum, _count).
    const exposed = new Set(['up']);
    const texts = [
      ...(await Promise.all(SERVICES.map(async (name) => (await scrape(serviceUrl(name))).text))),
      (await scrape(appUrl('bff'), appEnv('bff').METRICS_TOKEN)).text,
    ];
    for (const text of texts)
      for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
        exposed.add(name);
        if (type === 'histogram') for (const s of ['_bucket', '_sum', '_count']) exposed.add(name + s);
        if (type === 'summary') for (const s of ['_sum', '_count']) exposed.add(name + s);
      }
    const dashboard = JSON.parse(
      readFileSync(`${REPO_ROOT}/deploy/observability/grafana-dashboard.json`, 'utf8'),
    ) as { panels: { title: string; targets?: { expr: string }[] }[] };
    const used = new Map<string, string>();
    for (const panel of dashboard.panels)
      for (const t of panel.targets ?? [])
        for (const name of metricNames(t.expr)) used.set(name, panel.title);
    // The extraction finds the names (it is not vacuous), and none is missing from the apps.
    expect(used.size).toBeGreaterThanOrEqual(15);
    expect([...used.keys()]).toEqual(expect.arrayContaining(['payments_total', 'kafka_consumer_lag']));
    expect([...used].filter(([name]) => !exposed.has(name))).toEqual([]);
    expect(
      metricNames('sum by (app, le) (rate(a_b_bucket{x="y"}[5m])) / on (app) c:d and bool e offset 1m'),
    ).toEqual(['a_b_bucket', 'c:d', 'e']);
  });
});
