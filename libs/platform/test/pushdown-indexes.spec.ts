import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import type { Client as PgClient } from 'pg';
import { infra } from '@envios/testing';
import {
  connectPostgres,
  ensurePushdownIndexes,
  plannedPushdownIndexes,
} from '../src/datastore/pushdown-indexes';

const pgUrl = infra().ferretdbPostgresUrl;

// Only meaningful where FerretDB stores in PostgreSQL (the default; MONGO_BACKEND=sqlite has no such indexes).
(pgUrl ? describe : describe.skip)('GIN indexes for the filters FerretDB pushes down to PostgreSQL', () => {
  const database = `platform_pushdown_${randomUUID().slice(0, 8)}`;
  let mongo: MongoClient;
  let pg: PgClient;

  beforeAll(async () => {
    mongo = await MongoClient.connect(infra().mongoUrl);
    pg = await connectPostgres(pgUrl!);
    const shipments = mongo.db(database).collection('shipments');
    await shipments.createIndex({ owner: 1, created_at: -1 });
    await shipments.createIndex({ 'selected_service.carrier': 1 });
    await shipments.insertMany(
      Array.from({ length: 3000 }, (_, i) => ({
        owner: `owner-${i % 300}`,
        created_at: new Date(),
        selected_service: { carrier: 'DHL' },
      })),
    );
    await mongo
      .db(database)
      .collection('events')
      .insertOne({ _id: 'a' as never });
  });
  afterAll(async () => {
    await mongo.db(database).dropDatabase();
    await Promise.all([mongo.close(), pg.end()]);
  });

  it('plans one for _id of every collection and for the leading top-level field of each index', async () => {
    const planned = await plannedPushdownIndexes(pg, database);
    const fields = planned.map((i) => `${i.collection}.${i.field}`).sort();
    expect(fields).toEqual(['events._id', 'shipments._id', 'shipments.owner']);
  });

  it('creates them once when two replicas start together, and PostgreSQL serves a pushed-down equality filter with one', async () => {
    // Two processes' CREATE INDEX CONCURRENTLY on one table deadlocked (40P01) when they ran at once.
    const other = await connectPostgres(pgUrl!);
    try {
      const made = await Promise.all([
        ensurePushdownIndexes(pg, database),
        ensurePushdownIndexes(other, database),
      ]);
      expect(made.map((m) => m.length).sort()).toEqual([0, 3]);
    } finally {
      await other.end();
    }
    expect(await ensurePushdownIndexes(pg, database)).toEqual([]);
    await pg.query(
      `ANALYZE "${database}".${(await plannedPushdownIndexes(pg, database)).find((i) => i.field === 'owner')!.table}`,
    );

    const explain = await mongo
      .db(database)
      .command({ explain: { find: 'shipments', filter: { owner: 'owner-7' } } });
    expect(explain.filterPushdown).toBe(true);
    expect(JSON.stringify(explain.queryPlanner)).toMatch(
      /"Index Name":"shipments_[0-9a-f]+_owner_[0-9a-f]{8}_gin"/,
    );
  });

  it('keeps no pending list, so a lookup never scans unmerged writes', async () => {
    const { rows } = await pg.query<{ options: string[] | null }>(
      `SELECT c.reloptions AS options FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relname LIKE '%\\_gin'`,
      [database],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.options).toContain('fastupdate=off');
  });
});
