/**
 * The local MongoDB-compatible server at volume: FerretDB 1.24 on PostgreSQL and on SQLite, each
 * started here on a port of its own (the same binary and backend settings as deploy/local), loaded
 * with shipment-like documents (~1.5 KB) up to each volume in turn, skewed so that a few owners
 * hold tens of thousands. At each volume, the list shapes the services use run at 1 and at 20
 * concurrent: p50/p95, and what FerretDB pushed down (explain) and whether PostgreSQL used an index.
 *
 *   bash bench/run.sh datastore [--backends postgresql,sqlite] [--volumes 10000,100000,1000000]
 *        [--sqlite-volumes 10000,100000] [--seconds 6] [--max-requests 300] [--probe-limit 10]
 *        [--load-minutes 15]
 *
 * A shape whose single probe query takes longer than --probe-limit seconds is measured by that one
 * query at concurrency 1 and not at 20. SQLite, which reads every document of a collection for
 * every query, stops at --sqlite-volumes; its 1,000,000 figures are extrapolated (linear in the
 * documents stored, as measured) and marked so. A volume whose load would take longer than
 * --load-minutes, at the rate measured so far, is not loaded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Long, MongoClient, ObjectId, type Collection, type Db, type Document } from 'mongodb';
import { connectPostgres, ensurePushdownIndexes } from '../libs/platform/src/datastore/pushdown-indexes';
import { freePort } from '../libs/testing/src/ports';
import { arg, runLoad, type LoadResult } from './lib/load';

const ROOT = join(__dirname, '..');
const DB = 'bench_datastore';
const OWNERS = 10_000;
const HEAVY_OWNERS = 5;
/** Share of all documents each heavy owner holds (5 × 4 % = a fifth of the collection). */
const HEAVY_SHARE = 0.04;
const PAGE = 10;
const BUCKET = 100;

type Backend = 'postgresql' | 'sqlite';

interface ShapeResult {
  shape: string;
  concurrency: number;
  p50?: number;
  p95?: number;
  perSecond?: number;
  requests: number;
  pushdown: string;
  note?: string;
}

interface VolumeResult {
  backend: Backend;
  volume: number;
  loadPerSecond: number;
  storageMb: number;
  indexBuildMs: number;
  shapes: ShapeResult[];
  extrapolatedFrom?: number;
}

// ---- documents ---------------------------------------------------------------------------------

/** Small deterministic PRNG (mulberry32), so every run loads the same documents. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ownerIds = Array.from({ length: OWNERS + HEAVY_OWNERS }, (_, i) =>
  new ObjectId(i.toString(16).padStart(24, '0')).toHexString(),
);
const heavyOwners = ownerIds.slice(0, HEAVY_OWNERS);
const typicalOwners = ownerIds.slice(HEAVY_OWNERS);
const perOwner = new Map<string, number>();

const CITIES = [
  ['Ciudad de México', 'CDMX', '06700', 'Roma Norte'],
  ['Monterrey', 'NL', '64000', 'Centro'],
  ['Guadalajara', 'JAL', '44100', 'Centro'],
  ['Mérida', 'YUC', '97000', 'Centro'],
  ['Tijuana', 'BC', '22000', 'Zona Centro'],
  ['Querétaro', 'QRO', '76000', 'Centro'],
];
const CARRIERS = [
  ['DHL', 'EXPRESS DOMESTIC'],
  ['FEDEX', 'FEDEX_EXPRESS_SAVER'],
  ['ESTAFETA', 'DIA SIGUIENTE'],
  ['PAQUETEXPRESS', 'STD-T'],
  ['REDPACK', 'ECOEXPRESS'],
  ['AMPM', 'TERRESTRE'],
];
const START = Date.UTC(2025, 10, 1);
const YEAR_MS = 365 * 86_400_000;

function direction(rand: () => number, name: string) {
  const [city, state, postal, colony] = CITIES[Math.floor(rand() * CITIES.length)];
  return {
    full_name: `${name} Hernández García`,
    email: `${name.toLowerCase()}@ejemplo.com.mx`,
    phone: `55${Math.floor(rand() * 1e8)
      .toString()
      .padStart(8, '0')}`,
    address: `Avenida Insurgentes Sur, ${Math.floor(rand() * 3000)}, Interior ${Math.floor(rand() * 20)}`,
    number: String(Math.floor(rand() * 3000)),
    intNumber: null,
    reference_of_origin: 'Entre calle Durango y calle Colima, portón negro junto a la farmacia',
    colony,
    postal_code: postal,
    state_short: state,
    state,
    city,
    country_code: 'MX',
  };
}

/** The i-th document of the collection (i counts from 0 across volumes, so created_at only grows). */
function shipment(i: number, total: number, rand: () => number) {
  const r = rand();
  const owner =
    r < HEAVY_OWNERS * HEAVY_SHARE
      ? heavyOwners[Math.floor(r / HEAVY_SHARE)]
      : typicalOwners[Math.floor(rand() * OWNERS)];
  const seq = perOwner.get(owner) ?? 0;
  perOwner.set(owner, seq + 1);
  const [carrier, service] = CARRIERS[Math.floor(rand() * CARRIERS.length)];
  const amount = 9_900 + Math.floor(rand() * 60_000);
  return {
    _id: new ObjectId(),
    owner,
    owner_bucket: `${owner}:${Math.floor(seq / BUCKET)}`,
    created_at: new Date(START + (i / total) * YEAR_MS),
    number_guide: `MX${(700_000_000 + i).toString()}`,
    guide: `guides/${i}.pdf`,
    status: rand() < 0.8,
    shipment_type: ['box', 'document', 'tarima'][Math.floor(rand() * 3)],
    description_of_the_content: 'Ropa, accesorios y artículos de papelería para oficina',
    package_insurance: false,
    insurance_information: {
      package_value: 0,
      responsible_for_the_package: '',
      mail_responsible: '',
      cost: 0,
    },
    parcels: [{ height: 20, width: 30, depth: 40, weight: 3.5 }],
    overweight: 0,
    cost_overweight: 0,
    overweight_paid: false,
    reference: `REF-${i}`,
    customer_info: { email: 'cliente@ejemplo.com.mx', first_names: 'Ana', last_names: 'López' },
    origin_direction: direction(rand, 'Origen'),
    destination_direction: direction(rand, 'Destino'),
    selected_service: {
      carrier,
      carrier_service_name: service,
      total_amount: amount,
      currency: 'MXN',
      total_transit_days: 1 + Math.floor(rand() * 5),
      carrier_logo_url_svg: `/carriers/${carrier.toLowerCase()}.svg`,
    },
    search: `${service} ${carrier} origen destino`.toLowerCase(),
  };
}

// ---- servers -----------------------------------------------------------------------------------

async function startFerret(backend: Backend): Promise<{ url: string; proc: ChildProcess; dir: string }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `bench-ferretdb-${backend}-`));
  if (backend === 'postgresql') {
    const pg = await connectPostgres(`postgres://envios@127.0.0.1:${process.env.PG_PORT}/postgres`);
    await pg.query(`DROP DATABASE IF EXISTS ${DB}`);
    await pg.end();
  }
  const proc = spawn(
    'bash',
    [join(ROOT, 'deploy/local/ferretdb.sh'), 'exec', DB, '-listen', `127.0.0.1:${port}`, '-data', dir],
    {
      env: { ...process.env, MONGO_BACKEND: backend },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  proc.stderr!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  const url = `mongodb://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      const c = await MongoClient.connect(url, { serverSelectionTimeoutMS: 500 });
      await c.db('admin').command({ ping: 1 });
      await c.close();
      return { url, proc, dir };
    } catch {
      if (proc.exitCode !== null) throw new Error(`FerretDB (${backend}) exited: ${log}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`FerretDB (${backend}) did not start: ${log}`);
}

async function storageMb(backend: Backend, dir: string): Promise<number> {
  if (backend === 'sqlite') {
    const bytes = readdirSync(dir)
      .filter((f) => f.startsWith(DB))
      .reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
    return Math.round(bytes / 1e6);
  }
  const pg = await connectPostgres(`postgres://envios@127.0.0.1:${process.env.PG_PORT}/${DB}`);
  const { rows } = await pg.query<{ bytes: string }>(
    `SELECT coalesce(sum(pg_total_relation_size(format('%I.%I', schemaname, tablename))), 0) AS bytes FROM pg_tables WHERE schemaname = $1`,
    [DB],
  );
  await pg.end();
  return Math.round(Number(rows[0].bytes) / 1e6);
}

// ---- the shapes ----------------------------------------------------------------------------------

interface Shape {
  name: string;
  run(c: Collection, pick: () => number): Promise<unknown>;
  explain(db: Db, pick: () => number): Document;
}

const pickOwner = (owners: string[]) => (rand: () => number) => owners[Math.floor(rand() * owners.length)];

function shapes(loaded: number, rand: () => number): Shape[] {
  const heavy = pickOwner(heavyOwners);
  const typical = pickOwner(typicalOwners);
  const sort = { created_at: -1, _id: -1 } as const;
  const page = (owner: (r: () => number) => string, skip: number, label: string): Shape => ({
    name: label,
    run: (c) =>
      c
        .find({ owner: owner(rand) })
        .sort(sort)
        .skip(skip)
        .limit(PAGE)
        .toArray(),
    // FerretDB takes skip only as a 64-bit integer.
    explain: () => ({
      find: 'shipments',
      filter: { owner: owner(rand) },
      sort,
      ...(skip ? { skip: Long.fromNumber(skip) } : {}),
      limit: PAGE,
    }),
  });
  const someI = () => Math.floor(rand() * loaded);
  return [
    page(typical, 0, 'first page, typical owner'),
    page(heavy, 0, 'first page, heavy owner'),
    page(heavy, 50 * PAGE, 'page 51, heavy owner (skip 500)'),
    {
      // What the shipments service will do instead: the page's bucket of 100 (an owner's sequence / 100) as an equality filter.
      name: 'first page via bucket, heavy owner',
      run: (c) => {
        const owner = heavy(rand);
        return c
          .find({ owner_bucket: `${owner}:${Math.floor(((perOwner.get(owner) ?? 1) - 1) / BUCKET)}` })
          .sort(sort)
          .limit(PAGE)
          .toArray();
      },
      explain: () => {
        const owner = heavy(rand);
        return { find: 'shipments', filter: { owner_bucket: `${owner}:0` }, sort, limit: PAGE };
      },
    },
    {
      name: 'count, heavy owner',
      run: (c) => c.countDocuments({ owner: heavy(rand) }),
      // What countDocuments sends.
      explain: () => ({
        aggregate: 'shipments',
        pipeline: [{ $match: { owner: heavy(rand) } }, { $group: { _id: 1, n: { $sum: 1 } } }],
        cursor: {},
      }),
    },
    {
      name: 'by guide number',
      run: (c) => c.findOne({ number_guide: `MX${700_000_000 + someI()}` }),
      explain: () => ({
        find: 'shipments',
        filter: { number_guide: `MX${700_000_000 + someI()}` },
        limit: 1,
      }),
    },
    {
      name: 'by _id',
      run: (c) => c.findOne({ _id: ids[Math.floor(rand() * ids.length)] }),
      explain: () => ({ find: 'shipments', filter: { _id: ids[0] }, limit: 1 }),
    },
    {
      name: 'update by _id',
      run: (c) =>
        c.updateOne(
          { _id: ids[Math.floor(rand() * ids.length)] },
          { $set: { status: true }, $inc: { overweight: 1 } },
        ),
      explain: () => ({ find: 'shipments', filter: { _id: ids[0] }, limit: 1 }),
    },
  ];
}

/** A sample of inserted ids to look up (every 97th, enough spread without keeping a million). */
const ids: ObjectId[] = [];

async function describePushdown(db: Db, shape: Shape, backend: Backend): Promise<string> {
  try {
    const r = await db.command({ explain: shape.explain(db, Math.random) });
    const plan = JSON.stringify(r.queryPlanner ?? {});
    const index = backend === 'postgresql' ? (/"Index Name"/.test(plan) ? ', index' : ', no index') : '';
    return `filter ${r.filterPushdown ? 'yes' : 'no'}, sort ${r.sortPushdown ? 'yes' : 'no'}, limit ${r.limitPushdown ? 'yes' : 'no'}${index}`;
  } catch (err) {
    return `explain failed: ${String(err).slice(0, 60)}`;
  }
}

async function measure(
  db: Db,
  backend: Backend,
  loaded: number,
  seconds: number,
  maxRequests: number,
  probeLimitS: number,
): Promise<ShapeResult[]> {
  const rand = prng(loaded);
  const collection = db.collection('shipments');
  const results: ShapeResult[] = [];
  for (const shape of shapes(loaded, rand)) {
    const pushdown = await describePushdown(db, shape, backend);
    const started = performance.now();
    await shape.run(collection, rand);
    const probeMs = performance.now() - started;
    if (probeMs > probeLimitS * 1000) {
      const ms = Math.round(probeMs);
      results.push({
        shape: shape.name,
        concurrency: 1,
        p50: ms,
        p95: ms,
        requests: 1,
        pushdown,
        note: 'one query',
      });
      results.push({
        shape: shape.name,
        concurrency: 20,
        requests: 0,
        pushdown,
        note: `not run: one query took ${(ms / 1000).toFixed(1)} s`,
      });
      continue;
    }
    for (const concurrency of [1, 20]) {
      const r: LoadResult = await runLoad(
        { concurrency, durationMs: seconds * 1000, maxRequests },
        async () => {
          await shape.run(collection, rand);
          return 200;
        },
      );
      results.push({
        shape: shape.name,
        concurrency,
        p50: r.latencyMs.p50,
        p95: r.latencyMs.p95,
        perSecond: r.perSecond,
        requests: r.requests,
        pushdown,
        ...(r.statuses['0'] ? { note: `${r.statuses['0']} failed` } : {}),
      });
    }
  }
  return results;
}

// ---- the run -------------------------------------------------------------------------------------

async function load(c: Collection, from: number, to: number, total: number): Promise<number> {
  const rand = prng(from + 1);
  const started = performance.now();
  const BATCH = 1000;
  let next = from;
  const writer = async () => {
    while (next < to) {
      const start = next;
      const end = Math.min(to, start + BATCH);
      next = end;
      const docs = Array.from({ length: end - start }, (_, k) => shipment(start + k, total, rand));
      for (let k = 0; k < docs.length; k += 97) ids.push(docs[k]._id);
      await c.insertMany(docs, { ordered: false });
    }
  };
  await Promise.all([writer(), writer()]);
  return Math.round((to - from) / ((performance.now() - started) / 1000));
}

async function runBackend(
  backend: Backend,
  volumes: number[],
  opts: { seconds: number; maxRequests: number; probeLimitS: number; loadMinutes: number },
) {
  const out: VolumeResult[] = [];
  const server = await startFerret(backend);
  const client = await MongoClient.connect(server.url, { maxPoolSize: 40 });
  perOwner.clear();
  ids.length = 0;
  try {
    const db = client.db(DB);
    const c = db.collection('shipments');
    // The indexes a shipments schema would declare, created on the empty collection as mongoose does.
    await c.createIndex({ owner: 1, created_at: -1, _id: -1 });
    await c.createIndex({ owner_bucket: 1, created_at: -1 });
    await c.createIndex({ number_guide: 1 });
    const pg =
      backend === 'postgresql'
        ? await connectPostgres(`postgres://envios@127.0.0.1:${process.env.PG_PORT}/${DB}`)
        : undefined;
    if (pg) await ensurePushdownIndexes(pg, DB);
    const total = Math.max(...volumes);
    let loaded = 0;
    let rate = 0;
    for (const volume of volumes) {
      if (rate && (volume - loaded) / rate > opts.loadMinutes * 60) {
        console.log(
          `${backend}: not loading ${volume.toLocaleString('en')} (about ${Math.round((volume - loaded) / rate / 60)} min at ${rate} docs/s)`,
        );
        break;
      }
      process.stdout.write(`${backend}: loading to ${volume.toLocaleString('en')}… `);
      rate = await load(c, loaded, volume, total);
      loaded = volume;
      console.log(`${rate} docs/s`);
      if (pg) await pg.query('VACUUM ANALYZE');
      // Building an index on what is there (FerretDB holds its catalogue lock meanwhile).
      const indexStarted = performance.now();
      await c.createIndex({ reference: 1 });
      const indexBuildMs = Math.round(performance.now() - indexStarted);
      await c.dropIndex('reference_1');
      const shapesResult = await measure(
        db,
        backend,
        loaded,
        opts.seconds,
        opts.maxRequests,
        opts.probeLimitS,
      );
      out.push({
        backend,
        volume,
        loadPerSecond: rate,
        storageMb: await storageMb(backend, server.dir),
        indexBuildMs,
        shapes: shapesResult,
      });
      printVolume(out[out.length - 1]);
    }
    await pg?.end();
  } finally {
    await client.close();
    server.proc.kill('SIGTERM');
    await new Promise((r) => server.proc.once('exit', r));
    rmSync(server.dir, { recursive: true, force: true });
  }
  return out;
}

/** SQLite's cost grows with the documents stored: scale the largest measured volume to 1,000,000. */
function extrapolate(measured: VolumeResult, to: number): VolumeResult {
  const factor = to / measured.volume;
  return {
    ...measured,
    volume: to,
    extrapolatedFrom: measured.volume,
    storageMb: Math.round(measured.storageMb * factor),
    indexBuildMs: Math.round(measured.indexBuildMs * factor),
    shapes: measured.shapes
      .filter((s) => s.concurrency === 1 && s.p50 !== undefined)
      .map((s) => ({
        ...s,
        p50: Math.round(s.p50! * factor),
        p95: Math.round(s.p95! * factor),
        perSecond: undefined,
        requests: 0,
        note: `extrapolated ×${factor} from ${measured.volume.toLocaleString('en')}`,
      })),
  };
}

function printVolume(v: VolumeResult) {
  const title = `${v.backend}, ${v.volume.toLocaleString('en')} documents${v.extrapolatedFrom ? ' (EXTRAPOLATED)' : ''}`;
  console.log(
    `\n### ${title}: load ${v.loadPerSecond} docs/s, storage ${v.storageMb} MB, index build ${v.indexBuildMs} ms\n`,
  );
  console.log('| shape | conc. | p50 ms | p95 ms | req/s | requests | pushed down | note |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const s of v.shapes) {
    console.log(
      `| ${s.shape} | ${s.concurrency} | ${s.p50 ?? '—'} | ${s.p95 ?? '—'} | ${s.perSecond ?? '—'} | ${s.requests} | ${s.pushdown} | ${s.note ?? ''} |`,
    );
  }
}

async function main() {
  const backends = arg('backends', 'postgresql,sqlite').split(',') as Backend[];
  const volumes = arg('volumes', '10000,100000,1000000').split(',').map(Number);
  const sqliteVolumes = arg('sqlite-volumes', '10000,100000').split(',').map(Number);
  const opts = {
    seconds: Number(arg('seconds', '6')),
    maxRequests: Number(arg('max-requests', '300')),
    probeLimitS: Number(arg('probe-limit', '10')),
    loadMinutes: Number(arg('load-minutes', '15')),
  };
  console.log(
    `datastore benchmark: ${OWNERS.toLocaleString('en')} owners plus ${HEAVY_OWNERS} heavy ones holding ${HEAVY_SHARE * 100} % of the documents each; pages of ${PAGE}`,
  );
  const all: VolumeResult[] = [];
  for (const backend of backends) {
    const measured = await runBackend(backend, backend === 'sqlite' ? sqliteVolumes : volumes, opts);
    all.push(...measured);
    const largest = measured[measured.length - 1];
    for (const volume of volumes) {
      if (largest && volume > largest.volume) {
        const e = extrapolate(largest, volume);
        all.push(e);
        printVolume(e);
      }
    }
  }
  console.log(`\nJSON ${JSON.stringify(all)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
