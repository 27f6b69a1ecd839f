import { BATCH_COLUMNS, batchTemplateCsv, type BatchColumn, type BatchRow } from '@envios/contracts';
import { saveFile } from '@/shared/lib/save-file';

/** Each column's header as the template writes it (the grid and the fix form use it too). */
export const COLUMN_LABELS = Object.fromEntries(BATCH_COLUMNS.map((c) => [c.key, c.header])) as Record<
  BatchColumn,
  string
>;

/** A row's errors by column: the first message of each. */
export function errorsByColumn(row: BatchRow): Partial<Record<BatchColumn, string>> {
  const out: Partial<Record<BatchColumn, string>> = {};
  for (const e of row.errors) out[e.column] ??= e.message;
  return out;
}

/** The parcel as a person reads it: "2 kg · 30×20×15 cm", or the profile's name. */
export function parcelText(row: BatchRow): string {
  const v = row.values;
  if (!v.weight && v.profile) return v.profile;
  const dims = [v.length, v.width, v.height].filter(Boolean).join('×');
  return [v.weight && `${v.weight} kg`, dims && `${dims} cm`].filter(Boolean).join(' · ');
}

/** Saves the template (Spanish headers and an example row) as a CSV that Excel opens with its accents. */
export function downloadTemplate(): void {
  saveFile(new Blob([batchTemplateCsv()], { type: 'text/csv;charset=utf-8' }), 'plantilla-envios.csv');
}
