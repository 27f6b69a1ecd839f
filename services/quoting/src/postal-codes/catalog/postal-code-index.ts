import type { PostalCodeEntry } from '../postal-catalog';

/**
 * The whole catalogue in memory: a map for exact lookups and the codes sorted as text, so a prefix
 * search is a binary search for the first code >= prefix followed by a short walk. Leading zeros
 * need no care: '067' sorts before '06700' as text.
 */
export class PostalCodeIndex {
  static readonly empty = new PostalCodeIndex([]);

  private readonly byCode: ReadonlyMap<string, PostalCodeEntry>;
  private readonly codes: readonly string[];
  readonly settlementCount: number;

  constructor(entries: Iterable<PostalCodeEntry>) {
    const byCode = new Map<string, PostalCodeEntry>();
    let settlements = 0;
    for (const entry of entries) {
      byCode.set(entry.postalCode, freeze(entry));
      settlements += entry.settlements.length;
    }
    this.byCode = byCode;
    this.codes = [...byCode.keys()].sort();
    this.settlementCount = settlements;
  }

  get size(): number {
    return this.codes.length;
  }

  lookup(postalCode: string): PostalCodeEntry | undefined {
    return this.byCode.get(postalCode);
  }

  searchPrefix(prefix: string, limit: number): PostalCodeEntry[] {
    const found: PostalCodeEntry[] = [];
    for (let i = this.firstAtOrAfter(prefix); i < this.codes.length && found.length < limit; i++) {
      if (!this.codes[i].startsWith(prefix)) break;
      found.push(this.byCode.get(this.codes[i])!);
    }
    return found;
  }

  private firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.codes.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.codes[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** Entries are shared by every caller: frozen, so a caller cannot change what the next one reads. */
function freeze(entry: PostalCodeEntry): PostalCodeEntry {
  entry.settlements.forEach(Object.freeze);
  Object.freeze(entry.settlements);
  return Object.freeze(entry);
}
