import type { ReportShipment } from '../api/reports-api';
import { REPORT_COLUMNS, reportCells, TOTAL_COLUMN } from './report-rows';
import { saveFile } from '@/shared/lib/save-file';

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

/**
 * 'Descargar Excel' (section 7): the table's rows in the sheet 'Envios' of `fileName`. Unlike the
 * original, the total is left out for the roles that do not see it. exceljs loads only when asked.
 */
export async function downloadReport(
  rows: readonly ReportShipment[],
  withTotal: boolean,
  fileName: string,
): Promise<void> {
  const { Workbook } = await import('exceljs');
  const book = new Workbook();
  const sheet = book.addWorksheet('Envios');
  sheet.addRows(reportSheetRows(rows, withTotal));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column, i) => (column.width = i === 0 || i === 1 ? 22 : 18));
  if (withTotal) sheet.getColumn(REPORT_COLUMNS.length + 1).numFmt = '"$"#,##0.00';
  const buffer = await book.xlsx.writeBuffer();
  saveFile(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
}
