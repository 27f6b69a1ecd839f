import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection } from 'mongoose';

/**
 * What deploy/local/seed.sh asks of a service's demo seed (src/cli/seed-demo.ts). The portal's demo
 * history (six months of activity, libs/domain `demoHistory`) is written in two rounds; in each,
 * the seeds of shipments, wallet and tracking (and reports, in round 2) run in that order, each
 * working through the plan in time order and waiting for what the others' events bring (`Arrivals`:
 * its service's consumers record them a moment after they are published): round 1 makes the
 * shipments and pays them, round 2 labels what was paid and follows what was labelled. Until round
 * 2 has, the queues that would act on them today (labels, polls) are paused. DEMO_HISTORY_ANCHOR is when the history ends, fixed at the portal's first
 * start; without it (the test profile) there is no history.
 */
export interface DemoSeedRun {
  anchor: Date | null;
  round: 1 | 2;
}

export function demoSeedRun(env: NodeJS.ProcessEnv = process.env): DemoSeedRun {
  const raw = env.DEMO_HISTORY_ANCHOR;
  const anchor = raw ? new Date(raw) : null;
  if (anchor && Number.isNaN(anchor.getTime())) throw new Error(`DEMO_HISTORY_ANCHOR is not a date: ${raw}`);
  return { anchor, round: env.DEMO_HISTORY_ROUND === '2' ? 2 : 1 };
}

/**
 * Waits for what another service's events bring (a consumer of this service records it), checking
 * every half second: the value `check` finds, or an error naming `what` after `timeoutMs`.
 */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

/** Which parts of the demo history a service has written: a document per part in its own database. */
export class DemoSeedMarks {
  constructor(private readonly connection: Connection) {}

  private get marks() {
    return this.connection.collection<{ _id: string; anchor: string; at: Date }>('demo_seed');
  }

  async done(part: string): Promise<boolean> {
    return !!(await this.marks.findOne({ _id: part }));
  }

  async mark(part: string, anchor: Date): Promise<void> {
    await this.marks.updateOne(
      { _id: part },
      { $set: { anchor: anchor.toISOString(), at: new Date() } },
      { upsert: true },
    );
  }
}

/** Runs `work` over `items`, at most `concurrency` at a time, in order of start. */
export async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

interface Waiter<T> {
  promise: Promise<T>;
  resolve: (t: T) => void;
  reject: (e: Error) => void;
  since: number;
}

/**
 * Records another service's events bring here, awaited by their key while a seed works through
 * its plan: whatever is awaited is looked for together, every half second, so many waits cost one
 * query (`find` answers those of the keys it is given that exist).
 */
export class Arrivals<T> {
  private readonly waiting = new Map<number, Waiter<T>>();
  private readonly found = new Map<number, T>();
  private looking = false;

  constructor(
    private readonly what: string,
    private readonly find: (keys: number[]) => Promise<[number, T][]>,
    private readonly timeoutMs = 300_000,
  ) {}

  /** Starts looking for all of these at once; `get` each when it is needed. */
  expect(keys: readonly number[]): void {
    for (const key of keys) this.get(key).catch(() => undefined);
  }

  get(key: number): Promise<T> {
    const known = this.found.get(key);
    if (known !== undefined) return Promise.resolve(known);
    const waiting = this.waiting.get(key);
    if (waiting) return waiting.promise;
    const waiter = { since: Date.now() } as Waiter<T>;
    waiter.promise = new Promise<T>((resolve, reject) => Object.assign(waiter, { resolve, reject }));
    this.waiting.set(key, waiter);
    if (!this.looking) {
      // After the caller's other gets of this turn: one query for all of them.
      this.looking = true;
      setImmediate(() => void this.look());
    }
    return waiter.promise;
  }

  private async look(): Promise<void> {
    try {
      while (this.waiting.size) {
        try {
          for (const [key, value] of await this.find([...this.waiting.keys()])) {
            this.found.set(key, value);
            this.waiting.get(key)?.resolve(value);
            this.waiting.delete(key);
          }
        } catch (err) {
          for (const w of this.waiting.values()) w.reject(err as Error);
          this.waiting.clear();
        }
        for (const [key, w] of this.waiting)
          if (Date.now() - w.since > this.timeoutMs) {
            w.reject(new Error(`gave up waiting for ${this.what} (${new Date(key).toISOString()})`));
            this.waiting.delete(key);
          }
        if (this.waiting.size) await sleep(500);
      }
    } finally {
      this.looking = false;
    }
  }
}
