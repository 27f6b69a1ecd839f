import {
  BATCH_COLUMNS,
  BATCH_TEMPLATE_EXAMPLE,
  batchTemplateCsv,
  type BatchColumn,
  type BatchRow,
} from '@envios/contracts';
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

/** Columns Excel must keep as text (a postal code's leading zero, a phone's digits). */
const TEXT_COLUMNS: ReadonlySet<BatchColumn> = new Set([
  'postal_code',
  'phone',
  'number',
  'interior',
  'order',
]);

/** Saves the template as an Excel workbook: the same headers and example, text columns kept as text. */
export async function downloadTemplateXlsx(): Promise<void> {
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Envíos');
  sheet.columns = BATCH_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(12, c.header.length + 2),
    style: TEXT_COLUMNS.has(c.key) ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(
    Object.fromEntries(
      BATCH_COLUMNS.map((c) => {
        const value = BATCH_TEMPLATE_EXAMPLE[c.key];
        return [
          c.key,
          TEXT_COLUMNS.has(c.key) || value === '' || Number.isNaN(Number(value)) ? value : Number(value),
        ];
      }),
    ),
  );
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const bytes = await workbook.xlsx.writeBuffer();
  saveFile(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'plantilla-envios.xlsx',
  );
}
