import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { APP_CONFIG, type EpochCache, ManagedRedis } from '@envios/platform';
import type { ReportsConfig } from '../config';
import { databaseOf, reportsEpochCache } from './aggregate-cache';
import { rowKeys } from './aggregate-docs';
import { ReadModels } from './read-models';
import type { ReportRow } from './report-row';

/** Buckets a replica keeps; the least recently used go first. */
const HELD_BUCKETS = 20_000;
/** Changed rows a replica keeps as last read, per scope's month log. */
const HELD_CHANGES = 20_000;
/** The changes a scope's month keeps in Redis; a bucket older than them is read whole again. */
const LOGGED = 2_000;
/** A bucket behind by more changes than this is read whole again rather than row by row. */
const PATCHED = 500;
/** A month's log unchanged this long is dropped (its next change starts another). */
const LOG_TTL_SECONDS = 24 * 3600;
/**
 * A bucket kept up to date row by row is read whole again this long after its last whole read: a
 * change written but never logged (the process died in between, and the event's redelivery changes
 * nothing) shows within this time.
 */
const WHOLE_READ_MS = 10 * 60_000;

/**
 * After a row of a scope's month was written: its epoch becomes `<log>:<n+1>` and the row's id
 * enters the month's log of changes with score n+1 (an id changed again only moves up). The log's
 * lowest member, `@<log>`, holds the highest score trimmed away (0 until then): it says the log
 * exists and how far back it reaches. A missing or lost log starts another under a new name.
 * KEYS: epoch, log. ARGV: row id, a new log's name, LOGGED, LOG_TTL_SECONDS.
 */
const RECORD = `
local log, n = string.match(redis.call('GET', KEYS[1]) or '', '^([^:]+):(%d+)$')
if not log or not redis.call('ZSCORE', KEYS[2], '@' .. log) then
  log = ARGV[2]
  n = 0
  redis.call('DEL', KEYS[2])
  redis.call('ZADD', KEYS[2], 0, '@' .. log)
end
n = tonumber(n) + 1
redis.call('SET', KEYS[1], log .. ':' .. n)
redis.call('ZADD', KEYS[2], n, ARGV[1])
local over = redis.call('ZCARD', KEYS[2]) - 1 - tonumber(ARGV[3])
if over > 0 then
  local last = redis.call('ZRANGE', KEYS[2], over, over, 'WITHSCORES')
  redis.call('ZREMRANGEBYRANK', KEYS[2], 1, over)
  redis.call('ZADD', KEYS[2], last[2], '@' .. log)
end
redis.call('EXPIRE', KEYS[2], ARGV[4])
return n`;

/**
 * The ids (with their scores) of the rows changed after change ARGV[2] of log ARGV[1], or nil when
 * the log no longer reaches back that far, is another one, or holds more than ARGV[3] since.
 * KEYS: log.
 */
const SINCE = `
local floor = redis.call('ZSCORE', KEYS[1], '@' .. ARGV[1])
if not floor or tonumber(floor) > tonumber(ARGV[2]) then return nil end
local since = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[2], '+inf', 'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[3]) + 1)
if #since > 2 * tonumber(ARGV[3]) then return nil end
return since`;

const SHA1 = new Map(
  [RECORD, SINCE].map((script) => [script, createHash('sha1').update(script).digest('hex')]),
);

/** `<log>:<n>` of an epoch, or nothing for one that is no log's (never written, or set otherwise). */
function logPosition(epoch: string): { log: string; n: number } | undefined {
  const m = /^([^:]+):(\d+)$/.exec(epoch);
  return m ? { log: m[1], n: Number(m[2]) } : undefined;
}

/** The rows one bucket holds: a scope's month, day or hour within the report's filters. */
export interface Bucket {
  /** The row field that says which bucket a row is in (`day`, `uHour`…) and its value there. */
  field: keyof ReportRow & string;
  value: string;
  carrier?: string;
  type?: string;
}

const inBucket = (b: Bucket, r: ReportRow) =>
  r.created &&
  !r.deleted &&
  r[b.field] === b.value &&
  (!b.carrier || r.carrier === b.carrier) &&
  (!b.type || r.type === b.type);

const time = (r: ReportRow) => new Date(r.createdAt!).getTime();
/** Newest first; the greater id first between rows of the same moment. */
const newestFirst = (a: ReportRow, b: ReportRow) => time(b) - time(a) || (a._id < b._id ? 1 : -1);

/** Two lists sorted newest first, as one. */
function merged(a: ReportRow[], b: ReportRow[]): ReportRow[] {
  const out: ReportRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(newestFirst(a[i], b[j]) <= 0 ? a[i++] : b[j++]);
  return out.concat(a.slice(i), b.slice(j));
}

/**
 * The general report's buckets of rows, held in memory and brought up to date row by row. Writers
 * log each changed row's id in its scopes' months (`changed`); a reader holding a bucket read under
 * an older epoch re-reads only the rows changed since (by id, shared by every bucket of that month)
 * and puts them in or out of its copy, instead of reading the bucket whole: while thousands of
 * guides are being tracked, the current month changes every second, and an hour of everyone's
 * shipments is a thousand rows at ~1 ms each on the local server.
 */
@Injectable()
export class RowBuckets {
  private readonly cache: EpochCache;
  private readonly database: string;
  /** Rows read after a change: `<log key>|<log>|<id>` → the change's score and the row as read. */
  private readonly changes = new Map<string, { n: number; row: Promise<ReportRow | null> }>();

  constructor(
    private readonly redis: ManagedRedis,
    private readonly models: ReadModels,
    @InjectConnection() connection: Connection,
    @Inject(APP_CONFIG) config: ReportsConfig,
  ) {
    this.cache = reportsEpochCache(redis, config, HELD_BUCKETS);
    this.database = databaseOf(connection);
  }

  /** After `row` was written: the buckets of its scopes' month hold it or drop it on their next read. */
  async changed(gen: number, row: ReportRow): Promise<void> {
    if (!row.day || !row.owner) return;
    const month = row.day.slice(0, 7);
    const log = randomUUID().replaceAll('-', '');
    await Promise.all(
      [`u:${row.owner}`, `a:${row.account ?? row.owner}`, 'all'].map((scope) => {
        const keys = rowKeys(this.database, gen, scope, month);
        return this.script(RECORD, [keys.epoch, keys.log], [row._id, log, LOGGED, LOG_TTL_SECONDS]);
      }),
    );
  }

  /**
   * The rows of `bucket` in a scope's month, newest first: from memory while the month is
   * unchanged, brought up to date while few rows changed since, else `load`ed whole.
   */
  async read(
    gen: number,
    scope: string,
    month: string,
    bucket: Bucket,
    load: () => Promise<ReportRow[]>,
  ): Promise<ReportRow[]> {
    const keys = rowKeys(this.database, gen, scope, month);
    const epoch = (await this.cache.epochs([keys.epoch])).get(keys.epoch)!;
    const slot = `${gen}|${scope}|${bucket.field}|${bucket.value}|${bucket.carrier ?? ''}|${bucket.type ?? ''}`;
    const held = await this.cache.hold<{ rows: ReportRow[]; wholeAt: number }>(slot, epoch, async (held) => {
      const from = held && logPosition(held.epoch);
      const to = logPosition(epoch);
      if (from && to && from.log === to.log && Date.now() - held.value.wholeAt < WHOLE_READ_MS) {
        const changed = await this.changedSince(gen, keys.log, from);
        if (changed) return { ...held.value, rows: this.patched(held.value.rows, bucket, changed) };
      }
      const wholeAt = Date.now();
      return { rows: (await load()).sort(newestFirst), wholeAt };
    });
    return held.rows;
  }

  /** The rows of a log changed after `from` (each read once per change), or nothing if too many or lost. */
  private async changedSince(
    gen: number,
    log: string,
    from: { log: string; n: number },
  ): Promise<Map<string, ReportRow | null> | undefined> {
    const since = (await this.script(SINCE, [log], [from.log, from.n, PATCHED])) as string[] | null;
    if (!since) return undefined;
    const { rows } = this.models.of(gen);
    const out = new Map<string, ReportRow | null>();
    const reads: Promise<void>[] = [];
    for (let i = 0; i < since.length; i += 2) {
      const id = since[i];
      const n = Number(since[i + 1]);
      const key = `${log}|${from.log}|${id}`;
      let change = this.changes.get(key);
      if (!change || change.n < n) {
        change = { n, row: rows.findById(id).lean<ReportRow>().exec() };
        this.changes.set(key, change);
        if (this.changes.size > HELD_CHANGES) this.changes.delete(this.changes.keys().next().value!);
        change.row.catch(() => this.changes.delete(key));
      }
      reads.push(change.row.then((row) => void out.set(id, row)));
    }
    await Promise.all(reads);
    return out;
  }

  /** `rows` (newest first) with `changed` rows put in or left out as they are now. */
  private patched(rows: ReportRow[], bucket: Bucket, changed: Map<string, ReportRow | null>): ReportRow[] {
    const kept = rows.filter((r) => !changed.has(r._id));
    const added = [...changed.values()].filter((r): r is ReportRow => !!r && inBucket(bucket, r));
    if (!added.length && kept.length === rows.length) return rows;
    return merged(kept, added.sort(newestFirst));
  }

  /** Runs a Lua script by its hash, sending it first if Redis does not know it yet. */
  private async script(source: string, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await this.redis.evalsha(SHA1.get(source)!, keys.length, ...keys, ...args);
    } catch (err) {
      if (!String(err).includes('NOSCRIPT')) throw err;
      return this.redis.eval(source, keys.length, ...keys, ...args);
    }
  }
}
