/** `$inc` paths by aggregate document id (contribution.ts makes them). */
export type Incs = Map<string, Record<string, number>>;

/** Adds `from`'s increments into `into`, path by path. */
export function addIncs(into: Incs, from: Incs): void {
  for (const [id, inc] of from) {
    const target = into.get(id) ?? {};
    for (const [path, by] of Object.entries(inc)) target[path] = (target[path] ?? 0) + by;
    into.set(id, target);
  }
}

/** A document whose fields are `inc`'s paths, as an insert writes it whole (`k.a.b` → {k: {a: {b}}}). */
export function aggregateDocument(_id: string, inc: Record<string, number>): Record<string, unknown> {
  const doc: Record<string, unknown> = { _id };
  for (const [path, value] of Object.entries(inc)) {
    if (!value) continue;
    const parts = path.split('.');
    let at = doc;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    at[parts.at(-1)!] = value;
  }
  return doc;
}

/**
 * The Redis key whose value changes whenever any aggregate document of a scope's month changes
 * (its month document or one of its days'): `reports:<database>:g<generation>:<scope>|<AAAA-MM>`.
 */
export function aggregateEpochKey(database: string, gen: number, scope: string, month: string): string {
  return `reports:${database}:g${gen}:${scope}|${month}`;
}

/** The Redis keys of a scope's month's rows (row-buckets.ts): its epoch and its log of changes, in one hash slot. */
export function rowKeys(database: string, gen: number, scope: string, month: string) {
  const tag = `reports:${database}:g${gen}:{${scope}|${month}}`;
  return { epoch: `${tag}:rows`, log: `${tag}:rows-log` };
}

/** The scope and month of an aggregate document id (`<scope>|D<day>|…` or `<scope>|M<month>|…`). */
export function scopeMonthOf(id: string): { scope: string; month: string } {
  const [scope, period] = id.split('|');
  return { scope, month: period.slice(1, 8) };
}
