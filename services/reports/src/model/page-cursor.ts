import type { ReportRow } from './report-row';

const PARALLEL_READS = 8;

/** Reads `keys` in groups of PARALLEL_READS, in order, until `enough` says so. */
export async function readInOrder<T>(
  keys: string[],
  read: (k: string) => Promise<T[]>,
  enough: (n: number) => boolean,
) {
  const out: T[] = [];
  for (let i = 0; i < keys.length && !enough(out.length); i += PARALLEL_READS)
    for (const part of await Promise.all(keys.slice(i, i + PARALLEL_READS).map(read))) out.push(...part);
  return out;
}

/**
 * Takes a page out of lists read newest first: skips `offset` rows, keeps up to `limit`. Buckets
 * skipped by their counters are never read.
 */
export class PageCursor {
  readonly rows: ReportRow[] = [];
  constructor(
    private offset: number,
    private readonly limit: number,
  ) {}

  get full() {
    return this.rows.length >= this.limit;
  }

  /** Passes over `count` rows without reading them, if the page starts after them. */
  skips(count: number): boolean {
    if (this.offset < count) return false;
    this.offset -= count;
    return true;
  }

  take(sorted: ReportRow[]) {
    if (this.skips(sorted.length)) return;
    this.rows.push(...sorted.slice(this.offset, this.offset + this.limit - this.rows.length));
    this.offset = 0;
  }
}
