import { BATCH_COLUMNS, type BatchColumn, type BatchRowValues } from '@envios/contracts';

/** A header or a name as compared: no accents, case, punctuation at the ends or repeated spaces. */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .replace(/^[\s.:*-]+|[\s.:*-]+$/g, '');

const BY_NAME = new Map<string, BatchColumn>(
  BATCH_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map((name) => [plain(name), c.key] as const)),
);

export interface HeaderMapping {
  header: string;
  column: BatchColumn | null;
}

/**
 * Which column each header of the file fills: by its name (the template's header or a known other
 * name), unless the person mapped it by hand (`manual`, header → column or null). A column goes to
 * its first header only.
 */
export function mapHeaders(
  headers: readonly string[],
  manual: Readonly<Record<string, BatchColumn | null>> = {},
): HeaderMapping[] {
  const taken = new Set<BatchColumn>();
  return headers.map((header) => {
    const chosen = header in manual ? manual[header] : (BY_NAME.get(plain(header)) ?? null);
    if (!chosen || taken.has(chosen)) return { header, column: null };
    taken.add(chosen);
    return { header, column: chosen };
  });
}

/** A record of the file as the batch's values: every column, '' where the file has none. */
export function rowValues(mapping: readonly HeaderMapping[], record: readonly string[]): BatchRowValues {
  const values = Object.fromEntries(BATCH_COLUMNS.map((c) => [c.key, ''])) as BatchRowValues;
  mapping.forEach(({ column }, i) => {
    if (column) values[column] = (record[i] ?? '').trim().slice(0, 500);
  });
  return values;
}
