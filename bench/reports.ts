/**
 * Reports at volume, through the BFF:
 *  1. every report route (the seven charts of GET /api/v1/reports/* and POST /reports/general) at
 *     20 concurrent with --shipments shipments (default 1,000,000) in the read models, for a user,
 *     a client account and staff (everyone's figures), over the month so far and over the last 12
 *     months — target p95 ≤ 50 ms each;
 *  2. a rebuild (services/reports cli/rebuild.js) of --rebuild shipments' events (default 20,000,
 *     about five events each) on topics and a database of its own: events per second.
 *
 *   bash bench/run.sh reports [--shipments 1000000] [--owners 10000] [--seconds 8] [--rebuild 20000]
 *
 * The volume is written straight into the reports database, once (a later run finds it): rows made
 * by folding each shipment's events with the service's own code (row-events.ts) and the aggregate
 * documents its own `contribution`/`delta` make of them, spread over the last 365 days, 6 carriers,
 * 3 types and 300 destinations. The bench client and its 20 users are real accounts; the client's
 * account holds 20 × --per-user shipments (default 500).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { MongoClient, ObjectId, type AnyBulkWriteOperation, type Db, type Document } from 'mongodb';
import {
  GuideGenerated,
  Headers,
  ShipmentCreated,
  ShipmentDelivered,
  ShipmentPaid,
  TrackingStatusChanged,
  type EventContract,
} from '@envios/contracts';
import { addCalendarDays, CARRIER_CODES, toMexicoCityDate, type CarrierCode } from '@envios/domain';
import { createEvent, envelopeOf } from '@envios/platform';
import {
  api,
  appEnv,
  createPrefixedTopics,
  createUser,
  demoSession,
  produceRaw,
  REPO_ROOT,
  signIn,
  type FreshUser,
  type Session,
} from '@envios/testing';
import {
  addIncs,
  aggregateDocument,
  aggregateEpochKey,
  rowKeys,
  type Incs,
} from '../services/reports/src/model/aggregate-docs';
import { contribution, delta } from '../services/reports/src/model/contribution';
import { emptyRow, type ReportRow } from '../services/reports/src/model/report-row';
import { foldRowEvent, type RowEvent } from '../services/reports/src/model/row-events';
import { arg, calibrationMs, runLoad } from './lib/load';

const TOTAL = Number(arg('shipments', '1000000'));
const OWNERS = Number(arg('owners', '10000'));
const PER_USER = Number(arg('per-user', '500'));
const SECONDS = Number(arg('seconds', '8'));
const REBUILD = Number(arg('rebuild', '20000'));
/** --routes general,top-destination: only these (all by default); --rebuild 0 skips the rebuild. */
const ONLY = arg('routes', '').split(',').filter(Boolean);
const BENCH_USERS = 20;
const INSERT_BATCH = 1_000;

// ---- a deterministic business ----------------------------------------------------------------------
// mulberry32: successive draws independent enough that a day's shipments spread over its hours (a
// plain LCG put each day's in one hour).
let seed = 20261125;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
const STATES = ['AGS', 'BC', 'BCS', 'CAMP', 'CHIS', 'CHIH', 'CDMX', 'COAH', 'COL', 'DGO', 'GTO', 'GRO'];
const STATES_2 = ['HGO', 'JAL', 'MEX', 'MICH', 'MOR', 'NAY', 'NL', 'OAX', 'PUE', 'QRO', 'QROO', 'SLP'];
const STATES_3 = ['SIN', 'SON', 'TAB', 'TAMS', 'TLAX', 'VER', 'YUC', 'ZAC'];
const ALL_STATES = [...STATES, ...STATES_2, ...STATES_3];
const CITIES = Array.from({ length: 300 }, (_, i) => ({
  city: `Ciudad ${String(i + 1).padStart(3, '0')}`,
  state: ALL_STATES[i % ALL_STATES.length],
}));
const TYPES = ['box', 'box', 'box', 'box', 'box', 'box', 'box', 'document', 'document', 'tarima'] as const;
const today = toMexicoCityDate(new Date());
const first = addCalendarDays(today, -364);

/** One shipment's events as its services publish them, with where its life got to. */
function lifeOf(owner: string, account: string, day: string) {
  const shipmentId = new ObjectId().toHexString();
  const carrier = pick(CARRIER_CODES) as CarrierCode;
  const dest = pick(CITIES);
  const createdAt = new Date(`${day}T${String(8 + Math.floor(random() * 10)).padStart(2, '0')}:00:00-06:00`);
  const transitDays = 1 + Math.floor(random() * 5);
  const events: { contract: EventContract; data: Record<string, unknown>; occurredAt: Date }[] = [
    {
      contract: ShipmentCreated,
      occurredAt: createdAt,
      data: {
        shipmentId,
        owner,
        account,
        carrier,
        service: 'TERRESTRE',
        serviceName: `${carrier} Terrestre`,
        shipmentType: pick(TYPES),
        totalCentavos: 9_000 + Math.floor(random() * 31_000),
        origin: { postalCode: '06700', city: 'Ciudad de México', stateShort: 'CDMX' },
        destination: { postalCode: '64000', city: dest.city, stateShort: dest.state },
        duplicateOf: null,
        transitDays,
        createdAt: createdAt.toISOString(),
      },
    },
  ];
  const stage = random();
  if (stage < 0.1) return { shipmentId, events };
  const paidAt = new Date(createdAt.getTime() + 10 * 60_000);
  events.push({
    contract: ShipmentPaid,
    occurredAt: paidAt,
    data: {
      shipmentId,
      owner,
      amountCentavos: events[0].data.totalCentavos,
      method: 'wallet',
      paymentId: `pay-${shipmentId}`,
      paidAt: paidAt.toISOString(),
    },
  });
  const guide = `BENCH${shipmentId.slice(-12)}`;
  const labelAt = new Date(paidAt.getTime() + 60_000);
  events.push({
    contract: GuideGenerated,
    occurredAt: labelAt,
    data: {
      shipmentId,
      owner,
      account,
      carrier,
      service: 'TERRESTRE',
      numberGuide: guide,
      guide: `./src/public/${shipmentId}.pdf`,
      format: 'pdf-letter',
      source: 'ratecard',
    },
  });
  if (stage < 0.2) return { shipmentId, events };
  const tracking = (version: number, status: string, statusText: string, at: Date) => ({
    contract: TrackingStatusChanged,
    occurredAt: at,
    data: {
      shipmentId,
      owner,
      account,
      carrier,
      numberGuide: guide,
      version,
      status,
      statusText,
      lastEventAt: at.toISOString(),
      lastEventDescription: statusText,
      events: version,
    },
  });
  const moving = new Date(labelAt.getTime() + 86_400_000);
  events.push(tracking(1, 'in_transit', 'Envío en tránsito', moving));
  if (stage >= 0.35) {
    const deliveredAt = new Date(labelAt.getTime() + (1 + Math.floor(random() * 7)) * 86_400_000);
    events.push(tracking(2, 'delivered', 'Entregado', deliveredAt));
    events.push({
      contract: ShipmentDelivered,
      occurredAt: deliveredAt,
      data: {
        shipmentId,
        owner,
        account,
        carrier,
        numberGuide: guide,
        deliveredAt: deliveredAt.toISOString(),
      },
    });
  }
  return { shipmentId, events };
}

/** The row the service would hold after these events. */
function rowOf(shipmentId: string, events: ReturnType<typeof lifeOf>['events']): ReportRow {
  let row = emptyRow(shipmentId);
  for (const e of events) {
    const entry = createEvent(e.contract, shipmentId, e.data as never, e.occurredAt);
    row = foldRowEvent(
      row,
      { type: e.contract.type, data: entry.data, occurredAt: e.occurredAt.toISOString() } as RowEvent,
      entry.id,
    );
  }
  return row;
}

// ---- the volume --------------------------------------------------------------------------------------
interface Account {
  id: string;
  owners: { id: string; shipments: number }[];
}

async function insertMany(db: Db, name: string, docs: Document[]) {
  for (let i = 0; i < docs.length; i += INSERT_BATCH)
    await db.collection(name).insertMany(docs.slice(i, i + INSERT_BATCH), { ordered: false });
}

/** Loads one account's shipments: rows, its users' and its own aggregates; everyone's into `all`. */
async function loadAccount(db: Db, gen: number, account: Account, all: { months: Incs; dests: Incs }) {
  const rows: Document[] = [];
  const own = { months: new Map() as Incs, dests: new Map() as Incs };
  for (const owner of account.owners) {
    for (let i = 0; i < owner.shipments; i++) {
      const day = addCalendarDays(first, Math.floor(random() * 365));
      const { shipmentId, events } = lifeOf(owner.id, account.id, day);
      const row = rowOf(shipmentId, events);
      rows.push(row);
      const d = delta(null, contribution(row));
      for (const [from, into] of [
        [d.months, own.months],
        [d.dests, own.dests],
      ] as const)
        for (const [id, inc] of from) {
          // Everyone's documents are few and shared by every account: gathered to the end.
          if (id.startsWith('all|'))
            addIncs(from === d.months ? all.months : all.dests, new Map([[id, inc]]));
          else addIncs(into, new Map([[id, inc]]));
        }
    }
  }
  await Promise.all([
    insertMany(db, `report_shipments_g${gen}`, rows),
    insertMany(
      db,
      `report_months_g${gen}`,
      [...own.months].map(([id, inc]) => aggregateDocument(id, inc) as Document),
    ),
    insertMany(
      db,
      `report_dests_g${gen}`,
      [...own.dests].map(([id, inc]) => aggregateDocument(id, inc) as Document),
    ),
  ]);
  return rows.length;
}

/** Adds everyone's documents, which other tests' shipments may have started already. */
async function addAll(db: Db, gen: number, all: { months: Incs; dests: Incs }) {
  for (const [name, incs] of [
    [`report_months_g${gen}`, all.months],
    [`report_dests_g${gen}`, all.dests],
  ] as const) {
    const ops: AnyBulkWriteOperation[] = [...incs].map(([id, inc]) => ({
      updateOne: { filter: { _id: id as never }, update: { $inc: inc }, upsert: true },
    }));
    // Batches of 16 (ARCHITECTURE.md: FerretDB holds a connection per statement of a command).
    for (let i = 0; i < ops.length; i += 16) await db.collection(name).bulkWrite(ops.slice(i, i + 16));
  }
  // The running service may hold everyone's documents of these months: their epochs change.
  const redis = new Redis(appEnv('reports').REDIS_URL);
  const months = new Set([...all.months.keys()].map((id) => id.split('|')[1].slice(1, 8)));
  for (const month of months) {
    await redis.set(aggregateEpochKey(db.databaseName, gen, 'all', month), `bench-${Date.now()}`);
    // Rows written here are in no log of changes: a value that is no log's position has them read whole.
    await redis.set(rowKeys(db.databaseName, gen, 'all', month).epoch, `bench-${Date.now()}`);
  }
  await redis.quit();
}

interface BenchAccounts {
  client: FreshUser;
  users: FreshUser[];
}

/**
 * The volume and the bench accounts, made once: a later run finds them (their sign-in is kept with
 * the volume's marker in the reports database).
 */
async function loadVolume(): Promise<BenchAccounts> {
  const mongo = await MongoClient.connect(appEnv('reports').MONGO_URL);
  try {
    const db = mongo.db();
    const meta = await db.collection('report_meta').findOne({ _id: 'generations' as never });
    const gen = (meta?.current as number | undefined) ?? 1;
    const marker = db.collection<{ _id: string; loaded: number; gen: number } & BenchAccounts>(
      'bench_volume',
    );
    const found = await marker.findOne({ _id: 'reports' });
    if (found && found.loaded >= TOTAL && found.gen === gen) {
      console.log(`volume: ${found.loaded} shipments already in generation ${gen}`);
      return { client: found.client, users: found.users };
    }
    if (found) throw new Error('a partial bench volume is in the reports database: reset the stack first');
    const accounts: BenchAccounts = { client: await createUser({ rol: 'client' }), users: [] };
    for (let i = 0; i < BENCH_USERS; i++) accounts.users.push(await createUser());
    const started = Date.now();
    const all = { months: new Map() as Incs, dests: new Map() as Incs };
    // The bench client's account: its 20 users.
    let loaded = await loadAccount(
      db,
      gen,
      { id: accounts.client.id, owners: accounts.users.map((u) => ({ id: u.id, shipments: PER_USER })) },
      all,
    );
    // The rest: 10 owners to an account.
    const perOwner = Math.ceil((TOTAL - loaded) / OWNERS);
    for (let a = 0; loaded < TOTAL; a++) {
      const accountId = new ObjectId().toHexString();
      const owners = Array.from({ length: 10 }, (_, i) => ({
        id: i === 0 ? accountId : new ObjectId().toHexString(),
        shipments: Math.max(0, Math.min(perOwner, TOTAL - loaded - i * perOwner)),
      })).filter((o) => o.shipments > 0);
      loaded += await loadAccount(db, gen, { id: accountId, owners }, all);
      if (a % 20 === 0) {
        const rate = Math.round(loaded / ((Date.now() - started) / 1000));
        console.log(`  loaded ${loaded}/${TOTAL} shipments (${rate} a second with their aggregates)`);
      }
    }
    await addAll(db, gen, all);
    await marker.insertOne({ _id: 'reports', loaded, gen, ...accounts });
    console.log(`volume: ${loaded} shipments loaded in ${Math.round((Date.now() - started) / 1000)} s`);
    return accounts;
  } finally {
    await mongo.close();
  }
}

// ---- the load ------------------------------------------------------------------------------------
const ROUTES = [
  'shipments-report',
  'total-by-carrier',
  'shipments-by-type',
  'shipments-city',
  'top-destination',
  'prepaids-per-month',
  'eficiencia-per-shipment',
];

/** Routes role user (Operativo) may not call: amounts (top-ups), and the Reportes screen's. */
const NOT_FOR_OPERATIVO = ['prepaids-per-month', 'general'];

async function measure(who: string, session: Session, from: string, operativo = false) {
  const out: Record<string, unknown>[] = [];
  for (const route of [...ROUTES, 'general'].filter(
    (r) => (!ONLY.length || ONLY.includes(r)) && !(operativo && NOT_FOR_OPERATIVO.includes(r)),
  )) {
    const call = () =>
      route === 'general'
        ? api('POST', '/reports/general', {
            token: session.token,
            body: { startDate: from, endDate: today },
          })
        : api('GET', `/reports/${route}?fromDate=${from}&toDate=${today}`, { token: session.token });
    const check = await call();
    if (check.status !== 200)
      throw new Error(`${route} for ${who}: ${check.status} ${JSON.stringify(check.body)}`);
    const r = await runLoad(
      { concurrency: 20, durationMs: SECONDS * 1000, warmupMs: 1000 },
      async () => (await call()).status,
    );
    out.push({
      who,
      period: from === `${today.slice(0, 8)}01` ? 'month so far' : '12 months',
      route,
      perSecond: r.perSecond,
      ...r.latencyMs,
      statuses: JSON.stringify(r.statuses),
      rows: route === 'general' ? (check.body as { data: unknown[] }).data.length : '',
    });
    console.log(JSON.stringify(out.at(-1)));
  }
  return out;
}

// ---- the rebuild ---------------------------------------------------------------------------------
async function rebuild(n: number) {
  const prefix = `bench${Date.now().toString(36)}.`;
  await createPrefixedTopics(prefix);
  const owners = Array.from({ length: 200 }, () => new ObjectId().toHexString());
  const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
  for (let i = 0; i < n; i++) {
    const owner = owners[i % owners.length];
    const { shipmentId, events } = lifeOf(owner, owner, addCalendarDays(first, Math.floor(random() * 365)));
    for (const e of events) {
      const entry = createEvent(e.contract, shipmentId, e.data as never, e.occurredAt);
      const list = byTopic.get(e.contract.topic) ?? [];
      list.push({
        key: shipmentId,
        value: JSON.stringify(envelopeOf(entry)),
        headers: { [Headers.eventType]: entry.type },
      });
      byTopic.set(e.contract.topic, list);
    }
  }
  let events = 0;
  for (const [topic, messages] of byTopic) {
    events += messages.length;
    for (let i = 0; i < messages.length; i += 2_000)
      await produceRaw(prefix + topic, messages.slice(i, i + 2_000));
  }
  const env = appEnv('reports');
  const database = `envios_bench_rebuild_${prefix.slice(5, -1)}`;
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'services/reports/dist/cli/rebuild.js')], {
      cwd: join(REPO_ROOT, 'services/reports'),
      env: {
        ...env,
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'warn',
        MONGO_URL: `mongodb://${new URL(env.MONGO_URL).host}/${database}`,
        KAFKA_TOPIC_PREFIX: prefix,
        KAFKA_GROUP_ID: `bench-${prefix}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`rebuild exited ${code}`))));
  });
  const mongo = await MongoClient.connect(env.MONGO_URL);
  await mongo.db(database).dropDatabase();
  await mongo.close();
  return { shipments: n, published: events, ...JSON.parse(output.trim().split('\n').pop()!) };
}

async function main() {
  console.log(`calibration before: ${calibrationMs()} ms`);
  const accounts = await loadVolume();
  const superadmin = await demoSession('superadmin');
  const client = await signIn(accounts.client.email, accounts.client.password);
  const user = await signIn(accounts.users[0].email, accounts.users[0].password);
  const results: Record<string, unknown>[] = [];
  for (const from of [`${today.slice(0, 8)}01`, first]) {
    results.push(...(await measure(`user (${PER_USER} shipments a year)`, user, from, true)));
    results.push(...(await measure(`client (${BENCH_USERS * PER_USER} a year)`, client, from)));
    results.push(...(await measure(`superadmin (everyone's ${TOTAL})`, superadmin, from)));
  }
  console.table(results);
  if (REBUILD > 0) console.log('rebuild:', JSON.stringify(await rebuild(REBUILD)));
  console.log(`calibration after: ${calibrationMs()} ms`);
  process.exit(0);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
