/**
 * The public API (issue 26): v2 rates beside v1 quotes, and webhook deliveries.
 *
 *   bash bench/run.sh public-api [--concurrency 20] [--seconds 15] [--rounds 3] [--shipments 60] [--endpoints 7]
 *
 * 1. Webhook latency: `--shipments` shipments paid two a second from the wallet; for each, from its
 *    GuideGenerated (the event's time, which the delivery carries as created_at) to the moment a
 *    local receiver has the signed shipment.label_created delivery. Target: p95 ≤ 1 s locally.
 * 2. Sustained deliveries: `--endpoints` endpoints of the account replay every event of the last
 *    minutes at once (about 1,000 deliveries queued together); deliveries per second until the
 *    receiver has them all.
 * 3. POST /api/v2/rates (an API key, a v2 body, centavos) and POST /api/v1/quoting (the web's JWT and
 *    body) at the same concurrency, rounds alternating: p50, p95 and requests per second, medians.
 *    Last, because each quote is an event the shipments service reads after the run.
 * The account's API rate limit is raised for the run (the limit is what a customer gets, not what
 * the machine can do).
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { appUrl, createUser, demoSession, signIn } from '@envios/testing';
import { arg, calibrationMs, medianOf, runLoad, type LoadResult } from './lib/load';

const client = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
const PARCELS = [{ weight: 2, length: 30, width: 20, height: 15 }];
const ROUTES = [
  ['06700', '64000'],
  ['44100', '97000'],
  ['01000', '22200'],
  ['64000', '77000'],
  ['20000', '68200'],
];
const ADDRESS = (postal_code: string, city: string, colony: string) => ({
  name: 'Banco de pruebas',
  email: 'bench@example.mx',
  phone: '5512345678',
  street: 'Avenida Álvaro Obregón',
  number: '120',
  colony,
  postal_code,
  city,
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  body?: unknown,
  headers = {},
) {
  const res = await request(`${appUrl('bff')}${path}`, {
    method,
    dispatcher: client,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  return { status: res.statusCode, body: text ? JSON.parse(text) : undefined };
}

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]) : NaN;
};

async function main() {
  const concurrency = Number(arg('concurrency', '20'));
  const seconds = Number(arg('seconds', '15'));
  const rounds = Number(arg('rounds', '3'));
  const shipments = Number(arg('shipments', '60'));
  const endpointCount = Math.min(10, Number(arg('endpoints', '7')));

  const u = await createUser({ rol: 'client' });
  const session = await signIn(u.email, u.password);
  const staff = await demoSession('superadmin');
  await call('PUT', `/api/v1/users/${session.id}/api-rate-limit`, staff.token, { api_rate_limit: 10_000 });
  const credited = await call('POST', '/api/v1/prepaid/createPrepaid', staff.token, {
    userId: session.id,
    cantidadAbonar: 50_000,
  });
  if (credited.status !== 201) throw new Error(`credit: ${credited.status} ${JSON.stringify(credited.body)}`);
  const made = await call('POST', '/api/v1/api-keys', session.token, {
    name: 'bench',
    scopes: ['rates', 'shipments', 'payments', 'labels', 'tracking', 'webhooks'],
  });
  const key = made.body.key as string;
  console.log(`calibration ${calibrationMs()} ms (lower is a faster machine right now)`);

  // ---- 1. webhook latency ------------------------------------------------------------------
  const arrivals: { at: number; event: { id: string; type: string; created_at: string; data: any } }[] = [];
  const secrets: string[] = [];
  let badSignatures = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const at = Date.now();
      const header = String(req.headers['envios-signature'] ?? '');
      const t = /t=(\d+)/.exec(header)?.[1];
      const ok = secrets.some((s) =>
        header.includes(createHmac('sha256', s).update(`${t}.${body}`).digest('hex')),
      );
      if (!ok) badSignatures++;
      arrivals.push({ at, event: JSON.parse(body) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoint = await call('POST', '/api/v2/webhook-endpoints', key, {
    url: `${base}/latency`,
    events: ['shipment.label_created'],
  });
  secrets.push(endpoint.body.secret);

  const rate = (
    await call('POST', '/api/v2/rates', key, {
      origin: { postal_code: '06700' },
      destination: { postal_code: '64000' },
      parcels: PARCELS,
    })
  ).body.data.find((x: { carrier: string }) => x.carrier === 'ESTAFETA');
  const ids: string[] = [];
  const started = Date.now();
  for (let i = 0; i < shipments; i++) {
    const s = await call(
      'POST',
      '/api/v2/shipments',
      key,
      {
        rate_id: rate.id,
        parcels: PARCELS,
        origin: ADDRESS('06700', 'Ciudad de México', 'Roma Norte'),
        destination: ADDRESS('64000', 'Monterrey', 'Centro'),
        description: 'Banco de pruebas',
      },
      { 'idempotency-key': `bench-s-${started}-${i}` },
    );
    if (s.status !== 201) throw new Error(`POST /api/v2/shipments: ${s.status} ${JSON.stringify(s.body)}`);
    ids.push(s.body.id);
    const paid = await call(
      'POST',
      '/api/v2/payments',
      key,
      { shipment_ids: [s.body.id] },
      { 'idempotency-key': `bench-p-${s.body.id}` },
    );
    if (paid.status !== 201)
      throw new Error(`POST /api/v2/payments: ${paid.status} ${JSON.stringify(paid.body)}`);
    await new Promise((r) => setTimeout(r, Math.max(0, started + (i + 1) * 500 - Date.now())));
  }
  const deadline = Date.now() + 60_000;
  while (
    arrivals.filter((a) => a.event.type === 'shipment.label_created').length < shipments &&
    Date.now() < deadline
  )
    await new Promise((r) => setTimeout(r, 200));
  const latencies = arrivals
    .filter((a) => a.event.type === 'shipment.label_created' && ids.includes(a.event.data.shipment_id))
    .map((a) => a.at - Date.parse(a.event.created_at));
  console.log(
    `\nwebhook latency, GuideGenerated → receiver (${latencies.length} of ${shipments} labels, paid 2 a second): p50 ${pct(latencies, 0.5)} ms  p95 ${pct(latencies, 0.95)} ms  max ${pct(latencies, 1)} ms; bad signatures ${badSignatures}`,
  );

  // ---- 2. sustained deliveries ---------------------------------------------------------------
  const every = [
    'shipment.label_created',
    'shipment.label_failed',
    'tracking.updated',
    'shipment.delivered',
    'shipment.exception',
    'shipment.cancelled',
    'overweight.registered',
    'payment.completed',
  ];
  const endpoints: string[] = [];
  for (let i = 0; i < endpointCount; i++) {
    const e = await call('POST', '/api/v2/webhook-endpoints', key, {
      url: `${base}/bulk/${i}`,
      events: every,
    });
    secrets.push(e.body.secret);
    endpoints.push(e.body.id);
  }
  const before = arrivals.length;
  const from = new Date(started - 60_000).toISOString();
  const to = new Date().toISOString();
  const t0 = Date.now();
  const replayed = await Promise.all(
    endpoints.map(
      async (id) =>
        (await call('POST', `/api/v2/webhook-endpoints/${id}/replay`, key, { from, to })).body
          .replayed as number,
    ),
  );
  const queued = replayed.reduce((a, b) => a + b, 0);
  const queuedIn = Date.now() - t0;
  const until = Date.now() + 180_000;
  while (arrivals.length - before < queued && Date.now() < until)
    await new Promise((r) => setTimeout(r, 100));
  const took = (Date.now() - t0) / 1000;
  const got = arrivals.length - before;
  console.log(
    `\nsustained: ${queued} deliveries queued by ${endpointCount} range replays in ${queuedIn} ms; ${got} received in ${took.toFixed(1)} s = ${(got / took).toFixed(1)} deliveries/s; bad signatures ${badSignatures}`,
  );
  // ---- 3. rates: v2 beside v1 (last: every quote is an event the shipments service reads) --------------------------------------------------------------
  const v1: LoadResult[] = [];
  const v2: LoadResult[] = [];
  for (let r = 0; r < rounds; r++) {
    v1.push(
      await runLoad({ concurrency, durationMs: seconds * 1000, warmupMs: 2000 }, async (_w, i) => {
        const [o, d] = ROUTES[i % ROUTES.length];
        return (
          await call('POST', '/api/v1/quoting', session.token, {
            cantidadGuias: 1,
            parcels: [{ weight: 2, depth: 30, width: 20, height: 15 }],
            origin_direction: { postal_code: o },
            destination_direction: { postal_code: d },
            package_type: 'package',
          })
        ).status;
      }),
    );
    v2.push(
      await runLoad({ concurrency, durationMs: seconds * 1000, warmupMs: 2000 }, async (_w, i) => {
        const [o, d] = ROUTES[i % ROUTES.length];
        return (
          await call('POST', '/api/v2/rates', key, {
            origin: { postal_code: o },
            destination: { postal_code: d },
            parcels: PARCELS,
          })
        ).status;
      }),
    );
    console.log(
      `round ${r + 1}: v1 quoting p95 ${v1[r].latencyMs.p95} ms ${v1[r].perSecond}/s ${JSON.stringify(v1[r].statuses)} · v2 rates p95 ${v2[r].latencyMs.p95} ms ${v2[r].perSecond}/s ${JSON.stringify(v2[r].statuses)}`,
    );
  }
  const m1 = medianOf(v1);
  const m2 = medianOf(v2);
  console.log(`\nrates at ${concurrency} concurrent (medians of ${rounds} rounds of ${seconds} s):`);
  console.log(`  v1 POST /quoting  p50 ${m1.p50} ms  p95 ${m1.p95} ms  ${m1.perSecond} req/s`);
  console.log(`  v2 POST /rates    p50 ${m2.p50} ms  p95 ${m2.p95} ms  ${m2.perSecond} req/s`);

  console.log(`calibration ${calibrationMs()} ms`);
  server.close();
  await client.close();
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
