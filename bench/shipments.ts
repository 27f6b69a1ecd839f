/**
 * Shipments at volume, through the BFF:
 *  1. the list page (GET /api/v1/shipments/all/{userId}?limit=10&page=n, pages spread over each
 *     user's history) at 20 concurrent, with --shipments shipments (default 1,000,000) across
 *     --owners owners (default 10,000) in the shipments database — target p95 ≤ 25 ms;
 *  2. ShipmentPaid → GuideGenerated for --paid shipments (default 500), as the wallet will publish
 *     them: paced at --paid-rate a second (default 10), then all at once; p50/p95 from each
 *     ShipmentPaid to its label's GuideGenerated — target p95 ≤ 1.5 s.
 *
 *   bash bench/run.sh shipments [--shipments 1000000] [--owners 10000] [--seconds 20] [--paid 500]
 *        [--paid-rate 10]
 *
 * The volume is loaded straight into the service's database (the bulk path the service itself
 * uses: shipments with their page buckets and counters, copied from a real shipment made through
 * the API), once: a later run finds it and reuses it. The 20 bench users are real accounts, each
 * with --per-user shipments (default 100, so pages 1–10), among the owners.
 */
import { MongoClient, ObjectId, type AnyBulkWriteOperation, type Document } from 'mongodb';
import { ShipmentPaid, Topics } from '@envios/contracts';
import {
  api,
  appEnv,
  appUrl,
  createUser,
  publishEvents,
  signIn,
  TopicListener,
  type Session,
} from '@envios/testing';
import { arg, runLoad } from './lib/load';

const BUCKET = 10;
const BATCH = 2_000;
const PARCELS = [{ weight: 2, depth: 30, width: 20, height: 15 }];

const quoteRequest = (guides: number) => ({
  cantidadGuias: guides,
  parcels: PARCELS,
  origin_direction: { country_code: 'MX', postal_code: '06700' },
  destination_direction: { country_code: 'MX', postal_code: '64000' },
  package_type: 'package',
});

const place = (postal_code: string, city: string, name: string) => ({
  full_name: name,
  email: 'bench@example.mx',
  phone: '5512345678',
  address: 'Avenida Insurgentes Sur',
  number: '1000',
  colony: 'Centro',
  postal_code,
  city,
});

/** n shipments of one quote, made through the BFF. */
async function createShipments(session: Session, n: number): Promise<{ _id: string }[]> {
  const q = await api('POST', '/quoting', { token: session.token, body: quoteRequest(n) });
  const token = q.body.carriers.ESTAFETA[0].quote_token;
  const one = {
    selected_service: { quote_token: token },
    shipment_type: 'box',
    parcels: PARCELS,
    origin_direction: place('06700', 'Ciudad de México', 'Origen Bench'),
    destination_direction: place('64000', 'Monterrey', 'Destino Bench'),
    description_of_the_content: 'Mercancía',
  };
  const r = await api('POST', '/shipments/home/all', {
    token: session.token,
    body: { shipments: Array.from({ length: n }, () => one) },
  });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.shipments;
}

/** Copies of `template` for `owner`, sequences `from`… with their buckets. */
function copies(template: Document, owner: string, from: number, n: number): Document[] {
  return Array.from({ length: n }, (_, i) => {
    const seq = from + i;
    return {
      ...template,
      _id: new ObjectId(),
      owner,
      account: owner,
      ownerSeq: seq,
      ownerPage: `${owner}:${Math.floor(seq / BUCKET)}`,
      accountSeq: seq,
      accountPage: `${owner}:${Math.floor(seq / BUCKET)}`,
      user: { ...template.user, _id: owner },
      created_at: new Date(Date.UTC(2026, 0, 1) + seq * 60_000),
      _outboxPending: false,
      _outboxAt: null,
      _outbox: [],
    };
  });
}

async function seed(total: number, owners: number, benchUsers: Session[], perUser: number) {
  const client = await MongoClient.connect(appEnv('shipments').MONGO_URL);
  try {
    const db = client.db();
    const shipments = db.collection('shipments');
    const counters = db.collection<{ _id: string; count: number }>('shipment_counters');
    const template = await shipments.findOne({ owner: benchUsers[0].id });
    if (!template) throw new Error('no template shipment');
    const { _id, ...shape } = template;
    void _id;

    // The bench users' own histories (their first shipment was made through the API).
    for (const user of benchUsers) {
      const have = (await counters.findOne({ _id: `o:${user.id}` }))?.count ?? 0;
      if (have >= perUser) continue;
      await shipments.insertMany(copies(shape, user.id, have, perUser - have), { ordered: false });
      await counters.updateOne({ _id: `o:${user.id}` }, { $set: { count: perUser } }, { upsert: true });
      await counters.updateOne({ _id: `a:${user.id}` }, { $set: { count: perUser } }, { upsert: true });
    }

    const marker = db.collection<{ _id: string; loaded: number }>('bench_volume');
    const loaded = (await marker.findOne({ _id: 'filler' }))?.loaded ?? 0;
    const filler = total - benchUsers.length * perUser;
    if (loaded >= filler) {
      console.log(`volume: ${loaded} filler shipments already loaded`);
      return;
    }
    const perOwner = Math.ceil(filler / owners);
    const started = Date.now();
    let done = loaded;
    const ownerIds = Array.from({ length: owners }, (_, i) =>
      new ObjectId(i.toString(16).padStart(24, 'b')).toHexString(),
    );
    while (done < filler) {
      const batch: Document[] = [];
      const counts: AnyBulkWriteOperation<{ _id: string; count: number }>[] = [];
      while (batch.length < BATCH && done < filler) {
        const owner = ownerIds[Math.floor(done / perOwner)];
        const seq = done % perOwner;
        const n = Math.min(perOwner - seq, BATCH - batch.length, filler - done);
        batch.push(...copies(shape, owner, seq, n));
        for (const id of [`o:${owner}`, `a:${owner}`])
          counts.push({
            updateOne: { filter: { _id: id }, update: { $set: { count: seq + n } }, upsert: true },
          });
        done += n;
      }
      await shipments.insertMany(batch, { ordered: false });
      await counters.bulkWrite(counts, { ordered: false });
      await marker.updateOne({ _id: 'filler' }, { $set: { loaded: done } }, { upsert: true });
      if (done % 50_000 < BATCH) {
        const rate = Math.round((done - loaded) / ((Date.now() - started) / 1000));
        console.log(`  loaded ${done}/${filler} (${rate} shipments/s)`);
      }
    }
    console.log(
      `volume: ${filler} filler shipments loaded in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await client.close();
  }
}

/**
 * Pays `n` shipments as the wallet would, `rate` a second (0: all at once), and times each from its
 * ShipmentPaid to its GuideGenerated.
 */
async function paidToGenerated(session: Session, n: number, rate: number) {
  const created: { _id: string }[] = [];
  while (created.length < n)
    created.push(...(await createShipments(session, Math.min(5, n - created.length))));
  const listener = await new TopicListener(Topics.shipments).start();
  const paidEvent = (id: string) => ({
    key: id,
    data: {
      shipmentId: id,
      owner: session.id,
      amountCentavos: 10_000,
      method: 'wallet' as const,
      paymentId: `bench-${id}`,
      paidAt: new Date().toISOString(),
    },
  });
  try {
    const publishedAt = new Map<string, number>();
    const seen = new Map<string, number>();
    const written = new Map<string, number>();
    const watch = setInterval(() => {
      for (const m of listener.messages.splice(0)) {
        let e: { type?: string; key: string; occurredAt?: string };
        try {
          e = JSON.parse(m.value ?? '') as { type: string; key: string; occurredAt: string };
        } catch {
          continue;
        }
        if (e.type === 'GuideGenerated' && publishedAt.has(e.key) && !seen.has(e.key)) {
          seen.set(e.key, Date.now());
          written.set(e.key, new Date(e.occurredAt!).getTime());
        }
      }
    }, 5);
    if (rate <= 0) {
      const now = Date.now();
      for (const s of created) publishedAt.set(s._id, now);
      await publishEvents(
        ShipmentPaid,
        created.map((s) => paidEvent(s._id)),
      );
    } else {
      const started = Date.now();
      for (const [i, s] of created.entries()) {
        const due = started + (i * 1000) / rate;
        if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
        publishedAt.set(s._id, Date.now());
        await publishEvents(ShipmentPaid, [paidEvent(s._id)]);
      }
    }
    const deadline = Date.now() + 180_000;
    while (seen.size < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    clearInterval(watch);
    const quantiles = (xs: number[]) => {
      const sorted = xs.sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
    };
    const ids = [...seen.keys()];
    return {
      shipments: n,
      perSecond: rate || 'all at once',
      generated: ids.length,
      ...quantiles(ids.map((id) => seen.get(id)! - publishedAt.get(id)!)),
      // Where the time went: paid → label written (the event's occurredAt), written → published.
      toLabelWritten: quantiles(ids.map((id) => written.get(id)! - publishedAt.get(id)!)),
      toPublished: quantiles(ids.map((id) => seen.get(id)! - written.get(id)!)),
    };
  } finally {
    await listener.stop();
  }
}

async function main() {
  const total = Number(arg('shipments', '1000000'));
  const owners = Number(arg('owners', '10000'));
  const perUser = Number(arg('per-user', '100'));
  const seconds = Number(arg('seconds', '20'));
  const paid = Number(arg('paid', '500'));
  const paidRate = Number(arg('paid-rate', '10'));

  const users = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const u = await createUser({ rol: 'client' });
      return signIn(u.email, u.password);
    }),
  );
  for (const user of users) await createShipments(user, 1);
  await seed(total, owners, users, perUser);

  const base = appUrl('bff');
  const pages = Math.ceil(perUser / 10);
  // --seconds 0: the labels only.
  if (seconds > 0) {
    const list = await runLoad(
      { concurrency: 20, durationMs: seconds * 1000, warmupMs: 3000 },
      async (worker, i) => {
        const user = users[worker];
        const page = 1 + ((worker * 7 + i) % pages);
        const res = await fetch(`${base}/api/v1/shipments/all/${user.id}?limit=10&page=${page}`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        const body = (await res.json()) as { docs?: unknown[] };
        return res.status === 200 && body.docs?.length !== 10 ? 599 : res.status;
      },
    );
    console.log(
      `\nGET /api/v1/shipments/all/{userId}?limit=10&page=n, 20 concurrent, ${seconds} s, ${total} shipments:`,
    );
    console.log(JSON.stringify(list, null, 2));
  }

  // --paid 0: the list only.
  for (const rate of paid > 0 ? [paidRate, 0] : []) {
    const guides = await paidToGenerated(users[rate ? 1 : 2], paid, rate);
    console.log(
      `\nShipmentPaid → GuideGenerated, ${paid} shipments, ${rate ? `${rate} paid a second` : 'all paid at once'}:`,
    );
    console.log(JSON.stringify(guides, null, 2));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
