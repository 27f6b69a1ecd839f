import {
  BATCH_COLUMNS,
  BATCH_TEMPLATE_EXAMPLE,
  batchTemplateCsv,
  spreadsheetCsv,
  type Batch,
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

const STATUS_TEXT: Record<BatchRow['status'], string> = {
  error: 'Con errores',
  pending: 'Sin regla',
  no_option: 'Sin paquetería',
  ready: 'Lista',
  unpaid: 'Sin pagar',
  paid: 'Generando guía',
  generated: 'Guía lista',
  failed: 'Sin guía (reembolsada)',
};

/**
 * The batch's result to take back to the customer's own system: each order with its carrier,
 * service, guide and state (and price, to those who see amounts), as CSV that no cell of it can
 * turn into a formula.
 */
export function batchResultCsv(batch: Batch): string {
  const prices = batch.rows.some((r) => r.choice?.total_amount !== undefined);
  const headers = [
    'Fila',
    'Pedido',
    'Destinatario',
    'Código postal',
    'Paquetería',
    'Servicio',
    'Días',
    ...(prices ? ['Precio'] : []),
    'Guía',
    'Estado',
  ];
  const rows = batch.rows.map((r) => [
    String(r.n),
    r.values.order,
    r.values.name,
    r.values.postal_code,
    r.choice?.carrier ?? '',
    r.choice?.service_name ?? '',
    r.choice ? String(r.choice.total_transit_days) : '',
    ...(prices ? [r.choice?.total_amount !== undefined ? r.choice.total_amount.toFixed(2) : ''] : []),
    r.number_guide ?? '',
    STATUS_TEXT[r.status],
  ]);
  return spreadsheetCsv(headers, rows);
}

export function downloadBatchResult(batch: Batch): void {
  saveFile(
    new Blob([batchResultCsv(batch)], { type: 'text/csv;charset=utf-8' }),
    `resultado-lote-${batch.id}.csv`,
  );
}
