import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import { infra } from '@envios/testing';
import type { ReportsConfig } from '../src/config';
import { ReadModels } from '../src/model/read-models';
import { emptyRow, type ReportRow } from '../src/model/report-row';
import { rowKeys } from '../src/model/aggregate-docs';
import { RowBuckets, type Bucket } from '../src/model/row-buckets';

/**
 * The general report's buckets of rows against the real Redis and MongoDB-compatible server: held,
 * brought up to date from the log of changed rows, read whole when that log cannot say what changed.
 */
describe('RowBuckets', () => {
  const database = `envios_test_rowbuckets_${randomUUID().slice(0, 8)}`;
  let connection: Connection;
  let redis: Redis;
  let rows: ReadModels;
  const gen = 1;
  const month = '2026-11';
  const owner = new mongoose.Types.ObjectId().toHexString();
  const day = `${month}-20`;
  const bucket: Bucket = { field: 'day', value: day };

  let clock = Date.parse(`${day}T12:00:00-06:00`);
  const row = (patch: Partial<ReportRow> = {}): ReportRow => ({
    ...emptyRow(new mongoose.Types.ObjectId().toHexString()),
    created: true,
    owner,
    account: owner,
    createdAt: new Date((clock += 60_000)),
    day,
    carrier: 'DHL',
    type: 'box',
    ...patch,
  });

  const buckets = () =>
    new RowBuckets(redis as never, rows, connection, { REPORTS_STALE_MS: 0 } as ReportsConfig);

  /** The bucket's rows in the database now, as the general report queries them. */
  const inDatabase = (which: Bucket) =>
    rows
      .of(gen)
      .rows.find({
        created: true,
        deleted: false,
        [which.field]: which.value,
        ...(which.carrier ? { carrier: which.carrier } : {}),
      })
      .lean<ReportRow[]>()
      .exec();
  /** Reads the bucket as the general report does, counting whole reads. */
  let wholeReads = 0;
  const read = (b: RowBuckets, which: Bucket = bucket) =>
    b.read(gen, 'all', month, which, () => {
      wholeReads++;
      return inDatabase(which);
    });
  const ids = (list: ReportRow[]) => list.map((r) => r._id);
  /** What a whole read of the database gives now, newest first. */
  const now = async (which: Bucket = bucket) =>
    (await inDatabase(which))
      .sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime())
      .map((r) => r._id);
  /** Writes rows as the event side does: the row, then the log of its scopes' month. */
  const write = async (b: RowBuckets, ...changed: ReportRow[]) => {
    for (const r of changed) {
      await rows.of(gen).rows.replaceOne({ _id: r._id }, r, { upsert: true });
      await b.changed(gen, r);
    }
  };

  beforeAll(async () => {
    connection = await mongoose.createConnection(`${infra().mongoUrl}/${database}`).asPromise();
    redis = new Redis(infra().redisUrl, { maxRetriesPerRequest: 2 });
    rows = new ReadModels(connection);
    // Written as the event side writes them, so the month has a log of changes from the start.
    await write(buckets(), row(), row(), row({ carrier: 'FEDEX' }), row());
  });
  afterAll(async () => {
    const keys = rowKeys(connection.db!.databaseName, gen, 'all', month);
    await redis.del(keys.epoch, keys.log);
    await connection.dropDatabase();
    await connection.close();
    await redis.quit();
  });

  it('brings a held bucket up to date from the rows changed since, without reading it whole', async () => {
    const writer = buckets();
    const reader = buckets();
    const first = await read(reader);
    expect(ids(first)).toEqual(await now());
    expect(wholeReads).toBe(1);

    const [newest, , , oldest] = first;
    const added = row(); // the newest of the bucket
    const earlier = row({ createdAt: new Date(Date.parse(`${day}T00:30:00-06:00`)) }); // before every other
    const elsewhere = row({ day: `${month}-21` }); // another bucket of the month
    await write(
      writer,
      added,
      earlier,
      elsewhere,
      { ...newest, deleted: true },
      { ...oldest, trackingStatus: 'delivered', rev: oldest.rev + 1 },
    );

    const second = await read(reader);
    expect(wholeReads).toBe(1);
    expect(ids(second)).toEqual(await now());
    expect(ids(second)).toEqual([added._id, ...ids(first).slice(1), earlier._id]);
    expect(second.find((r) => r._id === oldest._id)?.trackingStatus).toBe('delivered');
    // A bucket within a carrier takes only its carrier's rows.
    const fedex: Bucket = { ...bucket, carrier: 'FEDEX' };
    expect(ids(await read(reader, fedex))).toEqual(await now(fedex));
    await write(writer, row({ carrier: 'FEDEX' }), row());
    expect(ids(await read(reader, fedex))).toEqual(await now(fedex));
    expect(ids(await read(reader))).toEqual(await now());
    expect(wholeReads).toBe(2); // the carrier's bucket once
    // Unchanged since: the same list.
    expect(await read(reader)).toBe(await read(reader));
  });

  it('reads a bucket whole when the log cannot say what changed since it was held', async () => {
    const writer = buckets();
    const reader = buckets();
    await read(reader);
    const before = wholeReads;
    const keys = rowKeys(connection.db!.databaseName, gen, 'all', month);

    // The log was lost (evicted, expired): the next change starts another one.
    await redis.del(keys.log);
    await write(writer, row());
    expect(ids(await read(reader))).toEqual(await now());
    expect(wholeReads).toBe(before + 1);

    // Rows written outside the log (the benchmark's bulk load) set an epoch that is no log's.
    const bulk = row();
    await rows.of(gen).rows.insertMany([bulk]);
    await redis.set(keys.epoch, `bulk-${Date.now()}`);
    const after = await read(reader);
    expect(ids(after)).toEqual(await now());
    expect(ids(after)[0]).toBe(bulk._id);
    expect(wholeReads).toBe(before + 2);

    // And the log goes on from there, row by row again.
    await write(writer, row());
    expect(ids(await read(reader))).toEqual(await now());
    expect(wholeReads).toBe(before + 3); // the first change after a foreign epoch starts a new log
    await write(writer, row());
    expect(ids(await read(reader))).toEqual(await now());
    expect(wholeReads).toBe(before + 3);
  });
});
