import { createHmac } from 'node:crypto';

/**
 * A closed-loop load generator: `concurrency` workers each send requests back to back for
 * `durationMs`, or until `maxRequests` have been measured.
 */
export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  statuses: Record<string, number>;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

export async function runLoad(
  opts: { concurrency: number; durationMs: number; warmupMs?: number; maxRequests?: number },
  request: (worker: number, i: number) => Promise<number>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const warmupEnds = Date.now() + (opts.warmupMs ?? 0);
  const ends = warmupEnds + opts.durationMs;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, worker) => {
      for (let i = 0; Date.now() < ends && latencies.length < (opts.maxRequests ?? Infinity); i++) {
        const started = performance.now();
        let status: number;
        try {
          status = await request(worker, i);
        } catch {
          status = 0;
        }
        const took = performance.now() - started;
        if (Date.now() >= warmupEnds) {
          latencies.push(took);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  // Stopped by the request count: the rate is over the time it actually took.
  const stoppedEarly = opts.maxRequests !== undefined && latencies.length >= opts.maxRequests;
  const seconds = stoppedEarly ? Math.max(0.001, (Date.now() - warmupEnds) / 1000) : opts.durationMs / 1000;
  return {
    requests: latencies.length,
    seconds,
    perSecond: Math.round((latencies.length / seconds) * 10) / 10,
    statuses,
    latencyMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) },
  };
}

export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** The median of each figure over several runs of the same load (the machine's speed varies). */
export function medianOf(results: LoadResult[]): LoadResult['latencyMs'] & { perSecond: number } {
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2
      ? s[(s.length - 1) / 2]
      : Math.round(((s[s.length / 2 - 1] + s[s.length / 2]) / 2) * 10) / 10;
  };
  return {
    perSecond: median(results.map((r) => r.perSecond)),
    p50: median(results.map((r) => r.latencyMs.p50)),
    p95: median(results.map((r) => r.latencyMs.p95)),
    p99: median(results.map((r) => r.latencyMs.p99)),
    max: median(results.map((r) => r.latencyMs.max)),
  };
}

/**
 * A fixed piece of CPU work (HMACs and JSON of a quote-sized object), timed: how fast the machine
 * is right now. On the shared two-core machine it has taken twice as long at one moment as at
 * another, idle both times; printed with each benchmark, it tells a slower portal from a slower machine.
 */
export function calibrationMs(): number {
  const doc = {
    options: Array.from({ length: 15 }, (_, i) => ({
      carrier: 'DHL',
      service: `S${i}`,
      total: i * 1234,
      token: 'x'.repeat(240),
    })),
  };
  const work = (iterations: number) => {
    for (let i = 0; i < iterations; i++) {
      const text = JSON.stringify({ ...doc, i });
      createHmac('sha256', 'calibration').update(text).digest('base64url');
      JSON.parse(text);
    }
  };
  work(2_000); // compiled and warm before it is timed
  const started = performance.now();
  work(10_000);
  return Math.round(performance.now() - started);
}
