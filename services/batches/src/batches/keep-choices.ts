import type { StoredBatchRow } from './batch.schema';

/**
 * Rows checked again after one changed or left: a row whose values and errors are as they were
 * keeps what the rule chose for it; a changed one waits for the rule to be applied again.
 */
export function keepChoices(before: readonly StoredBatchRow[], checked: StoredBatchRow[]): StoredBatchRow[] {
  const old = new Map(before.map((r) => [r.n, r]));
  return checked.map((row) => {
    const was = old.get(row.n);
    const same =
      !!was &&
      !row.errors.length &&
      !was.errors.length &&
      JSON.stringify(was.values) === JSON.stringify(row.values);
    return same ? { ...row, choice: was.choice ?? null, no_option: was.no_option ?? null } : row;
  });
}
