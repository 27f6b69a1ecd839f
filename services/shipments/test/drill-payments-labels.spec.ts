import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, type JobType } from 'bullmq';
import { Types } from 'mongoose';
import { Queues, ShipmentsRoutes, Topics, WalletRoutes } from '@envios/contracts';
import {
  appEnv,
  callRoute,
  createPrefixedTopics,
  eventually,
  freePort,
  mongoDb,
  ServiceProcess,
  TopicListener,
  type HttpResult,
} from '@envios/testing';
import { estafetaQuote, PARCELS, place as place_ } from './support/quote';

jest.setTimeout(240_000);

const PAYMENTS = 100;
/** What the rate-card quote prices each guide at (support/quote.ts). */
const PRICE = 18_000;
const CREDIT_PESOS = 20_000;

const owner = new Types.ObjectId().toHexString();
const caller = { id: owner, role: 'client' as const, email: 'simulacro@example.mx' };
const staff = {
  id: new Types.ObjectId().toHexString(),
  role: 'superadmin' as const,
  email: 'staff@example.mx',
};
const place = (postal_code: string, city: string) =>
  place_('Simulacro', 'simulacro@example.mx', postal_code, city);

/**
 * The failure drill in small (bench/drills runs the full one on the dev stack): a wallet, a shipments
 * API replica and a label worker of this test's own (own databases, Redis database, consumer groups
 * and topics, so the shared stack is untouched) take a stream of 100 wallet payments; the wallet and
 * the label worker are SIGKILLed mid-stream and started again. Afterwards: every shipment paid
 * and debited once, one label each (no duplicate guide), one ShipmentPaid and one GuideGenerated per
 * shipment, the wallet's ledger equal to its balance, both outboxes empty and no job left.
 */
describe('failure drill: wallet and label worker killed during 100 payments', () => {
  const suffix = randomUUID().slice(0, 8);
  const prefix = `drill-${suffix}.`;
  const labelsDir = mkdtempSync(join(tmpdir(), 'drill-labels-'));
  const walletDb = `envios_test_drill_wallet_${suffix}`;
  const shipmentsDb = `envios_test_drill_shipments_${suffix}`;
  const redisUrl = `${appEnv('shipments').REDIS_URL.replace(/\/\d+$/, '')}/13`;
  let walletEnv: Record<string, string>;
  let shipmentsEnv: Record<string, string>;
  let wallet: ServiceProcess;
  let api: ServiceProcess;
  let worker: ServiceProcess;
  let listeners: TopicListener[];

  beforeAll(async () => {
    await createPrefixedTopics(prefix);
    const mongoHost = new URL(appEnv('wallet').MONGO_URL).host;
    walletEnv = {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${mongoHost}/${walletDb}`,
      KAFKA_GROUP_ID: `wallet-${prefix}`,
      KAFKA_TOPIC_PREFIX: prefix,
      REDIS_URL: redisUrl,
      PAYMENT_LEASE_MS: '4000',
    };
    shipmentsEnv = {
      MONGO_URL: `mongodb://${mongoHost}/${shipmentsDb}`,
      KAFKA_GROUP_ID: `shipments-${prefix}`,
      KAFKA_TOPIC_PREFIX: prefix,
      REDIS_URL: redisUrl,
      LABELS_DIR: labelsDir,
      GUIDE_CONCURRENCY: '4',
    };
    wallet = new ServiceProcess('wallet', walletEnv).start();
    api = new ServiceProcess('shipments', {
      ...shipmentsEnv,
      PORT: String(await freePort()),
      SERVICE_ROLE: 'api',
    }).start();
    worker = new ServiceProcess('shipments', {
      ...shipmentsEnv,
      PORT: String(await freePort()),
      SERVICE_ROLE: 'worker',
    }).start();
    listeners = await Promise.all(
      [Topics.wallet, Topics.shipments].map((t) => new TopicListener(prefix + t).start()),
    );
    await Promise.all([wallet.ready(), api.ready(), worker.ready()]);
  });

  afterAll(async () => {
    await Promise.all((listeners ?? []).map((l) => l.stop()));
    await Promise.all([wallet?.stop(), api?.stop(), worker?.stop()]);
    for (const name of [walletDb, shipmentsDb]) await (await mongoDb(name)).dropDatabase();
  });

  it('pays and labels every shipment exactly once, with empty outboxes and no job left', async () => {
    const began = Date.now();
    // 100 shipments, five a request, announced to the wallet by ShipmentCreated.
    const ids: string[] = [];
    for (let i = 0; i < PAYMENTS / 5; i++) {
      const body = {
        shipments: Array.from({ length: 5 }, () => ({
          selected_service: { quote_token: estafetaQuote(owner, 5) },
          shipment_type: 'box',
          parcels: PARCELS,
          origin_direction: place('06700', 'Ciudad de México'),
          destination_direction: place('64000', 'Monterrey'),
          description_of_the_content: 'Documentos',
        })),
      };
      const r = await callRoute(api.url, ShipmentsRoutes.createShipments, { body }, caller);
      expect(r.status).toBe(200);
      ids.push(...r.body.shipments.map((s: { _id: string }) => s._id));
    }
    const credited = await callRoute(
      wallet.url,
      WalletRoutes.staffCredit,
      { body: { userId: owner, cantidadAbonar: CREDIT_PESOS, reason: 'Saldo del simulacro' } },
      staff,
    );
    expect(credited.status).toBe(200);

    const shipmentsCol = (await mongoDb(shipmentsDb)).collection('shipments');
    const labelled = () => shipmentsCol.countDocuments({ guide_state: 'generated' });

    // The stream: eight at a time, each payment retried until paid (what a crash answers: nothing,
    // SERVICE.UNAVAILABLE, PAYMENT.IN_PROGRESS with its Retry-After), never refused otherwise.
    let retries = 0;
    const paidAt: number[] = [];
    const refusals: string[] = [];
    const pay = async (id: string) => {
      // Long enough for a restart on a loaded machine (the process answers HTTP before it is ready).
      for (const until = Date.now() + 120_000; Date.now() < until;) {
        const r: HttpResult | null = await callRoute(
          wallet.url,
          WalletRoutes.payWithWallet,
          { body: { user: owner, shipments: [id] } },
          caller,
        ).catch(() => null);
        const code = r === null ? 'unreachable' : r.status === 200 ? 'paid' : String(r.body.code);
        if (code === 'paid') paidAt.push(Date.now());
        if (code === 'paid' || code === 'PAYMENT.ALREADY_PAID') return;
        if (!['unreachable', 'SERVICE.UNAVAILABLE', 'PAYMENT.IN_PROGRESS'].includes(code))
          return void refusals.push(`${id}: ${code}`);
        retries++;
        const after = (r?.body.details as { path: string; message: string }[] | undefined)?.find(
          (d) => d.path === 'retryAfterSeconds',
        )?.message;
        await new Promise((resolve) => setTimeout(resolve, after ? Number(after) * 1000 : 200));
      }
      refusals.push(`${id}: never paid`);
    };
    const queue = [...ids];
    let answered = 0;
    const stream = Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          await pay(id);
          answered++;
        }
      }),
    );

    // The kills, once a fifth of the payments have answered and labels are being made: the wallet,
    // then the label worker, each started again at once (their recoveries overlap, which keeps the
    // test short: a killed consumer's partitions wait out its 30 s session either way).
    await eventually(async () => (answered >= PAYMENTS / 5 && (await labelled()) >= 5) || undefined, {
      intervalMs: 20,
      timeoutMs: 90_000,
      what: 'payments answered and labels made before the kills',
    });
    await wallet.stop('SIGKILL');
    expect(wallet.signal).toBe('SIGKILL');
    const walletBackAt = Date.now();
    wallet = new ServiceProcess('wallet', walletEnv).start();
    const before = await labelled();
    await worker.stop('SIGKILL');
    expect(worker.signal).toBe('SIGKILL');
    const workerBackAt = Date.now();
    worker = new ServiceProcess('shipments', { ...worker.overrides }).start();
    await stream;
    expect(refusals).toEqual([]);
    // The wallet went down mid-stream: some payments had to be retried.
    expect(retries).toBeGreaterThan(0);
    const firstPaidAfter = paidAt.find((t) => t > walletBackAt);
    expect(firstPaidAfter).toBeDefined();

    // Settled: every label made, nothing waiting in either outbox or the guides queue.
    await eventually(async () => ((await labelled()) === PAYMENTS ? true : undefined), {
      what: 'every label',
      timeoutMs: 120_000,
      intervalMs: 250,
    });
    const labelsDoneAt = Date.now();
    const guides = new Queue(Queues.guides, {
      prefix: 'envios',
      connection: { host: new URL(redisUrl).hostname, port: Number(new URL(redisUrl).port), db: 13 },
    });
    // (Only this run's jobs: the Redis database may hold an earlier run's.)
    const ours = async (states: JobType[]) =>
      (await guides.getJobs(states, 0, 10_000)).filter((j) => ids.includes(j?.data.shipmentId));
    try {
      await eventually(
        async () => (await ours(['active', 'waiting', 'delayed', 'prioritized'])).length === 0 || undefined,
        { what: 'no job of ours left in the guides queue', timeoutMs: 30_000 },
      );
      // One job per shipment (its id is the shipment's), each completed, none failed for good.
      expect(new Set((await ours(['completed'])).map((j) => j.id)).size).toBe(PAYMENTS);
      expect(await ours(['failed'])).toEqual([]);
    } finally {
      await guides.close();
    }
    const pending = async (db: string) => {
      let n = 0;
      for (const c of await (await mongoDb(db)).listCollections({}, { nameOnly: true }).toArray())
        n += await (await mongoDb(db)).collection(c.name).countDocuments({ _outboxPending: true });
      return n;
    };
    await eventually(
      async () => ((await pending(walletDb)) + (await pending(shipmentsDb)) === 0 ? true : undefined),
      {
        what: 'both outboxes empty',
        timeoutMs: 30_000,
      },
    );

    // One label per shipment, no guide twice, each file written.
    const docs = await shipmentsCol
      .find({}, { projection: { status: 1, guide_state: 1, number_guide: 1, guide: 1 } })
      .toArray();
    expect(docs).toHaveLength(PAYMENTS);
    expect(docs.every((d) => d.status === true && d.guide_state === 'generated')).toBe(true);
    const numbers = docs.map((d) => d.number_guide as string);
    expect(new Set(numbers).size).toBe(PAYMENTS);
    expect(readdirSync(labelsDir).filter((f) => f.endsWith('.pdf'))).toHaveLength(PAYMENTS);

    // Debited once each; the ledger adds up to the balance, which is the credit less every payment.
    const walletDatabase = await mongoDb(walletDb);
    const lines = await walletDatabase
      .collection<{ type: string; amount: number; status: boolean; shipment: { _id: string } | null }>(
        'movements',
      )
      .find({ user: owner })
      .toArray();
    const debits = lines.filter((l) => l.type === 'Pago de guía');
    expect(debits.every((l) => l.status && l.amount === -PRICE)).toBe(true);
    expect(debits.map((l) => l.shipment!._id).sort()).toEqual([...ids].sort());
    const walletDoc = await walletDatabase.collection<{ _id: string; balance: number }>('wallets').findOne({
      _id: owner,
    });
    expect(walletDoc!.balance).toBe(CREDIT_PESOS * 100 - PAYMENTS * PRICE);
    expect(lines.filter((l) => l.status).reduce((s, l) => s + l.amount, 0)).toBe(walletDoc!.balance);
    // The wallet took each label's GuideGenerated once its consumer was back: its payable has the guide.
    await eventually(
      async () => {
        const payables = await walletDatabase
          .collection<{ _id: string; state: string; number_guide: string | null }>('payables')
          .find({ _id: { $in: ids } })
          .toArray();
        const guideOf = new Map(docs.map((d) => [String(d._id), d.number_guide]));
        return (
          (payables.length === PAYMENTS &&
            payables.every((p) => p.state === 'paid' && p.number_guide === guideOf.get(p._id))) ||
          undefined
        );
      },
      { what: "every payable paid with its label's guide", timeoutMs: 60_000, intervalMs: 500 },
    );

    // One event per effect: delivery may repeat an event id, never mint a second one.
    const eventIds = (type: string) => {
      const byKey = new Map<string, Set<string>>();
      for (const m of listeners.flatMap((l) => l.messages)) {
        try {
          const e = JSON.parse(m.value ?? '') as { id: string; type: string; key: string };
          if (e.type === type) byKey.set(e.key, (byKey.get(e.key) ?? new Set()).add(e.id));
        } catch {
          // not an event
        }
      }
      return ids.map((id) => byKey.get(id)?.size ?? 0);
    };
    expect(eventIds('ShipmentPaid')).toEqual(ids.map(() => 1));
    expect(eventIds('GuideGenerated')).toEqual(ids.map(() => 1));

    console.log(
      `drill: ${PAYMENTS} payments (${retries} retried answers) in ${Math.round((labelsDoneAt - began) / 1000)} s; ` +
        `first payment ${Math.round((firstPaidAfter! - walletBackAt) / 100) / 10} s after the wallet's restart; ` +
        `${before} labels before the worker's kill, the rest ${Math.round((labelsDoneAt - workerBackAt) / 100) / 10} s after its restart`,
    );
  });
});
