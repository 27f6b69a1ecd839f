/**
 * Wallet payments through the BFF:
 *  1. POST /api/v1/payments/many/monedero, one shipment per payment, at --concurrency concurrent
 *     (default 20) over --payments shipments (default 400): payments a second and p50/p95, the CPU
 *     each payment cost every process of the stack, and how fast the burst's labels were then made;
 *  2. once the burst's labels are made, paid → label ready, end to end: --paced payments (default
 *     100) made one at a time at --rate a second (default 5), each timed from the request to its
 *     GuideGenerated, and split into its stages (answer, relay, label).
 *
 *   bash bench/run.sh wallet [--payments 400] [--concurrency 20] [--paced 100] [--rate 5] [--alone]
 *
 * --alone stops the services that react to payments (shipments, identity, reports, tracking) for
 * the burst, to measure the payment path by itself on this machine's two cores.
 *
 * A fresh client account, credited by the demo superadmin, owns the shipments (made through the
 * API from real quotes, five guides a quote).
 */
import { execFileSync } from 'node:child_process';
import { Topics } from '@envios/contracts';
import { api, createUser, demoSession, signIn, TopicListener, type Session } from '@envios/testing';
import { cpuPer, cpuReading } from './lib/cpu';
import { PARCELS, place } from './lib/shipment';
import { arg, runLoad } from './lib/load';

async function createShipments(session: Session, n: number): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < n) {
    const k = Math.min(5, n - ids.length);
    const q = await api('POST', '/quoting', {
      token: session.token,
      body: {
        cantidadGuias: k,
        parcels: PARCELS,
        origin_direction: { country_code: 'MX', postal_code: '06700' },
        destination_direction: { country_code: 'MX', postal_code: '64000' },
        package_type: 'package',
      },
    });
    const one = {
      selected_service: { quote_token: q.body.carriers.ESTAFETA[0].quote_token },
      shipment_type: 'box',
      parcels: PARCELS,
      origin_direction: place('06700', 'Ciudad de México', 'Origen Bench'),
      destination_direction: place('64000', 'Monterrey', 'Destino Bench'),
      description_of_the_content: 'Mercancía',
    };
    const r = await api('POST', '/shipments/home/all', {
      token: session.token,
      body: { shipments: Array.from({ length: k }, () => one) },
    });
    if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
    ids.push(...r.body.shipments.map((s: { _id: string }) => s._id));
  }
  // The wallet learns each price from ShipmentCreated: wait for the last one.
  for (let tries = 0; tries < 100; tries++) {
    if ((await api('GET', `/payments/${ids.at(-1)}`, { token: session.token })).status === 200) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return ids;
}

/** The services that consume a payment's events, for --alone. */
const DOWNSTREAM = ['shipments', 'identity', 'reports', 'tracking'];
const apps = (action: 'start' | 'stop', names: string[]) =>
  execFileSync('bash', ['deploy/local/apps.sh', action, ...names], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });

const pay = (session: Session, id: string) =>
  api('POST', '/payments/many/monedero', {
    token: session.token,
    body: { user: session.id, shipments: [id] },
  });

async function main() {
  const payments = Number(arg('payments', '400'));
  const concurrency = Number(arg('concurrency', '20'));
  const paced = Number(arg('paced', '100'));
  const rate = Number(arg('rate', '5'));
  // --alone: the services that react to a payment (labels, mail, reports, tracking) are stopped
  // during the burst and started again after it, so it measures what the payment path itself can
  // carry on this machine; their work on the burst is then done before the paced phase.
  const alone = process.argv.includes('--alone');

  const account = await createUser({ rol: 'client' });
  const session = await signIn(account.email, account.password);
  const staff = await demoSession('superadmin');
  const credited = await api('POST', '/prepaid/createPrepaid', {
    token: staff.token,
    body: { userId: session.id, cantidadAbonar: 100_000, reason: 'Saldo de benchmark' },
  });
  if (credited.status !== 201) throw new Error(`credit failed: ${JSON.stringify(credited.body)}`);

  // A few spare, so no worker finds the queue empty before the last measured payment starts.
  const spare = concurrency;
  const ids = await createShipments(session, payments + spare + paced);
  const queue = ids.slice(0, payments + spare);

  // Each paid shipment is timed at four points: the request sent, its answer, its ShipmentPaid seen
  // on the wallet's topic (the outbox relay) and its GuideGenerated on the shipments' topic (the
  // label made), so a slow label says which stage it waited in.
  const listeners = await Promise.all(
    [Topics.wallet, Topics.shipments].map((topic) => new TopicListener(topic).start()),
  );
  const startedAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();
  const paidAt = new Map<string, number>();
  const readyAt = new Map<string, number>();
  const burstIds = new Set(queue);
  const burstReadyAt = new Map<string, number>();
  const seen: Record<string, Map<string, number>> = { ShipmentPaid: paidAt, GuideGenerated: readyAt };
  const watch = setInterval(() => {
    for (const listener of listeners)
      for (const m of listener.messages.splice(0)) {
        try {
          const e = JSON.parse(m.value ?? '') as { type: string; key: string };
          if (e.type === 'GuideGenerated' && burstIds.has(e.key)) burstReadyAt.set(e.key, Date.now());
          const at = seen[e.type];
          if (at && startedAt.has(e.key) && !at.has(e.key)) at.set(e.key, Date.now());
        } catch {
          // not an event of ours
        }
      }
  }, 5);

  if (alone) apps('stop', DOWNSTREAM);
  const cpuBefore = cpuReading();
  const burstBegan = Date.now();
  let burstPaid = 0;
  const load = await runLoad({ concurrency, durationMs: 600_000, maxRequests: payments }, async () => {
    const id = queue.shift();
    if (!id) return 0;
    const status = (await pay(session, id)).status;
    if (status === 200) burstPaid++;
    else burstIds.delete(id);
    return status;
  });
  const cpuAfter = cpuReading();
  if (alone) apps('start', DOWNSTREAM);
  for (const id of queue) burstIds.delete(id);
  console.log(`Wallet payments (one shipment each), ${concurrency} concurrent:`);
  console.log(JSON.stringify(load, null, 2));
  // What each payment cost in CPU, by process, while they ran (labels being made meanwhile included):
  // on a machine of N cores, N × 1000 / total is the payments a second its CPU could carry.
  const cpu = cpuPer(cpuBefore, cpuAfter, load.requests, load.seconds);
  console.log(`CPU per payment (ms), machine kept ${cpu.coresBusy} cores busy:`);
  console.log(JSON.stringify({ total: cpu.totalCpuMsPerUnit, ...cpu.cpuMsPerUnit }, null, 2));

  // The burst's labels: made at the label pipeline's own pace, which the paced phase must not wait
  // behind (it measures one payment's way to its label, not a queue left by the burst).
  const labelsBy = Date.now() + 300_000;
  while (burstReadyAt.size < burstPaid && Date.now() < labelsBy) await new Promise((r) => setTimeout(r, 100));
  const lastLabel = Math.max(...burstReadyAt.values());
  console.log(`\nThe burst's labels (${burstPaid} paid):`);
  console.log(
    JSON.stringify(
      {
        ready: burstReadyAt.size,
        lastReadyAfterMs: lastLabel - burstBegan,
        labelsPerSecond: Math.round((burstReadyAt.size / ((lastLabel - burstBegan) / 1000)) * 10) / 10,
      },
      null,
      2,
    ),
  );

  const began = Date.now();
  for (const [i, id] of ids.slice(payments + spare).entries()) {
    const due = began + (i * 1000) / rate;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    startedAt.set(id, Date.now());
    const r = await pay(session, id);
    if (r.status !== 200) throw new Error(`payment failed: ${r.status} ${JSON.stringify(r.body)}`);
    answeredAt.set(id, Date.now());
  }
  const deadline = Date.now() + 120_000;
  while (readyAt.size < paced && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  clearInterval(watch);
  await Promise.all(listeners.map((l) => l.stop()));
  const stage = (from: Map<string, number>, to: Map<string, number>) => {
    const ms = [...to]
      .flatMap(([id, at]) => (from.has(id) ? [at - from.get(id)!] : []))
      .sort((a, b) => a - b);
    const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))];
    return { n: ms.length, p50Ms: q(0.5), p95Ms: q(0.95), maxMs: q(1) };
  };
  const total = stage(startedAt, readyAt);
  console.log(`\nPaid (wallet) → label ready (GuideGenerated), ${paced} payments at ${rate} a second:`);
  console.log(
    JSON.stringify(
      {
        payments: paced,
        ready: total.n,
        p50Ms: total.p50Ms,
        p95Ms: total.p95Ms,
        maxMs: total.maxMs,
        stages: {
          answer: stage(startedAt, answeredAt),
          'answer → ShipmentPaid': stage(answeredAt, paidAt),
          'ShipmentPaid → GuideGenerated': stage(paidAt, readyAt),
        },
      },
      null,
      2,
    ),
  );
  const balance = await api('GET', `/prepaid/getTotalAmount/${session.id}`, { token: session.token });
  console.log(`\nBalance left: ${JSON.stringify(balance.body)}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
