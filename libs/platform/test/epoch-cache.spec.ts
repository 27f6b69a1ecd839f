import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { infra } from '@envios/testing';
import { EpochCache, type Held } from '../src';

describe('EpochCache on Redis', () => {
  let redis: Redis;
  const key = () => `test:epoch:${randomUUID()}`;

  beforeAll(() => {
    redis = new Redis(infra().redisUrl, { maxRetriesPerRequest: 2 });
  });
  afterAll(() => redis.quit());

  /** Reads `slot` as a reader would: the epoch first, then the value. */
  const readVia = async (
    cache: EpochCache,
    epochKey: string,
    slot: string,
    load: (held?: Held<number>) => Promise<number>,
  ) => cache.hold(slot, (await cache.epochs([epochKey])).get(epochKey)!, load);

  it('keeps a value until its epoch is bumped, and every replica sees the bump', async () => {
    const k = key();
    const a = new EpochCache(redis, { size: 10 });
    const b = new EpochCache(redis, { size: 10 });
    let stored = 1;
    let loads = 0;
    const load = async () => (loads++, stored);

    expect(await readVia(a, k, 's', load)).toBe(1);
    expect(await readVia(b, k, 's', load)).toBe(1);
    stored = 2;
    expect(await readVia(a, k, 's', load)).toBe(1);
    expect(loads).toBe(2);

    await b.bump([k]);
    expect(await readVia(a, k, 's', load)).toBe(2);
    expect(await readVia(b, k, 's', load)).toBe(2);
    expect(loads).toBe(4);
  });

  it('reads again after maxAgeMs even without a bump, and drops the least recently used past its size', async () => {
    const k = key();
    const cache = new EpochCache(redis, { size: 2, maxAgeMs: 50 });
    let loads = 0;
    const load = async () => ++loads;

    expect(await readVia(cache, k, 'x', load)).toBe(1);
    expect(await readVia(cache, k, 'x', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    expect(await readVia(cache, k, 'x', load)).toBe(2);

    // The size, on a cache whose values do not age (a loaded machine can take more than 50 ms
    // between two reads).
    const lru = new EpochCache(redis, { size: 2 });
    loads = 0;
    await readVia(lru, k, 'x', load); // 1
    await readVia(lru, k, 'y', load); // 2
    await readVia(lru, k, 'x', load); // held: x is now the most recent
    await readVia(lru, k, 'z', load); // 3, y goes
    expect(await readVia(lru, k, 'x', load)).toBe(1);
    expect(await readVia(lru, k, 'y', load)).toBe(4);
  });

  it('gives concurrent readers of a slot one read', async () => {
    const k = key();
    const cache = new EpochCache(redis, { size: 10 });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 30));
      return loads;
    };
    const got = await Promise.all(Array.from({ length: 20 }, () => readVia(cache, k, 's', load)));
    expect(new Set(got)).toEqual(new Set([1]));
    expect(loads).toBe(1);
  });

  it('with staleMs, answers what it held while the newer epoch is read, then the fresh value', async () => {
    const k = key();
    const stale = new EpochCache(redis, { size: 10, staleMs: 60_000 });
    const strict = new EpochCache(redis, { size: 10 });
    let stored = 1;
    const load = async () => {
      await new Promise((r) => setTimeout(r, 30));
      return stored;
    };
    expect(await readVia(stale, k, 's', load)).toBe(1);
    expect(await readVia(strict, k, 's', load)).toBe(1);
    stored = 2;
    await stale.bump([k]);
    expect(await readVia(strict, k, 's', load)).toBe(2);
    expect(await readVia(stale, k, 's', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await readVia(stale, k, 's', load)).toBe(2);
  });

  it('with staleMs, reads a slot once at a time however often its epoch changes meanwhile', async () => {
    const k = key();
    const cache = new EpochCache(redis, { size: 10, staleMs: 60_000 });
    let running = 0;
    let most = 0;
    let loads = 0;
    const load = async () => {
      running++;
      most = Math.max(most, running);
      loads++;
      await new Promise((r) => setTimeout(r, 40));
      running--;
      return loads;
    };
    await readVia(cache, k, 's', load);
    for (let i = 0; i < 20; i++) {
      await cache.bump([k]);
      await readVia(cache, k, 's', load);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(most).toBe(1);
    expect(loads).toBeLessThan(10);
  });

  it('hands a read under a newer epoch what it held under the older one, to bring it up to date', async () => {
    const k = key();
    const cache = new EpochCache(redis, { size: 10, maxAgeMs: 60 });
    const seen: (Held<number> | undefined)[] = [];
    let stored = 1;
    const load = async (held?: Held<number>) => (seen.push(held), stored);
    await readVia(cache, k, 's', load);
    const first = (await cache.epochs([k])).get(k)!;
    stored = 2;
    await cache.bump([k]);
    expect(await readVia(cache, k, 's', load)).toBe(2);
    expect(seen).toEqual([undefined, { epoch: first, value: 1 }]);
    // Past maxAgeMs under the same epoch, the slot is read whole: nothing held is handed over.
    await new Promise((r) => setTimeout(r, 80));
    await readVia(cache, k, 's', load);
    expect(seen[2]).toBeUndefined();
  });

  it('with epochMs, takes an epoch it read as current that long, and its own bumps at once', async () => {
    const k = key();
    const reader = new EpochCache(redis, { size: 10, epochMs: 150 });
    const writer = new EpochCache(redis, { size: 10 });
    let stored = 1;
    const load = async () => stored;
    expect(await readVia(reader, k, 's', load)).toBe(1);
    stored = 2;
    await writer.bump([k]);
    expect(await readVia(reader, k, 's', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(await readVia(reader, k, 's', load)).toBe(2);
    stored = 3;
    await reader.bump([k]);
    expect(await readVia(reader, k, 's', load)).toBe(3);
  });

  it('a failed read is not kept: the next reader reads again', async () => {
    const k = key();
    const cache = new EpochCache(redis, { size: 10 });
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('down');
      return 7;
    };
    await expect(readVia(cache, k, 's', load)).rejects.toThrow('down');
    fail = false;
    expect(await readVia(cache, k, 's', load)).toBe(7);
  });
});
