import { TOP_UP_METHODS, type TopUpMethod } from '@envios/contracts';
import { formatDateTime } from '@envios/domain';
import type { ReportPrepaid, ReportShipment } from '../api/reports-api';
import { REPORT_COLUMNS, reportCells, TOTAL_COLUMN } from './report-rows';
import { saveFile } from '@/shared/lib/save-file';
import { TOP_UP_METHOD_LABELS } from '@/shared/lib/top-up-methods';

/** The rows of the report table as a sheet: the same texts, and the total as a number in pesos. */
export function reportSheetRows(rows: readonly ReportShipment[], withTotal: boolean): (string | number)[][] {
  const header: string[] = [...REPORT_COLUMNS];
  if (withTotal) header.push(`${TOTAL_COLUMN} (MXN)`);
  return [
    header,
    ...rows.map((row) => {
      const cells: (string | number)[] = reportCells(row);
      if (withTotal) cells.push(row.total_amount ?? 0);
      return cells;
    }),
  ];
}

/** The period's top-ups, for the sheet 'Abonos': what was paid by method, then each top-up. */
export interface TopUpsSheet {
  prepaids: readonly ReportPrepaid[];
  /** Pesos paid by method; absent for the roles that see no amounts. */
  paidByMethod?: Readonly<Record<TopUpMethod, number>>;
}

/** The sheet 'Abonos': the paid total of each method (amounts as numbers in pesos), then the list. */
export function topUpSheetRows({ prepaids, paidByMethod }: TopUpsSheet): (string | number)[][] {
  const rows: (string | number)[][] = [];
  if (paidByMethod) {
    rows.push(['Método', 'Abonos pagados (MXN)']);
    for (const method of TOP_UP_METHODS) rows.push([TOP_UP_METHOD_LABELS[method], paidByMethod[method]]);
    rows.push(['Total', TOP_UP_METHODS.reduce((total, m) => total + paidByMethod[m], 0)], []);
  }
  rows.push(paidByMethod ? ['Fecha', 'Método', 'Estatus', 'Monto (MXN)'] : ['Fecha', 'Método', 'Estatus']);
  for (const p of prepaids) {
    const cells: (string | number)[] = [
      formatDateTime(p.created_at),
      TOP_UP_METHOD_LABELS[p.source],
      p.status ? 'Pagado' : 'Pendiente',
    ];
    if (paidByMethod) cells.push(p.amount ?? 0);
    rows.push(cells);
  }
  return rows;
}

/**
 * 'Descargar Excel' (section 7): the table's rows in the sheet 'Envios' of `fileName`, and the
 * period's top-ups by method in the sheet 'Abonos'. Unlike the original, the total is left out for the
 * roles that do not see it. exceljs loads only when asked.
 */
export async function downloadReport(
  rows: readonly ReportShipment[],
  withTotal: boolean,
  fileName: string,
  topUps?: TopUpsSheet,
): Promise<void> {
  const { Workbook } = await import('exceljs');
  const book = new Workbook();
  const sheet = book.addWorksheet('Envios');
  sheet.addRows(reportSheetRows(rows, withTotal));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column, i) => (column.width = i === 0 || i === 1 ? 22 : 18));
  if (withTotal) sheet.getColumn(REPORT_COLUMNS.length + 1).numFmt = '"$"#,##0.00';
  if (topUps) {
    const money = book.addWorksheet('Abonos');
    money.addRows(topUpSheetRows(topUps));
    money.columns.forEach((column) => (column.width = 24));
    if (topUps.paidByMethod) {
      money.getColumn(2).numFmt = '"$"#,##0.00';
      money.getColumn(4).numFmt = '"$"#,##0.00';
    }
  }
  const buffer = await book.xlsx.writeBuffer();
  saveFile(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
}
