/** A closed-loop load generator: `concurrency` workers each send requests back to back for `durationMs`. */
export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  statuses: Record<string, number>;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

export async function runLoad(
  opts: { concurrency: number; durationMs: number; warmupMs?: number },
  request: (worker: number, i: number) => Promise<number>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const warmupEnds = Date.now() + (opts.warmupMs ?? 0);
  const ends = warmupEnds + opts.durationMs;
  let measuredFrom = 0;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, worker) => {
      for (let i = 0; Date.now() < ends; i++) {
        const started = performance.now();
        let status: number;
        try {
          status = await request(worker, i);
        } catch {
          status = 0;
        }
        const took = performance.now() - started;
        if (Date.now() >= warmupEnds) {
          measuredFrom ||= Date.now();
          latencies.push(took);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  const seconds = opts.durationMs / 1000;
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
