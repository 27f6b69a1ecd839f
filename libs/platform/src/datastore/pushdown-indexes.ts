import { hash } from 'node:crypto';
import type { Client as PgClient } from 'pg';

/**
 * Indexes for the local MongoDB-compatible server, FerretDB 1.24 on PostgreSQL.
 *
 * FerretDB stores a collection as a table with one jsonb column and sends equality filters on
 * top-level scalar fields to PostgreSQL as `_jsonb->'field' @> value`; everything else it filters,
 * sorts and pages itself, in Go, over what PostgreSQL returns. The indexes it creates are B-trees
 * on `(_jsonb->'field')`, which cannot serve `@>`, so every query still reads the whole table. A
 * GIN index (jsonb_path_ops) on the same expression can. This adds one for `_id` of every
 * collection and for the leading field of every index the collection has (the equality part of a
 * MongoDB index such as {owner: 1, created_at: -1}) — the indexes each schema declares for MongoDB
 * (mongoose `schema.index`, `createIndex`) are the declaration, read back from FerretDB's own
 * catalogue, so there is no second list to keep in step.
 *
 * Production runs on MongoDB, where none of this exists: the step runs only when the service is
 * given FERRETDB_POSTGRES_URL (deploy/local does that when its server runs on PostgreSQL).
 */

/** FerretDB's per-database catalogue table (one row per collection). */
const METADATA_TABLE = '_ferretdb_database_metadata';

export interface PushdownIndex {
  collection: string;
  table: string;
  field: string;
  name: string;
}

interface CatalogueRow {
  collection: string;
  table: string;
  /** PostgreSQL's definition of one of the table's indexes (FerretDB's keep the key order). */
  indexdef: string | null;
}

/** The leading field of a FerretDB index: `USING btree (((_jsonb -> 'owner'::text)), …)`. */
const LEADING_FIELD = /USING btree \(\(\(_jsonb -> '((?:[^']|'')+)'::text\)\)/;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** PostgreSQL names stop at 63 bytes: keep them readable and unique with a short hash. */
function indexName(table: string, field: string): string {
  const suffix = hash('sha256', `${table}\0${field}`, 'hex').slice(0, 8);
  return `${table.slice(0, 30)}_${field.replace(/[^a-zA-Z0-9_]/g, '_').slice(0, 20)}_${suffix}_gin`;
}

/** The GIN indexes a database should have, from FerretDB's catalogue of its collections and indexes. */
export async function plannedPushdownIndexes(pg: PgClient, database: string): Promise<PushdownIndex[]> {
  const schema = await pg.query(
    'SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2',
    [database, METADATA_TABLE],
  );
  if (!schema.rowCount) return [];
  const { rows } = await pg.query<CatalogueRow>(
    `SELECT m._jsonb->>'_id' AS collection, m._jsonb->>'table' AS "table", i.indexdef
       FROM ${quoteIdent(database)}.${quoteIdent(METADATA_TABLE)} m
       LEFT JOIN pg_indexes i ON i.schemaname = $1 AND i.tablename = m._jsonb->>'table'`,
    [database],
  );
  const fields = new Map<string, { table: string; fields: Set<string> }>();
  for (const row of rows) {
    const entry = fields.get(row.collection) ?? { table: row.table, fields: new Set(['_id']) };
    fields.set(row.collection, entry);
    const leading = row.indexdef?.match(LEADING_FIELD)?.[1].replace(/''/g, "'");
    // Dotted paths are not pushed down by the embedded FerretDB, so an index on them would go unused.
    if (leading && !leading.includes('.')) entry.fields.add(leading);
  }
  return [...fields].flatMap(([collection, { table, fields: names }]) =>
    [...names].map((field) => ({ collection, table, field, name: indexName(table, field) })),
  );
}

/**
 * Creates the missing GIN indexes of a database (CONCURRENTLY: writes go on meanwhile) and returns
 * the ones it created. Safe to run from every replica at once (they take turns).
 */
export async function ensurePushdownIndexes(pg: PgClient, database: string): Promise<PushdownIndex[]> {
  // One replica at a time per database: two CREATE INDEX CONCURRENTLY on one table wait on each
  // other's snapshot and PostgreSQL breaks the tie with a deadlock error (40P01). The session lock is
  // tried, not awaited: a statement waiting on it holds a snapshot the holder's build waits for.
  const key = `pushdown-indexes:${database}`;
  for (;;) {
    const { rows } = await pg.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [key],
    );
    if (rows[0].locked) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    return await createMissingIndexes(pg, database);
  } finally {
    await pg.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
  }
}

async function createMissingIndexes(pg: PgClient, database: string): Promise<PushdownIndex[]> {
  const planned = await plannedPushdownIndexes(pg, database);
  const existing = new Set(
    (
      await pg.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE schemaname = $1', [
        database,
      ])
    ).rows.map((r) => r.indexname),
  );
  const created: PushdownIndex[] = [];
  for (const index of planned) {
    if (existing.has(index.name)) continue;
    try {
      // Without GIN's pending list (fastupdate): with it, every lookup also scans what recent writes
      // left unmerged, up to 4 MB — 7 ms instead of 0.1 ms by id on a table updated all the time.
      await pg.query(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS ${quoteIdent(index.name)}
           ON ${quoteIdent(database)}.${quoteIdent(index.table)} USING gin ((_jsonb->${quoteLiteral(index.field)}) jsonb_path_ops)
           WITH (fastupdate = off)`,
      );
      created.push(index);
    } catch (err) {
      // Another replica created it at the same moment, or FerretDB dropped the collection meanwhile.
      const code = (err as { code?: string }).code;
      if (code !== '42P07' && code !== '23505' && code !== '42P01') throw err;
    }
  }
  return created;
}

/** Connects to PostgreSQL (the `pg` package is loaded only where this runs: never in production). */
export async function connectPostgres(url: string): Promise<PgClient> {
  const { Client } = (await import('pg')) as typeof import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}
