/**
 * Failure drills (issue 28) on the dev-profile stack (bench/drills/run.sh starts it):
 *
 *  1. Kills: during a stream of --payments wallet payments (default 1,000, one shipment each, made
 *     by --users fresh client accounts through the BFF), SIGKILL in turn a shipments API replica, the
 *     label worker, the wallet, the BFF, Kafka, FerretDB, its PostgreSQL and Redis, each brought back
 *     after --down seconds (default 5); time to recover = from the restart until a payment is paid
 *     and a label made again. Then: one label per paid shipment (no duplicate guide number), each
 *     shipment debited once (one ShipmentPaid, one GuideGenerated), ledger = balance for every user,
 *     every outbox empty, no job left in the guides queue; retries counted.
 *  2. A flaky carrier: FedEx (the sandbox) fails 30 % of label requests; every label is made by
 *     retries, or given up and refunded once.
 *  3. PayPal's webhooks of a top-up replayed twice each, in reverse order, around the capture:
 *     credited once.
 *  4. Poison: malformed messages on every partition of shipments.events are dead-lettered by each
 *     consumer, and payments and labels after them still flow.
 *
 *   ENVIOS_PROFILE=dev npx tsx --tsconfig bench/tsconfig.json bench/drills/drills.ts \
 *     [--payments 1000] [--users 10] [--concurrency 6] [--down 5] [--settle 300] [--only kills,flaky,paypal,poison]
 *
 * Prints a table (drill, recovery seconds, retries, result) and exits 1 on any violated invariant.
 */
import { randomUUID } from 'node:crypto';
import { Topics, deadLetterTopic, SERVICES } from '@envios/contracts';
import {
  api,
  appEnv,
  createUser,
  demoSession,
  signIn,
  testKafka,
  TopicListener,
  type Session,
} from '@envios/testing';
import { PARCELS, place } from '../lib/shipment';
import { arg } from '../lib/load';
import {
  closeStores,
  db,
  guidesQueue,
  ledgerViolations,
  movementsOf,
  onceEachViolations,
  outboxBacklog,
  shipmentsOf,
  type Violation,
} from './checks';
import {
  appTarget,
  DrillProcess,
  drillProcessTarget,
  PROFILE,
  postgresTarget,
  serverTarget,
  type Target,
} from './stack';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

interface Row {
  drill: string;
  recoverySeconds: number | null;
  retries: string;
  result: 'ok' | 'FAILED';
  detail: string;
}
const rows: Row[] = [];
const violations: Violation[] = [];
function violate(invariant: string, detail: string) {
  violations.push({ invariant, detail });
  log(`VIOLATION ${invariant}: ${detail}`);
}

// ---- accounts and shipments, through the BFF ---------------------------------------------------

interface Client {
  email: string;
  password: string;
  session: Session;
}

async function freshClient(creditPesos: number): Promise<Client> {
  const account = await createUser({ rol: 'client' });
  const session = await signIn(account.email, account.password);
  if (creditPesos > 0) {
    const staff = await demoSession('superadmin');
    const credited = await api('POST', '/prepaid/createPrepaid', {
      token: staff.token,
      body: { userId: session.id, cantidadAbonar: creditPesos, reason: 'Saldo del simulacro' },
    });
    if (credited.status !== 201) throw new Error(`credit failed: ${JSON.stringify(credited.body)}`);
  }
  return { email: account.email, password: account.password, session };
}

/** n shipments of `carrier` (5 per quote, as the web makes them); waits until the wallet knows them. */
async function createShipments(client: Client, n: number, carrier = 'ESTAFETA'): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < n) {
    const k = Math.min(5, n - ids.length);
    const q = await api('POST', '/quoting', {
      token: client.session.token,
      body: {
        cantidadGuias: k,
        parcels: PARCELS,
        origin_direction: { country_code: 'MX', postal_code: '06700' },
        destination_direction: { country_code: 'MX', postal_code: '64000' },
        package_type: 'package',
      },
    });
    const option = q.body?.carriers?.[carrier]?.[0];
    if (!option)
      throw new Error(`no ${carrier} option in the quote: ${JSON.stringify(q.body).slice(0, 300)}`);
    const one = {
      selected_service: { quote_token: option.quote_token },
      shipment_type: 'box',
      parcels: PARCELS,
      origin_direction: place('06700', 'Ciudad de México', 'Origen Simulacro'),
      destination_direction: place('64000', 'Monterrey', 'Destino Simulacro'),
      description_of_the_content: 'Mercancía',
    };
    const r = await api('POST', '/shipments/home/all', {
      token: client.session.token,
      body: { shipments: Array.from({ length: k }, () => one) },
    });
    if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
    ids.push(...r.body.shipments.map((s: { _id: string }) => s._id));
  }
  for (let tries = 0; tries < 300; tries++) {
    if ((await api('GET', `/payments/${ids.at(-1)}`, { token: client.session.token })).status === 200) break;
    await sleep(200);
  }
  return ids;
}

// ---- paying, with retries ------------------------------------------------------------------------

interface PayStats {
  attempts: number;
  retries: number;
  paidAt: number[];
  failures: Record<string, number>;
}
const payStats: PayStats = { attempts: 0, retries: 0, paidAt: [], failures: {} };

/**
 * Pays one shipment from its owner's wallet, retrying whatever a crash answers (unreachable, 5xx,
 * PAYMENT.IN_PROGRESS after its Retry-After, an expired session) until it is paid or ALREADY_PAID.
 * Anything else is a violation.
 */
async function payUntilPaid(client: Client, id: string, deadlineMs = 600_000): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  for (let attempt = 0; Date.now() < until; attempt++) {
    if (attempt > 0) payStats.retries++;
    payStats.attempts++;
    let status = 0;
    let code = 'unreachable';
    let retryAfter = 0.5;
    try {
      const r = await api('POST', '/payments/many/monedero', {
        token: client.session.token,
        body: { user: client.session.id, shipments: [id] },
      });
      status = r.status;
      code = status === 200 ? 'paid' : String(r.body?.code ?? status);
      const after = (r.body?.details as { path: string; message: string }[] | undefined)?.find(
        (d) => d.path === 'retryAfterSeconds',
      )?.message;
      if (after) retryAfter = Number(after);
    } catch {
      // the BFF is down: try again
    }
    if (code === 'paid') {
      payStats.paidAt.push(Date.now());
      return true;
    }
    if (code === 'PAYMENT.ALREADY_PAID') return true;
    payStats.failures[code] = (payStats.failures[code] ?? 0) + 1;
    if (status === 401) {
      client.session = await signIn(client.email, client.password).catch(() => client.session);
    } else if (status && status < 500 && status !== 409 && status !== 429 && status !== 408) {
      // A refusal that no crash explains (e.g. insufficient balance): a few tries, then it counts.
      if (attempt >= 5) {
        violate('every payment accepted', `${id}: ${status} ${code}`);
        return false;
      }
    }
    await sleep(Math.min(5_000, retryAfter * 1000));
  }
  violate('every payment accepted', `${id}: not paid within ${deadlineMs / 1000} s`);
  return false;
}

// ---- the label count, sampled --------------------------------------------------------------------

/**
 * Labels made among the drill's shipments, sampled every half second (a sample fails while a store
 * is down): all of them, and those of shipments paid since `since` (a kill's restart), whose first
 * one says the whole path (payment, ShipmentPaid, consumer, job, label) works again.
 */
class LabelWatch {
  samples: { at: number; labels: number; fresh: number }[] = [];
  since = new Date(8.64e15);
  private timer?: NodeJS.Timeout;
  private busy = false;
  constructor(private readonly owners: string[]) {}

  start(): this {
    this.timer = setInterval(() => void this.sample(), 500);
    return this;
  }
  stop() {
    clearInterval(this.timer);
  }
  private async sample() {
    if (this.busy) return;
    this.busy = true;
    try {
      const since = this.since;
      const col = (await db('shipments')).collection('shipments');
      const filter = { owner: { $in: this.owners }, guide_state: 'generated' };
      const labels = await col.countDocuments(filter, { maxTimeMS: 5_000 });
      const fresh = await col.countDocuments({ ...filter, paid_at: { $gte: since } }, { maxTimeMS: 5_000 });
      if (since === this.since) this.samples.push({ at: Date.now(), labels, fresh });
    } catch {
      // the store is down or slow
    } finally {
      this.busy = false;
    }
  }
  /** From now on, count the labels of shipments paid from `t`. */
  watchFrom(t: number) {
    this.since = new Date(t);
    this.samples = this.samples.slice(-1).map((s) => ({ ...s, fresh: 0 }));
  }
  /** When the first label of a shipment paid since `watchFrom` was seen. */
  firstFreshLabel(): number | undefined {
    return this.samples.find((s) => s.fresh > 0)?.at;
  }
}

// The label worker and a second API replica are the drill's own processes; the BFF's replica is
// apps.sh's (run.sh restarts it with SERVICE_ROLE=api, so labels are the worker's alone).
const worker = new DrillProcess('drill-shipments-worker', 'shipments', { SERVICE_ROLE: 'worker' });
const api2 = new DrillProcess('drill-shipments-api-2', 'shipments', { SERVICE_ROLE: 'api' });

// ---- 1. the kill drill ------------------------------------------------------------------------------

async function killDrill(): Promise<void> {
  const payments = Number(arg('payments', '1000'));
  const users = Number(arg('users', '10'));
  const concurrency = Number(arg('concurrency', '6'));
  const downMs = Number(arg('down', '5')) * 1000;
  const settleMs = Number(arg('settle', '300')) * 1000;

  {
    log(`creating ${users} client accounts and ${payments} shipments through the BFF`);
    const perUser = Math.ceil(payments / users);
    const clients = await Promise.all(Array.from({ length: users }, () => freshClient(perUser * 1_000)));
    const work: { client: Client; id: string }[] = [];
    for (let i = 0; i < clients.length; i += 3) {
      const made = await Promise.all(
        clients.slice(i, i + 3).map(async (c, j) => ({
          c,
          ids: await createShipments(c, Math.min(perUser, payments - (i + j) * perUser)),
        })),
      );
      for (const { c, ids } of made) for (const id of ids) work.push({ client: c, id });
    }
    // Interleave the accounts, so every kill meets payments of each.
    work.sort(() => Math.random() - 0.5);
    const ids = work.map((w) => w.id);
    const owners = clients.map((c) => c.session.id);
    log(`${ids.length} shipments ready`);

    const watch = new LabelWatch(owners).start();
    // ---- the stream: paced so that it lasts through every kill ----
    const targets: Target[] = [
      appTarget('shipments API replica (SIGKILL)', 'shipments'),
      drillProcessTarget('shipments label worker (SIGKILL)', worker),
      appTarget('wallet (SIGKILL)', 'wallet'),
      appTarget('BFF (SIGKILL)', 'bff'),
      serverTarget('Kafka (SIGKILL)', 'kafka'),
      serverTarget('FerretDB (SIGKILL)', 'ferretdb'),
      postgresTarget(),
      serverTarget('Redis (SIGKILL)', 'redis'),
    ];
    let rate = 3; // payments started a second
    let nextStart = Date.now();
    let started = 0;
    let answered = 0;
    const queue = [...work];
    const stream = Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let w = queue.shift(); w; w = queue.shift()) {
          const wait = nextStart - Date.now();
          nextStart = Math.max(nextStart, Date.now()) + (Number.isFinite(rate) ? 1000 / rate : 0);
          if (wait > 0) await sleep(wait);
          started++;
          await payUntilPaid(w.client, w.id);
          answered++;
        }
      }),
    );
    const progress = setInterval(
      () =>
        log(
          `  ${answered}/${ids.length} paid, ${watch.samples.at(-1)?.labels ?? '?'} labels, ${payStats.retries} payment retries`,
        ),
      15_000,
    );

    // Warm up, then the kills, one after another.
    while (answered < Math.min(30, ids.length / 20)) await sleep(200);
    for (const [k, target] of targets.entries()) {
      // Enough payments left for the kills still to come (about 45 s each at this pace).
      const left = ids.length - started;
      rate = Math.max(1, Math.min(8, left / ((targets.length - k) * 45 + 20)));
      const retriesBefore = payStats.retries;
      log(
        `kill ${k + 1}/${targets.length}: ${target.name} (${answered} paid so far, pace ${rate.toFixed(1)}/s)`,
      );
      const killedAt = Date.now();
      try {
        await target.kill();
      } catch (e) {
        violate('drill ran', `could not kill ${target.name}: ${String(e)}`);
      }
      await sleep(downMs);
      const restartAt = Date.now();
      watch.watchFrom(restartAt);
      let restartError = '';
      await target.restart().catch((e) => (restartError = String(e).slice(0, 300)));
      const readyAt = Date.now();
      // Recovered: a payment paid after the restart began, and the label of one such payment made.
      let paymentAt: number | undefined;
      let labelAt: number | undefined;
      const by = Date.now() + 240_000;
      while (Date.now() < by) {
        paymentAt ??= payStats.paidAt.find((t) => t > restartAt);
        labelAt ??= watch.firstFreshLabel();
        if (paymentAt && labelAt) break;
        if (queue.length === 0 && answered === ids.length) {
          violate('drill ran', `${target.name}: the payments ran out before it recovered (more --payments)`);
          break;
        }
        await sleep(100);
      }
      const recovered = paymentAt && labelAt ? Math.max(paymentAt, labelAt) : undefined;
      const ok = !!recovered && !restartError;
      if (!ok)
        violate(
          'recovers after a kill',
          `${target.name}: ${restartError || `no ${paymentAt ? 'label' : 'payment'} within 240 s of the restart`}`,
        );
      rows.push({
        drill: target.name,
        recoverySeconds: recovered ? seconds(recovered - restartAt) : null,
        retries: `${payStats.retries - retriesBefore} payment`,
        result: ok ? 'ok' : 'FAILED',
        detail:
          `down ${seconds(restartAt - killedAt)} s, back up in ${seconds(readyAt - restartAt)} s; ` +
          `first payment +${paymentAt ? seconds(paymentAt - restartAt) : '–'} s, first label of a payment since +${labelAt ? seconds(labelAt - restartAt) : '–'} s`,
      });
      log(`  ${rows.at(-1)!.detail}`);
      await sleep(5_000);
    }
    rate = Infinity;
    log('every kill done; paying the rest at full speed');
    await stream;
    clearInterval(progress);
    log(`${answered} payments answered; waiting (≤ ${settleMs / 1000} s) for every label, outbox and job`);

    // ---- settle, then the invariants ----
    const queueOfGuides = guidesQueue();
    const settleBy = Date.now() + settleMs;
    let settledAfter = 0;
    const settledFrom = Date.now();
    for (;;) {
      const docs = await shipmentsOf(ids).catch(() => new Map());
      const labelled = [...docs.values()].filter((d) => d.guide_state === 'generated').length;
      const counts = await queueOfGuides
        .getJobCounts('active', 'waiting', 'delayed', 'prioritized', 'waiting-children')
        .catch(() => ({ unknown: 1 }));
      const stuck = Object.values(counts).reduce((a, b) => a + b, 0);
      const backlog = Object.values(await outboxBacklog().catch(() => ({ unknown: 1 }))).reduce(
        (a, b) => a + b,
        0,
      );
      if ((labelled === ids.length && stuck === 0 && backlog === 0) || Date.now() > settleBy) {
        settledAfter = Date.now() - settledFrom;
        log(
          `settled after ${seconds(settledAfter)} s: ${labelled} labels, ${stuck} jobs, ${backlog} outbox documents`,
        );
        break;
      }
      await sleep(2_000);
    }
    watch.stop();

    const v0 = violations.length;
    const docs = await shipmentsOf(ids);
    const paid = [...docs.values()].filter((d) => d.status);
    const labelled = [...docs.values()].filter((d) => d.guide_state === 'generated' && d.number_guide);
    if (paid.length !== ids.length) violate('every shipment paid', `${paid.length} of ${ids.length} paid`);
    if (labelled.length !== ids.length)
      violate('one label per paid shipment', `${labelled.length} labels for ${ids.length} paid shipments`);
    for (const d of paid)
      if (d.guide_state !== 'generated')
        violate('no paid shipment without a label', `${String(d._id)}: guide_state ${d.guide_state}`);
    const guides = labelled.map((d) => d.number_guide!);
    if (new Set(guides).size !== guides.length)
      violate('no duplicate guide number', `${guides.length - new Set(guides).size} duplicates`);
    const sameGuide = await (
      await db('shipments')
    )
      .collection('shipments')
      .countDocuments({ number_guide: { $in: guides } });
    if (sameGuide !== guides.length)
      violate('no duplicate guide number', `${sameGuide} shipments hold the ${guides.length} guide numbers`);

    const lines = await movementsOf(owners);
    const debits = new Map<string, number>();
    for (const l of lines)
      if (l.type === 'Pago de guía' && l.status && l.shipment)
        debits.set(l.shipment._id, (debits.get(l.shipment._id) ?? 0) + 1);
    const wrongDebits = ids.filter((id) => debits.get(id) !== 1);
    if (wrongDebits.length)
      violate(
        'each shipment debited once',
        `${wrongDebits.length} shipments not debited exactly once, e.g. ${wrongDebits
          .slice(0, 3)
          .map((id) => `${id}×${debits.get(id) ?? 0}`)
          .join(', ')}`,
      );
    const refunds = lines.filter((l) => l.type === 'Reembolso');
    if (refunds.length) violate('no refund after kills', `${refunds.length} refunds`);
    for (const v of await ledgerViolations(owners)) violate(v.invariant, v.detail);
    // The wallet learnt each label's guide number (GuideGenerated consumed): its payable says so.
    const payables = await (
      await db('wallet')
    )
      .collection<{ _id: string; state: string; number_guide: string | null }>('payables')
      .find({ _id: { $in: ids } })
      .toArray();
    const byId = new Map(payables.map((p) => [p._id, p]));
    const notRecorded = [...docs.values()].filter(
      (d) =>
        byId.get(String(d._id))?.number_guide !== d.number_guide || byId.get(String(d._id))?.state !== 'paid',
    );
    if (notRecorded.length)
      violate(
        "the wallet's payable paid with the label's guide",
        `${notRecorded.length} differ, e.g. ${String(notRecorded[0]._id)}: ${JSON.stringify(byId.get(String(notRecorded[0]._id)))}`,
      );
    for (const v of await onceEachViolations(Topics.wallet, 'ShipmentPaid', ids))
      violate(v.invariant, v.detail);
    for (const v of await onceEachViolations(Topics.shipments, 'GuideGenerated', ids))
      violate(v.invariant, v.detail);

    const backlog = await outboxBacklog();
    if (Object.keys(backlog).length) violate('every outbox empty', JSON.stringify(backlog));
    const counts = await queueOfGuides.getJobCounts(
      'active',
      'waiting',
      'delayed',
      'prioritized',
      'waiting-children',
      'failed',
    );
    const stuck =
      counts.active + counts.waiting + counts.delayed + counts.prioritized + counts['waiting-children'];
    if (stuck) violate('no job stuck in the guides queue', JSON.stringify(counts));
    // Retries: label jobs that took more than one attempt (kept an hour after completing).
    const jobs = await queueOfGuides.getJobs(['completed', 'failed'], 0, 20_000);
    const drillJobs = jobs.filter((j) => j && docs.has(String(j.data?.shipmentId)));
    const retriedJobs = drillJobs.filter((j) => j.attemptsMade > 1).length;
    const failedJobs = drillJobs.filter((j) => j.failedReason && !j.finishedOn).length;
    const attempts = [...docs.values()].filter((d) => d.guide_attempts > 1).length;
    await queueOfGuides.close();

    const failed = violations.length > v0;
    rows.push({
      drill: `after ${ids.length} payments: invariants`,
      recoverySeconds: seconds(settledAfter),
      retries: `${payStats.retries} payment, ${retriedJobs} label jobs`,
      result: failed ? 'FAILED' : 'ok',
      detail:
        `${labelled.length} labels, ${new Set(guides).size} distinct guides, ${debits.size} debited once, ` +
        `${Object.keys(backlog).length} outboxes with a backlog, jobs ${JSON.stringify(counts)}, ` +
        `${drillJobs.length} drill jobs kept (${retriedJobs} retried, ${failedJobs} failed attempts pending), ` +
        `${attempts} labels recorded with attempts > 1; payment answers retried: ${JSON.stringify(payStats.failures)}`,
    });
  }
}

// ---- 2. a flaky carrier ----------------------------------------------------------------------------

async function flakyDrill(): Promise<void> {
  const n = Number(arg('flaky-labels', '40'));
  const sandbox = `http://127.0.0.1:${appEnv('carrier-sandbox').PORT}`;
  const behaviour = (body: unknown) =>
    fetch(`${sandbox}/__sandbox/network/behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const v0 = violations.length;
  try {
    const client = await freshClient(n * 2_000);
    const ids = await createShipments(client, n, 'FEDEX');
    const statsBefore = (await (await fetch(`${sandbox}/__sandbox/network/stats`)).json()) as any;
    const set = await behaviour({ carrier: 'FEDEX', mode: 'flaky', rate: 0.3 });
    if (set.status !== 200) throw new Error(`the sandbox refused the flaky mode: ${await set.text()}`);
    log(`FedEx fails 30 % of label requests; paying ${n} FedEx shipments`);
    const startedAt = Date.now();
    await Promise.all(
      Array.from({ length: 4 }, async (_, w) => {
        for (const id of ids.filter((_, i) => i % 4 === w)) await payUntilPaid(client, id);
      }),
    );
    // Settled: every label made or given up (5 attempts, 2 s exponential backoff: about a minute).
    let docs = await shipmentsOf(ids);
    const by = Date.now() + 300_000;
    while (Date.now() < by) {
      docs = await shipmentsOf(ids);
      const pending = [...docs.values()].filter(
        (d) => d.guide_state !== 'generated' && d.guide_state !== 'failed',
      );
      const refundsDue = [...docs.values()].filter((d) => d.guide_state === 'failed' && !d.refunded_at);
      if (!pending.length && !refundsDue.length) break;
      await sleep(1_000);
    }
    const settledMs = Date.now() - startedAt;
    await behaviour({ carrier: 'FEDEX', mode: 'normal' });
    const statsAfter = (await (await fetch(`${sandbox}/__sandbox/network/stats`)).json()) as any;
    const flaked = (statsAfter.flakedByCarrier?.FEDEX ?? 0) - (statsBefore.flakedByCarrier?.FEDEX ?? 0);

    const made = [...docs.values()].filter((d) => d.guide_state === 'generated' && d.number_guide);
    const givenUp = [...docs.values()].filter((d) => d.guide_state === 'failed');
    if (made.length + givenUp.length !== n)
      violate(
        'flaky carrier: every label made or given up',
        `${made.length} made, ${givenUp.length} given up of ${n}`,
      );
    const lines = await movementsOf([client.session.id]);
    for (const d of givenUp) {
      const r = lines.filter((l) => l.type === 'Reembolso' && l.status && l.shipment?._id === String(d._id));
      if (r.length !== 1 || !d.refunded_at)
        violate('flaky carrier: a given-up label refunded once', `${String(d._id)}: ${r.length} refunds`);
    }
    for (const d of made)
      if (lines.some((l) => l.type === 'Reembolso' && l.shipment?._id === String(d._id)))
        violate('flaky carrier: a label made is not refunded', String(d._id));
    for (const v of await ledgerViolations([client.session.id])) violate(v.invariant, v.detail);
    const retried = [...docs.values()].filter((d) => d.guide_attempts > 1).length;
    // Label attempts that failed: all of a given-up label's, all but the last of a label made.
    const failedAttempts =
      made.reduce((n, d) => n + Math.max(0, d.guide_attempts - 1), 0) +
      givenUp.reduce((n, d) => n + d.guide_attempts, 0);
    if (flaked === 0) violate('flaky carrier: the sandbox failed label requests', 'no request failed');
    if (retried === 0) violate('flaky carrier: labels retried', 'no label took more than one attempt');
    const guides = made.map((d) => d.number_guide);
    if (new Set(guides).size !== guides.length) violate('flaky carrier: no duplicate guide', 'duplicates');
    rows.push({
      drill: `carrier failing 30 % of label requests (${n} FedEx labels)`,
      recoverySeconds: seconds(settledMs),
      retries: `${failedAttempts} failed label attempts, ${retried} labels retried`,
      result: violations.length > v0 ? 'FAILED' : 'ok',
      detail:
        `${made.length} made, ${givenUp.length} given up (5 attempts) and refunded once; ledger = balance; ` +
        `the sandbox failed ${flaked} FedEx requests (tracking's Track calls included)`,
    });
  } finally {
    await behaviour({ carrier: 'FEDEX', mode: 'normal' }).catch(() => undefined);
  }
}

// ---- 3. PayPal webhooks duplicated and out of order --------------------------------------------------

async function paypalDrill(): Promise<void> {
  const v0 = violations.length;
  const client = await freshClient(0);
  const token = client.session.token;
  const amount = 250.5;
  const created = await api('POST', '/prepaid', { token, body: { user: client.session.id, amount } });
  if (created.status !== 201) throw new Error(`top-up failed: ${JSON.stringify(created.body)}`);
  const link = await api('GET', `/prepaid/v2/link/${created.body.id}`, { token });
  const order = link.body.id as string;
  const sandbox = new URL(link.body.approve_url as string).origin;
  const approved = await fetch(`${sandbox}/sandbox/orders/${order}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'approve' }),
  });
  if (!approved.ok) throw new Error(`approve failed: ${approved.status}`);
  const captured = await api('GET', `/prepaid/v2/capture-order/${order}`, { token });
  if (captured.status !== 200) throw new Error(`capture failed: ${JSON.stringify(captured.body)}`);
  const last = async (type: string) => {
    const r = await fetch(`${sandbox}/sandbox/webhooks/last?order_id=${order}&event_type=${type}`);
    return r.ok ? ((await r.json()) as { eventId: string; state: string }) : undefined;
  };
  // Both of the order's events, once the sandbox has recorded them.
  let approvedEvent: { eventId: string } | undefined;
  let completedEvent: { eventId: string } | undefined;
  for (let i = 0; i < 100 && !(approvedEvent && completedEvent); i++) {
    approvedEvent ??= await last('CHECKOUT.ORDER.APPROVED');
    completedEvent ??= await last('PAYMENT.CAPTURE.COMPLETED');
    await sleep(200);
  }
  if (!approvedEvent || !completedEvent) throw new Error('the sandbox recorded no webhook for the order');
  // Out of order: completion before approval, each twice, all at once, and before the buyer's return.
  const replay = (eventId: string) =>
    fetch(`${sandbox}/sandbox/webhooks/replay/${eventId}`, { method: 'POST' });
  const replays = await Promise.all(
    [completedEvent, completedEvent, approvedEvent, approvedEvent].map((e) => replay(e.eventId)),
  );
  if (replays.some((r) => r.status !== 202))
    violate('paypal: replays sent', replays.map((r) => r.status).join(','));
  // The buyer's return, twice, after the webhooks.
  for (let i = 0; i < 2; i++) await api('GET', `/prepaid/v2/execute-prepaid/${created.body.id}`, { token });
  // Every transmission delivered (the dev sandbox waits 5 s before each).
  for (let i = 0; i < 150; i++) {
    const states = await Promise.all(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED'].map(last));
    if (states.every((s) => s && s.state !== 'pending')) break;
    await sleep(200);
  }
  await sleep(2_000);
  const deliveries = await Promise.all(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED'].map(last));
  if (deliveries.some((d) => d?.state !== 'delivered'))
    violate('paypal: the webhook route took every replay', JSON.stringify(deliveries.map((d) => d?.state)));
  const balance = await api('GET', `/prepaid/getTotalAmount/${client.session.id}`, { token });
  const lines = await movementsOf([client.session.id]);
  const credits = lines.filter((l) => l.status && l.amount > 0);
  if (balance.body.total_centavos !== 25_050)
    violate('paypal: credited once', `balance ${balance.body.total_centavos} centavos, expected 25050`);
  if (credits.length !== 1) violate('paypal: one credit line', `${credits.length} lines`);
  for (const v of await ledgerViolations([client.session.id])) violate(v.invariant, v.detail);
  rows.push({
    drill: 'PayPal webhooks duplicated (×2) and out of order',
    recoverySeconds: null,
    retries: '4 replays + 2 returns',
    result: violations.length > v0 ? 'FAILED' : 'ok',
    detail: `balance ${balance.body.total_centavos} centavos after a 250.50 top-up; ${credits.length} credit line`,
  });
}

// ---- 4. a poisoned consumer -------------------------------------------------------------------------

async function poisonDrill(): Promise<void> {
  const v0 = violations.length;
  const listeners = await Promise.all(SERVICES.map((s) => new TopicListener(deadLetterTopic(s)).start()));
  const tag = `drill-poison-${randomUUID().slice(0, 8)}`;
  const producer = testKafka().producer();
  await producer.connect();
  const poison = [0, 1, 2].flatMap((partition) => [
    { partition, key: `${tag}-${partition}-a`, value: '{"type":"ShipmentCreated", not json' },
    {
      partition,
      key: `${tag}-${partition}-b`,
      value: JSON.stringify({
        id: randomUUID(),
        type: 'ShipmentCreated',
        version: 1,
        data: { nonsense: true },
      }),
      headers: { 'x-event-type': 'ShipmentCreated' },
    },
  ]);
  await producer.send({ topic: Topics.shipments, messages: poison });
  await producer.disconnect();
  log(`published ${poison.length} malformed messages on every partition of ${Topics.shipments}`);
  const startedAt = Date.now();
  // The rest flows: shipments made after the poison are known to the wallet, paid and labelled.
  const client = await freshClient(20 * 1_000);
  const ids = await createShipments(client, 10);
  for (const id of ids) await payUntilPaid(client, id, 120_000);
  let labelled = 0;
  for (let i = 0; i < 240 && labelled < ids.length; i++) {
    labelled = [...(await shipmentsOf(ids)).values()].filter((d) => d.guide_state === 'generated').length;
    if (labelled < ids.length) await sleep(500);
  }
  const flowedMs = Date.now() - startedAt;
  if (labelled !== ids.length) violate('poison: the rest flows', `${labelled} of ${ids.length} labels`);
  await sleep(3_000);
  const parked: Record<string, number> = {};
  for (const [i, l] of listeners.entries()) {
    const n = l.messages.filter((m) => m.key?.startsWith(tag)).length;
    if (n) parked[SERVICES[i]] = n;
  }
  await Promise.all(listeners.map((l) => l.stop()));
  // The wallet consumes ShipmentCreated: it parks every one of them, each once.
  if (parked.wallet !== poison.length)
    violate(
      'poison: dead-lettered by the wallet',
      `wallet.dlq has ${parked.wallet ?? 0} of ${poison.length}`,
    );
  rows.push({
    drill: 'consumer poisoned by malformed events',
    recoverySeconds: seconds(flowedMs),
    retries: '–',
    result: violations.length > v0 ? 'FAILED' : 'ok',
    detail: `dead-lettered: ${JSON.stringify(parked)}; 10 payments after them paid and labelled`,
  });
}

// ---- the table --------------------------------------------------------------------------------------

function printTable(): void {
  const head = ['drill', 'recovery s', 'retries', 'result'];
  const body = rows.map((r) => [
    r.drill,
    r.recoverySeconds === null ? '–' : String(r.recoverySeconds),
    r.retries,
    r.result,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
  console.log('\nDetails:');
  for (const r of rows) console.log(`- ${r.drill}: ${r.detail}`);
}

async function main() {
  if (PROFILE !== 'dev') throw new Error('the drills run on the dev profile only (ENVIOS_PROFILE=dev)');
  const only = new Set(arg('only', 'kills,flaky,paypal,poison').split(','));
  const drills: [string, () => Promise<void>][] = [
    ['kills', killDrill],
    ['flaky', flakyDrill],
    ['paypal', paypalDrill],
    ['poison', poisonDrill],
  ];
  const began = Date.now();
  await Promise.all([worker.start(), api2.start()]);
  await Promise.all([worker.ready(), api2.ready()]);
  log(`label worker (pid ${worker.pid}) and second API replica (pid ${api2.pid}) started`);
  for (const [name, drill] of drills) {
    if (!only.has(name)) continue;
    log(`---- drill: ${name}`);
    try {
      await drill();
    } catch (e) {
      violate(`drill ${name} ran`, String((e as Error).stack ?? e).slice(0, 800));
      rows.push({ drill: name, recoverySeconds: null, retries: '–', result: 'FAILED', detail: String(e) });
    }
  }
  await Promise.all([worker.stop(), api2.stop()]);
  await closeStores();
  printTable();
  console.log(
    `\nLoad average at the end: ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`Drills took ${seconds(Date.now() - began)} s.`);
  if (violations.length) {
    console.log(`\n${violations.length} violated invariant(s):`);
    for (const v of violations) console.log(`- ${v.invariant}: ${v.detail}`);
    process.exit(1);
  }
  console.log('\nEvery invariant held.');
}

// Interrupted: the drill's own processes go with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void Promise.all([worker.stop(), api2.stop()]).finally(() => process.exit(130));
  });

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
