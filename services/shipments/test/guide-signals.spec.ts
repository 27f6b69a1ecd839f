import { Types } from 'mongoose';
import { ManagedRedis, type BaseConfig } from '@envios/platform';
import { infra } from '@envios/testing';
import { GuideSignals, type GuideSignal } from '../src/guides/guide-signals';

/**
 * Labels' outcomes announced across replicas on the real Redis: each GuideSignals here stands for a
 * replica of the shipments service (its own connections), as the label worker and the request
 * waiting for its guides are in production.
 */
describe('GuideSignals', () => {
  const replicas: GuideSignals[] = [];
  const redises: ManagedRedis[] = [];
  /** A replica of its own: its own Redis client and, at its first wait, its own subscriber. */
  const replica = () => {
    const redis = new ManagedRedis({ REDIS_URL: infra().redisUrl } as BaseConfig);
    const signals = new GuideSignals(redis);
    redises.push(redis);
    replicas.push(signals);
    return signals;
  };
  afterAll(async () => {
    for (const signals of replicas) await signals.onApplicationShutdown();
    for (const redis of redises) await redis.onApplicationShutdown();
  });

  const newId = () => new Types.ObjectId().toHexString();
  const in10s = () => Date.now() + 10_000;
  const timed = async <T>(work: Promise<T>) => {
    const started = Date.now();
    const value = await work;
    return { value, ms: Date.now() - started };
  };

  it('hears on one replica what another announces, as soon as every id is announced', async () => {
    const worker = replica();
    const waiter = replica();
    const [a, b] = [newId(), newId()];
    await waiter.waitFor([newId()], Date.now()); // the first wait opens the subscription
    const waiting = timed(waiter.waitFor([a, b], in10s()));
    await worker.announce(a, 'generated');
    await worker.announce(newId(), 'generated'); // someone else's: not waited for
    await worker.announce(b, 'failed');

    const { value, ms } = await waiting;
    expect(value).toEqual(
      new Map<string, GuideSignal>([
        [a, 'generated'],
        [b, 'failed'],
      ]),
    );
    expect(ms).toBeLessThan(5_000);
  });

  it('misses nothing announced between the first read and the subscription: the read after it finds it', async () => {
    const worker = replica();
    const id = newId();
    // What the shipments collection holds: pending at the caller's first read.
    const stored = new Map<string, string>([[id, 'pending']]);
    const settledIn = async () => [...stored].filter(([, s]) => s !== 'pending').map(([k]) => k);

    // Between that read and the subscription, the worker writes the guide and announces it.
    stored.set(id, 'generated');
    await worker.announce(id, 'generated');

    // A replica that was not listening then: the announcement is gone, the read after subscribing has it.
    const late = replica();
    const { value, ms } = await timed(late.waitFor([id], in10s(), settledIn));
    expect(value.size).toBe(0);
    expect(ms).toBeLessThan(5_000);

    // Without that read, the same wait would last until its deadline.
    const blind = replica();
    const { value: heard, ms: waited } = await timed(blind.waitFor([id], Date.now() + 1_500));
    expect(heard.size).toBe(0);
    expect(waited).toBeGreaterThanOrEqual(1_400);
  });

  it('answers what it heard when the deadline passes before every id is announced', async () => {
    const worker = replica();
    const waiter = replica();
    const [made, stuck] = [newId(), newId()];
    await waiter.waitFor([newId()], Date.now()); // subscribed from here on
    const waiting = timed(waiter.waitFor([made, stuck], Date.now() + 2_000));
    await worker.announce(made, 'generated');

    const { value, ms } = await waiting;
    expect(value).toEqual(new Map<string, GuideSignal>([[made, 'generated']]));
    expect(ms).toBeGreaterThanOrEqual(1_900);
    expect(ms).toBeLessThan(5_000);
  });

  it('lets several waits on one replica hear the same announcement', async () => {
    const worker = replica();
    const waiter = replica();
    const id = newId();
    await waiter.waitFor([newId()], Date.now());
    const first = waiter.waitFor([id], in10s());
    const second = waiter.waitFor([id], in10s());
    await worker.announce(id, 'generated');
    expect(await first).toEqual(new Map([[id, 'generated']]));
    expect(await second).toEqual(new Map([[id, 'generated']]));
  });
});
