/**
 * Soak: a fixed arrival-rate mix through the BFF for --minutes (10), after --warmup minutes (2):
 * tracking lookups 60 %, quotes 20 %, list pages 10 %, wallet payments 5 % (each a fresh quote, a
 * shipment and its payment; its label is waited for at the end), reports 5 %, at --rate requests a
 * second in all (20). Requests are sent on schedule whether or not earlier ones have answered (open
 * loop), so a slow portal shows as latency and backlog, not as a lower rate.
 *
 * Every --sample seconds (15) it reads the memory (PSS) of every process of the stack (apps,
 * Kafka, FerretDB, Redis, PostgreSQL) and, from every service's /metrics, its Kafka consumer lag,
 * its queues' waiting jobs and oldest job's age, and its outbox's oldest pending event.
 *
 * Passes when: no request failed (every answer 2xx), every payment's label was made, memory over
 * the last third of the run is within 10 % of the first third's (after warm-up) — each service's V8
 * heap floor (what survives collection), every other process's PSS, the provider sandboxes and Redis
 * shown but not judged (they keep what they are told; Redis's memory is its data) — and lag, queue
 * age and outbox age came back down.
 *
 *   bash bench/run.sh soak [--minutes 10] [--warmup 2] [--rate 20] [--sample 15]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { SERVICES } from '@envios/contracts';
import { api, appUrl, createUser, demoSession, eventually, signIn, type Session } from '@envios/testing';
import { arg, calibrationMs } from './lib/load';
import { PARCELS, place } from './lib/shipment';

const client = new Agent({ connections: 128, keepAliveTimeout: 30_000 });
const BFF = appUrl('bff');
const MINUTES = Number(arg('minutes', '10'));
const WARMUP = Number(arg('warmup', '2'));
const RATE = Number(arg('rate', '20'));
const SAMPLE_S = Number(arg('sample', '15'));
const MIX = { tracking: 0.6, quote: 0.2, list: 0.1, payment: 0.05, report: 0.05 } as const;
type Kind = keyof typeof MIX;

const quoteBody = {
  cantidadGuias: 1,
  parcels: PARCELS,
  origin_direction: { country_code: 'MX', postal_code: '06700' },
  destination_direction: { country_code: 'MX', postal_code: '64000' },
  package_type: 'package',
};
async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const res = await request(`${BFF}/api/v1${path}`, {
    method: method as 'GET' | 'POST',
    dispatcher: client,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  return { status: res.statusCode, body: text ? (JSON.parse(text) as any) : undefined };
}

/** A wallet payment as the web makes it: a fresh quote, a shipment of its cheapest Estafeta option, paid. */
async function pay(session: Session): Promise<{ status: number; shipmentId?: string }> {
  const quote = await call('POST', '/quoting', session.token, quoteBody);
  if (quote.status !== 200) return { status: quote.status };
  const option = quote.body.carriers.ESTAFETA[0];
  const created = await call('POST', '/shipments/home/all', session.token, {
    shipments: [
      {
        selected_service: { quote_token: option.quote_token },
        shipment_type: 'box',
        parcels: PARCELS,
        origin_direction: place('06700', 'Ciudad de México', 'Ana Origen'),
        destination_direction: place('64000', 'Monterrey', 'Beto Destino'),
        description_of_the_content: 'Ropa',
        insurance_information: { package_value: 0 },
      },
    ],
  });
  if (created.status !== 201) return { status: created.status };
  const shipmentId = created.body.shipments[0]._id as string;
  const paid = await call('POST', '/payments/many/monedero', session.token, {
    user: session.id,
    shipments: [shipmentId],
  });
  return { status: paid.status === 200 || paid.status === 201 ? 200 : paid.status, shipmentId };
}

const guideOf = async (session: Session, shipmentId: string) =>
  (await call('GET', `/shipments/status/guide/${shipmentId}`, session.token)).body?.data?.number_guide as
    string | undefined;

/**
 * Memory (MB) of every process with a pid file in the profile's run directory, and PostgreSQL's: the
 * proportional set size (PSS), which shares a shared page among the processes mapping it — resident
 * size would count PostgreSQL's shared buffers once per backend that touched them.
 */
function memoryMb(): Record<string, number> {
  const runDir = join(process.env.ENVIOS_DATA_DIR ?? '.local/test', 'run');
  const rss = (pid: string) => {
    try {
      const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      return m ? Number(m[1]) / 1024 : undefined;
    } catch {
      return undefined;
    }
  };
  const out: Record<string, number> = {};
  for (const file of readdirSync(runDir).filter((f) => f.endsWith('.pid'))) {
    const mb = rss(readFileSync(join(runDir, file), 'utf8').trim());
    if (mb !== undefined) out[file.replace(/^app-/, '').replace(/\.pid$/, '')] = mb;
  }
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') postgres += rss(pid) ?? 0;
    } catch {
      /* gone */
    }
  }
  out.postgres = postgres;
  return out;
}

/** The largest value of each backlog figure over every service's /metrics, and each one's V8 heap in use (MB). */
async function backlog(): Promise<{
  lag: number;
  queueWaiting: number;
  queueAgeS: number;
  outboxAgeS: number;
  heapMb: Record<string, number>;
}> {
  const out = { lag: 0, queueWaiting: 0, queueAgeS: 0, outboxAgeS: 0, heapMb: {} as Record<string, number> };
  await Promise.all(
    SERVICES.map(async (service) => {
      const res = await request(`${appUrl(service)}/metrics`, { dispatcher: client }).catch(() => undefined);
      if (!res || res.statusCode !== 200) return void (await res?.body.text());
      for (const line of (await res.body.text()).split('\n')) {
        const m = /^([a-z_]+)(\{[^}]*\})? ([0-9.e+-]+)$/.exec(line);
        if (!m) continue;
        const [, name, labels = '', raw] = m;
        const value = Number(raw);
        if (name === 'kafka_consumer_lag') out.lag = Math.max(out.lag, value);
        if (name === 'bullmq_queue_jobs' && /state="waiting"/.test(labels))
          out.queueWaiting = Math.max(out.queueWaiting, value);
        if (name === 'bullmq_oldest_job_age_seconds') out.queueAgeS = Math.max(out.queueAgeS, value);
        if (name === 'outbox_oldest_pending_seconds') out.outboxAgeS = Math.max(out.outboxAgeS, value);
        if (name === 'nodejs_heap_size_used_bytes') out.heapMb[service] = value / 2 ** 20;
      }
    }),
  );
  return out;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10
    : 0;

async function main() {
  console.log(`calibration: ${calibrationMs()} ms`);
  // Ten customers with money in their wallets, and guides to look up.
  const staff = await demoSession('superadmin');
  const customers: Session[] = [];
  for (let i = 0; i < 10; i++) {
    const u = await createUser({ rol: 'client' });
    const s = await signIn(u.email, u.password);
    const credit = await api('POST', '/prepaid/createPrepaid', {
      token: staff.token,
      body: { userId: s.id, cantidadAbonar: 50_000 },
    });
    if (credit.status !== 201) throw new Error(`credit: ${credit.status}`);
    customers.push(s);
  }
  const seeded = await Promise.all(customers.flatMap((c) => [pay(c), pay(c)]));
  const guides: string[] = [];
  for (const [i, p] of seeded.entries()) {
    const owner = customers[Math.floor(i / 2)];
    guides.push(
      await eventually(() => guideOf(owner, p.shipmentId!), { timeoutMs: 60_000, what: 'a seed label' }),
    );
  }
  const period = `startDate=2026-01-01&endDate=2026-12-31`;

  const latencies: Record<Kind, number[]> = { tracking: [], quote: [], list: [], payment: [], report: [] };
  const failures: Record<Kind, Record<string, number>> = {
    tracking: {},
    quote: {},
    list: {},
    payment: {},
    report: {},
  };
  const paid: { owner: Session; shipmentId: string }[] = [];
  const samples: {
    at: number;
    memory: Record<string, number>;
    backlog: Awaited<ReturnType<typeof backlog>>;
  }[] = [];
  // Each kind takes the customers in turn (one counter for all would give every payment, which
  // comes at a fixed place in the schedule, to the same customer).
  const turn = Object.fromEntries(Object.keys(MIX).map((k) => [k, 0])) as Record<Kind, number>;
  let i = 0;
  const send = async (kind: Kind, measured: boolean) => {
    const who = customers[turn[kind]++ % customers.length];
    i++;
    const started = performance.now();
    let status = 0;
    try {
      if (kind === 'tracking')
        status = (await call('POST', '/tracking', undefined, { guide_number: guides[i % guides.length] }))
          .status;
      else if (kind === 'quote') status = (await call('POST', '/quoting', who.token, quoteBody)).status;
      else if (kind === 'list')
        status = (await call('GET', `/shipments/all/${who.id}?limit=10&page=1`, who.token)).status;
      else if (kind === 'report')
        status = (await call('GET', `/reports/shipments-report?${period}`, who.token)).status;
      else {
        const r = await pay(who);
        status = r.status;
        if (r.shipmentId && r.status === 200) paid.push({ owner: who, shipmentId: r.shipmentId });
      }
    } catch {
      status = 0; // no answer at all
    }
    if (!measured) return;
    latencies[kind].push(performance.now() - started);
    if (status < 200 || status >= 300) failures[kind][status] = (failures[kind][status] ?? 0) + 1;
  };

  const warmupEnds = Date.now() + WARMUP * 60_000;
  const ends = warmupEnds + MINUTES * 60_000;
  const inFlight = new Set<Promise<void>>();
  const kinds = Object.keys(MIX) as Kind[];
  const credit = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<Kind, number>;
  const sampler = setInterval(() => {
    if (Date.now() < warmupEnds) return;
    void backlog().then((b) => samples.push({ at: Date.now(), memory: memoryMb(), backlog: b }));
  }, SAMPLE_S * 1000);
  console.log(
    `soak: ${RATE} req/s for ${MINUTES} min after ${WARMUP} min of warm-up (${Object.entries(MIX)
      .map(([k, v]) => `${k} ${v * 100} %`)
      .join(', ')})`,
  );
  // Each tick (every 50 ms) adds each kind's share of the rate, and sends what has come due.
  const tickMs = 50;
  for (let next = Date.now(); Date.now() < ends; next += tickMs) {
    const measured = Date.now() >= warmupEnds;
    for (const kind of kinds) {
      credit[kind] += (RATE * MIX[kind] * tickMs) / 1000;
      while (credit[kind] >= 1) {
        credit[kind] -= 1;
        const p = send(kind, measured).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
    }
    const wait = next + tickMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await Promise.all(inFlight);
  clearInterval(sampler);

  // Every payment's label, then the backlog once the load has stopped.
  const labelsStarted = Date.now();
  let missing = paid.length;
  for (let tries = 0; tries < 60 && missing > 0; tries++) {
    const made = await Promise.all(paid.map((p) => guideOf(p.owner, p.shipmentId)));
    missing = made.filter((g) => !g).length;
    if (missing) await new Promise((r) => setTimeout(r, 2000));
  }
  const settled = await backlog();

  console.log('\nroute        requests  errors  p50 ms  p95 ms  p99 ms');
  let errors = 0;
  for (const kind of kinds) {
    const sorted = [...latencies[kind]].sort((a, b) => a - b);
    const failed = Object.values(failures[kind]).reduce((a, b) => a + b, 0);
    errors += failed;
    console.log(
      `${kind.padEnd(12)} ${String(sorted.length).padStart(8)}  ${String(failed).padStart(6)}  ${String(
        percentile(sorted, 0.5),
      ).padStart(6)}  ${String(percentile(sorted, 0.95)).padStart(6)}  ${String(
        percentile(sorted, 0.99),
      ).padStart(6)}${failed ? `  ${JSON.stringify(failures[kind])}` : ''}`,
    );
  }
  console.log(
    `\nlabels: ${paid.length - missing}/${paid.length} made (checked ${Math.round((Date.now() - labelsStarted) / 1000)} s after the load)`,
  );

  // Memory: the mean of the first and of the last third of the samples, per process; for the
  // services also the floor of their V8 heap in each third (what survives collection: a leak raises
  // it, garbage not yet collected does not).
  const third = Math.max(1, Math.floor(samples.length / 3));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const pct = (first: number, last: number) => (first ? ((last - first) / first) * 100 : 0);
  const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} %`;
  let grew = 0;
  console.log('\nprocess          first third MB  last third MB   change  heap floor MB (services)');
  for (const name of Object.keys(samples[0]?.memory ?? {}).sort()) {
    const first = mean(samples.slice(0, third).map((s) => s.memory[name] ?? 0));
    const last = mean(samples.slice(-third).map((s) => s.memory[name] ?? 0));
    const change = pct(first, last);
    const floor = (part: typeof samples) => Math.min(...part.map((s) => s.backlog.heapMb[name] ?? Infinity));
    const heapFirst = floor(samples.slice(0, third));
    const heapLast = floor(samples.slice(-third));
    const heapChange = Number.isFinite(heapFirst) ? pct(heapFirst, heapLast) : undefined;
    // A service is judged on its heap floor. Shown, not judged: the provider sandboxes, test doubles
    // that keep what they are told (every guide, every order) on purpose, and Redis, whose memory is
    // its data — the finished jobs BullMQ keeps (up to 10,000 a queue, an hour) and the schedule of
    // every guide tracked — which grows with the work until those limits.
    const shownOnly = name.endsWith('-sandbox') || name === 'redis';
    const judged = heapChange ?? (shownOnly ? 0 : change);
    if (judged > 10) grew++;
    console.log(
      `${name.padEnd(16)} ${first.toFixed(0).padStart(14)}  ${last.toFixed(0).padStart(13)}  ${signed(change).padStart(7)}` +
        (heapChange === undefined
          ? ''
          : `  ${heapFirst.toFixed(0)} → ${heapLast.toFixed(0)} (${signed(heapChange)})`),
    );
  }
  const worst = (f: (s: (typeof samples)[number]) => number) => Math.max(0, ...samples.map(f));
  console.log(
    `\nduring the run (max): consumer lag ${worst((s) => s.backlog.lag)}, queue waiting ${worst(
      (s) => s.backlog.queueWaiting,
    )}, oldest job ${worst((s) => s.backlog.queueAgeS).toFixed(1)} s, oldest outbox event ${worst(
      (s) => s.backlog.outboxAgeS,
    ).toFixed(1)} s`,
  );
  console.log(
    `after the run: consumer lag ${settled.lag}, queue waiting ${settled.queueWaiting}, oldest job ${settled.queueAgeS.toFixed(
      1,
    )} s, oldest outbox event ${settled.outboxAgeS.toFixed(1)} s`,
  );
  const ok = errors === 0 && missing === 0 && grew === 0 && settled.lag < 100 && settled.outboxAgeS < 30;
  console.log(`\nsoak: ${ok ? 'PASSED' : 'FAILED'}`);
  await client.close();
  process.exit(ok ? 0 : 1);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
