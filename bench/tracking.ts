/**
 * Tracking at volume:
 *  1. the public lookup (POST /api/v1/tracking) through the BFF at --concurrency (50) for --seconds
 *     (20), over --guides (2,000) followed guides of ~9 events each, beside a bare node:http server
 *     (its own process) answering a fixed JSON of the same size, in the same run — target: at least
 *     half of its req/s;
 *  2. refreshing --active (10,000) active guides against the carrier network simulator: a tracking
 *     process of its own (production poll intervals, --rate requests a second per carrier, 70 by
 *     default: within the simulator's 100 even at the limiter's 1.25 worst case), once every guide
 *     has been asked about, a staff refresh
 *     (the route behind GET /tracking/all) makes them all due; the time until every one has been
 *     asked about again — target ≤ 60 s.
 *
 *   bash bench/run.sh tracking [--concurrency 50] [--seconds 20] [--guides 2000] [--active 10000] [--rate 70]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Queue } from 'bullmq';
import { MongoClient } from 'mongodb';
import { Agent, request } from 'undici';
import { TrackingRoutes } from '@envios/contracts';
import { CARRIER_CODES } from '@envios/domain';
import { appEnv, appUrl, callRoute, freePort, TrackingRig } from '@envios/testing';
import { arg, calibrationMs, runLoad, type LoadResult } from './lib/load';

const client = new Agent({ connections: 64, keepAliveTimeout: 30_000 });

const EVENTS = [
  ['GC', 'Guía creada', null],
  ['RC', 'Recolectado', 'Ciudad de México'],
  ['ET', 'En tránsito: Querétaro', 'Querétaro'],
  ['ET', 'En tránsito: León', 'León'],
  ['ET', 'En tránsito: Guadalajara', 'Guadalajara'],
  ['ET', 'En tránsito: Monterrey', 'Monterrey'],
  ['ER', 'En reparto', 'Monterrey'],
  ['IN', 'Incidencia: destinatario ausente', 'Monterrey'],
  ['ER', 'En reparto', 'Monterrey'],
] as const;

/** --guides followed guides in the stack's tracking database, delivered (no poller asks about them). */
async function seedLookups(count: number): Promise<string[]> {
  const mongo = await MongoClient.connect(appEnv('tracking').MONGO_URL);
  try {
    const guides = mongo.db().collection<any>('tracked_guides');
    await guides.deleteMany({ owner: 'bench-lookup' });
    const start = Date.parse('2026-11-20T14:00:00Z');
    const docs = Array.from({ length: count }, (_, i) => ({
      _id: `BENCH${String(i).padStart(8, '0')}`,
      shipmentId: `bench${String(i).padStart(19, '0')}`,
      owner: 'bench-lookup',
      account: 'bench-lookup',
      carrier: 'ESTAFETA',
      serviceName: 'Terrestre',
      source: 'ratecard',
      trackingSource: 'estafeta',
      active: false,
      stopReason: 'delivered',
      status: 'delivered',
      statusText: 'Entregado',
      notFound: false,
      events: [...EVENTS, ['EN', 'Entregado', 'Monterrey']].map(([code, description, location], n) => ({
        date: new Date(start + n * 3 * 3600_000).toISOString().replace('.000Z', '-06:00'),
        code,
        description,
        location,
      })),
      version: 10,
      lastEventAt: new Date(start + 27 * 3600_000),
      lastChangeAt: new Date(start + 27 * 3600_000),
      pollFailures: 0,
      lastPollError: null,
      generatedAt: new Date(start),
      deliveredAt: new Date(start + 27 * 3600_000),
    }));
    for (let i = 0; i < docs.length; i += 1000) await guides.insertMany(docs.slice(i, i + 1000));
    return docs.map((d) => d._id);
  } finally {
    await mongo.close();
  }
}

/** A bare node:http server in its own process answering every request with `body`. */
async function bareServer(body: string) {
  const port = await freePort();
  const script = `
    const body = Buffer.from(process.env.BODY);
    require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
        res.end(body);
      });
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data');
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

async function lookupLoad(url: string, guides: string[], concurrency: number, seconds: number) {
  const bodies = guides.map((g) => JSON.stringify({ guide_number: g }));
  return runLoad({ concurrency, durationMs: seconds * 1000, warmupMs: 3000 }, async (worker, i) => {
    const r = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodies[(worker * 7919 + i) % bodies.length],
      dispatcher: client,
    });
    await r.body.text();
    return r.statusCode;
  });
}

async function refreshBench(active: number, rate: number) {
  const rig = await new TrackingRig(
    { NETWORK_RATE_LIMIT: '100' },
    {
      TRACKING_RATE_LIMITS: CARRIER_CODES.map((c) => `${c}=${rate}`).join(','),
      TRACKING_POLL_SCALE: '1',
      TRACKING_POLL_CONCURRENCY: '16',
      LOG_LEVEL: 'warn',
    },
    12,
  ).start();
  const queues = CARRIER_CODES.map(
    (c) => new Queue(`tracking-poll-${c.toLowerCase()}`, { connection: rig.redis, prefix: 'envios' }),
  );
  try {
    const started = Date.now();
    // Guides up to half a story apart (at the simulator's speed a story takes about an hour): some
    // waiting for the pickup, most on the way; few are delivered before the refresh.
    const guides = await rig.seed(CARRIER_CODES, Math.ceil(active / CARRIER_CODES.length), 30, {
      spread: true,
    });
    const seeded = (Date.now() - started) / 1000;
    const quiet = async () => {
      for (const c of CARRIER_CODES)
        if ((await rig.redis.zcount(`envios:tracking:due:${c}`, '-inf', Date.now())) > 0) return false;
      for (const q of queues) if ((await q.getWaitingCount()) + (await q.getActiveCount()) > 0) return false;
      return true;
    };
    const firstStarted = Date.now();
    while (!(await quiet())) await new Promise((r) => setTimeout(r, 500));
    const first = (Date.now() - firstStarted) / 1000;

    let scheduled = 0;
    for (const c of CARRIER_CODES) scheduled += await rig.redis.zcard(`envios:tracking:due:${c}`);
    await rig.network('stats/reset', {});
    const refreshAt = Date.now();
    const refresh = await callRoute(
      rig.tracking.url,
      TrackingRoutes.refresh,
      {},
      { id: 'bench-staff', role: 'superadmin', email: 'bench@envios.mx' },
    );
    let asked = 0;
    const deadline = refreshAt + 300_000;
    while (asked < scheduled && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      const stats = await rig.network('stats');
      asked = CARRIER_CODES.reduce(
        (sum, c) => sum + stats.requestsByCarrier[c] - stats.rejectedByCarrier[c],
        0,
      );
    }
    const refreshed = (Date.now() - refreshAt) / 1000;
    const stats = await rig.network('stats');
    return {
      guides: guides.length,
      scheduledAtRefresh: scheduled,
      refreshAnswer: refresh.body,
      seedSeconds: Math.round(seeded * 10) / 10,
      firstPollOfEverySeconds: Math.round(first * 10) / 10,
      refreshSeconds: Math.round(refreshed * 10) / 10,
      askedAfterRefresh: asked,
      perSecond: Math.round(asked / refreshed),
      maxPerSecondByCarrier: stats.maxPerSecondByCarrier,
      rejectedByCarrier: stats.rejectedByCarrier,
    };
  } finally {
    await Promise.all(queues.map((q) => q.close()));
    await rig.stop();
  }
}

async function main() {
  const concurrency = Number(arg('concurrency', '50'));
  const seconds = Number(arg('seconds', '20'));
  const lookups = Number(arg('guides', '2000'));
  const active = Number(arg('active', '10000'));
  const rate = Number(arg('rate', '70'));

  console.log(`calibration before: ${await calibrationMs()} ms of fixed CPU work`);
  const guides = await seedLookups(lookups);
  const url = `${appUrl('bff')}/api/v1/tracking`;
  const sample = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guide_number: guides[0] }),
    dispatcher: client,
  });
  const body = await sample.body.text();
  if (sample.statusCode !== 200) throw new Error(`lookup answered ${sample.statusCode}: ${body}`);
  const bare = await bareServer(body);
  let portal: LoadResult;
  let reference: LoadResult;
  try {
    portal = await lookupLoad(url, guides, concurrency, seconds);
    reference = await lookupLoad(bare.url, guides, concurrency, seconds);
  } finally {
    bare.stop();
  }
  console.log(
    `\nPOST /api/v1/tracking through the BFF, ${concurrency} concurrent, ${seconds} s, ${lookups} guides, ${body.length}-byte answers:`,
  );
  console.log(JSON.stringify(portal));
  console.log(`bare node:http, same body size, same load:`);
  console.log(JSON.stringify(reference));
  console.log(
    `portal / bare: ${Math.round((portal.perSecond / reference.perSecond) * 100)} % of the req/s (target ≥ 50 %)`,
  );

  console.log(
    `\nRefreshing ${active} active guides (own tracking process and carrier simulator, ${rate}/s per carrier):`,
  );
  console.log(JSON.stringify(await refreshBench(active, rate), null, 2));
  console.log(`\ncalibration after: ${await calibrationMs()} ms of fixed CPU work`);
  await client.close();
  process.exit(0);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
