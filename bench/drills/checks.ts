/**
 * What the drills assert once the stack has settled, read from the stores themselves (the services'
 * databases, the guides queue, the topics): labels, debits, refunds, ledgers, outboxes, jobs, events.
 */
import { Queue } from 'bullmq';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { Queues } from '@envios/contracts';
import { appEnv, testKafka } from '@envios/testing';

export interface Violation {
  invariant: string;
  detail: string;
}

let client: MongoClient | undefined;
/** The stack's MongoDB-compatible server; short timeouts, so a poll while it is down fails fast. */
async function mongo(): Promise<MongoClient> {
  if (!client) {
    const url = new URL(appEnv('identity').MONGO_URL);
    client = new MongoClient(`mongodb://${url.host}`, {
      serverSelectionTimeoutMS: 3_000,
      socketTimeoutMS: 10_000,
      maxPoolSize: 4,
    });
    await client.connect();
  }
  return client;
}
export const db = async (service: string): Promise<Db> => (await mongo()).db(`envios_${service}`);

export async function closeStores(): Promise<void> {
  await client?.close();
  client = undefined;
}

export function guidesQueue(): Queue {
  const url = new URL(appEnv('shipments').REDIS_URL);
  return new Queue(Queues.guides, {
    prefix: 'envios',
    connection: {
      host: url.hostname,
      port: Number(url.port),
      db: Number(url.pathname.slice(1) || 0),
      maxRetriesPerRequest: null,
    },
  });
}

interface ShipmentDoc {
  _id: ObjectId;
  owner: string;
  status: boolean;
  guide_state: string;
  number_guide: string | null;
  guide_attempts: number;
  refunded_at: Date | null;
}

/** Each of the shipments, as the shipments service holds it. */
export async function shipmentsOf(ids: string[]): Promise<Map<string, ShipmentDoc>> {
  const out = new Map<string, ShipmentDoc>();
  const col = (await db('shipments')).collection<ShipmentDoc>('shipments');
  for (let i = 0; i < ids.length; i += 200) {
    const docs = await col
      .find(
        { _id: { $in: ids.slice(i, i + 200).map((id) => new ObjectId(id)) } },
        {
          projection: {
            owner: 1,
            status: 1,
            guide_state: 1,
            number_guide: 1,
            guide_attempts: 1,
            refunded_at: 1,
          },
        },
      )
      .toArray();
    for (const d of docs) out.set(String(d._id), d);
  }
  return out;
}

interface MovementDoc {
  _id: string;
  user: string;
  type: string;
  amount: number;
  status: boolean;
  shipment: { _id: string } | null;
  numberOfOrder: string | null;
}

export async function movementsOf(users: string[]): Promise<MovementDoc[]> {
  return (await db('wallet'))
    .collection<MovementDoc>('movements')
    .find({ user: { $in: users } })
    .toArray();
}

/** Every user's ledger (paid lines) adds up to the wallet's balance, with nothing left in `ops`. */
export async function ledgerViolations(users: string[]): Promise<Violation[]> {
  const out: Violation[] = [];
  const lines = await movementsOf(users);
  const wallets = await (
    await db('wallet')
  )
    .collection<{ _id: string; balance: number; opsPending?: boolean }>('wallets')
    .find({ _id: { $in: users } })
    .toArray();
  for (const user of users) {
    const wallet = wallets.find((w) => w._id === user);
    const sum = lines.filter((l) => l.user === user && l.status).reduce((s, l) => s + l.amount, 0);
    if (!wallet) out.push({ invariant: 'ledger = balance', detail: `no wallet for ${user}` });
    else if (wallet.balance !== sum)
      out.push({
        invariant: 'ledger = balance',
        detail: `${user}: balance ${wallet.balance}, ledger lines add up to ${sum}`,
      });
    else if (wallet.opsPending)
      out.push({ invariant: 'ledger = balance', detail: `${user}: ledger lines still pending in ops` });
  }
  return out;
}

/** Documents with events not yet published, per service database and collection. */
export async function outboxBacklog(): Promise<Record<string, number>> {
  const m = await mongo();
  const backlog: Record<string, number> = {};
  const { databases } = await m.db().admin().listDatabases({ nameOnly: true });
  for (const { name } of databases) {
    if (!/^envios_/.test(name)) continue;
    for (const c of await m.db(name).listCollections({}, { nameOnly: true }).toArray()) {
      const n = await m.db(name).collection(c.name).countDocuments({ _outboxPending: true });
      if (n) backlog[`${name}.${c.name}`] = n;
    }
  }
  return backlog;
}

/** Distinct event ids of `type` per key on `topic`, for the given keys (read from the beginning). */
async function eventIdsByKey(
  topic: string,
  type: string,
  keys: Set<string>,
): Promise<Map<string, Set<string>>> {
  const kafka = testKafka();
  const admin = kafka.admin();
  await admin.connect();
  const ends = await admin.fetchTopicOffsets(topic);
  await admin.disconnect();
  const remaining = new Map(ends.map((e) => [e.partition, BigInt(e.high)]));
  for (const [p, high] of remaining) if (high === 0n) remaining.delete(p);
  const out = new Map<string, Set<string>>();
  if (!remaining.size) return out;
  const consumer = kafka.consumer({ groupId: `drill-read-${Date.now()}-${Math.random()}` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  let done!: () => void;
  const finished = new Promise<void>((r) => (done = r));
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      const key = message.key?.toString();
      if (key && keys.has(key)) {
        try {
          const e = JSON.parse(message.value?.toString() ?? '') as { id: string; type: string };
          if (e.type === type) out.set(key, (out.get(key) ?? new Set()).add(e.id));
        } catch {
          // poison (the poison drill's, or another's)
        }
      }
      const high = remaining.get(partition);
      if (high !== undefined && BigInt(message.offset) + 1n >= high) {
        remaining.delete(partition);
        if (!remaining.size) done();
      }
    },
  });
  const timeout = new Promise<void>((_, reject) =>
    setTimeout(() => reject(new Error(`reading ${topic} took over 5 minutes`)), 300_000),
  );
  try {
    await Promise.race([finished, timeout]);
  } finally {
    await consumer.disconnect();
  }
  return out;
}

/** One distinct event of `type` per key, for every key (delivery may repeat an id, never mint two). */
export async function onceEachViolations(topic: string, type: string, keys: string[]): Promise<Violation[]> {
  const seen = await eventIdsByKey(topic, type, new Set(keys));
  const out: Violation[] = [];
  for (const key of keys) {
    const n = seen.get(key)?.size ?? 0;
    if (n !== 1) out.push({ invariant: `one ${type} per shipment`, detail: `${key}: ${n} distinct events` });
  }
  return out;
}
