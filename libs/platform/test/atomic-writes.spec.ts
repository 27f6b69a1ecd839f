import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { infra } from '@envios/testing';

/**
 * Our code relies on MongoDB's rule that a single-document write is atomic: conditional debits,
 * the outbox relay pulling entries while a use case writes the same document. Plain FerretDB v1
 * breaks it on both its backends (read-modify-write without a transaction); deploy/local/ferretdb
 * serialises writes so the local server keeps the rule. This runs against that server through many
 * connections. ATOMIC_WRITES_MONGO_URL points it at another server, e.g. a FerretDB started with
 * `bash deploy/local/ferretdb.sh exec <pg-db> -listen 127.0.0.1:<port> -data <dir> -serialize-writes=false`
 * (how the README's figures without the proxy were taken).
 */
describe('single-document writes on the local MongoDB-compatible server', () => {
  let clients: MongoClient[];
  const collection = (i: number) =>
    clients[i % clients.length]
      .db('platform_atomicity')
      .collection<{ _id: string; [k: string]: unknown }>('docs');

  beforeAll(async () => {
    const url = process.env.ATOMIC_WRITES_MONGO_URL ?? infra().mongoUrl;
    clients = await Promise.all(
      Array.from({ length: 6 }, () => MongoClient.connect(url, { maxPoolSize: 5 })),
    );
  });
  afterAll(async () => {
    await clients[0].db('platform_atomicity').dropDatabase();
    await Promise.all(clients.map((c) => c.close()));
  });

  it('loses no concurrent $inc, even on different fields of one document', async () => {
    const _id = randomUUID();
    await collection(0).insertOne({ _id, a: 0, b: 0 });
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        collection(i).updateOne({ _id }, { $inc: { [i % 2 ? 'a' : 'b']: 1 } }),
      ),
    );
    expect(await collection(0).findOne({ _id })).toMatchObject({ a: 60, b: 60 });
  });

  it('lets a conditional debit pass only while the balance covers it', async () => {
    const _id = randomUUID();
    await collection(0).insertOne({ _id, balance: 50 });
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        collection(i).updateOne({ _id, balance: { $gte: 1 } }, { $inc: { balance: -1 } }),
      ),
    );
    expect(results.filter((r) => r.modifiedCount === 1)).toHaveLength(50);
    expect((await collection(0).findOne({ _id }))!.balance).toBe(0);
  });

  it('gives every concurrent findOneAndUpdate its own result', async () => {
    const _id = randomUUID();
    await collection(0).insertOne({ _id, n: 0 });
    const seen = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        collection(i).findOneAndUpdate({ _id }, { $inc: { n: 1 } }, { returnDocument: 'after' }),
      ),
    );
    expect(new Set(seen.map((d) => d!.n)).size).toBe(40);
  });
});
