import { saveFile } from '@/shared/lib/save-file';

/**
 * A one-sheet workbook in SpreadsheetML 2003 (the XML format Excel reads as .xls): plain text, so the
 * export needs no spreadsheet library in the browser. Strings stay strings (a value such as '=1+1'
 * is never read as a formula); numbers are typed, with a money or kilogram format per column.
 */
export interface SheetColumn {
  header: string;
  format?: 'money' | 'kg';
  /** Points. */
  width?: number;
}

export type SheetCell = string | number | null;

// Characters XML 1.0 does not allow, even escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r?\n/g, '&#10;');
}

/** Excel refuses sheet names over 31 characters or with : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Hoja1';

function cell(value: SheetCell, format: SheetColumn['format']): string {
  if (value === null || value === '') return '<Cell/>';
  if (typeof value === 'number' && Number.isFinite(value)) {
    const style = format ? ` ss:StyleID="${format}"` : '';
    return `<Cell${style}><Data ss:Type="Number">${value}</Data></Cell>`;
  }
  return `<Cell><Data ss:Type="String">${escapeXml(String(value))}</Data></Cell>`;
}

export function spreadsheetXml(
  name: string,
  columns: readonly SheetColumn[],
  rows: readonly SheetCell[][],
): string {
  const header = `<Row>${columns
    .map(
      (column) =>
        `<Cell ss:StyleID="header"><Data ss:Type="String">${escapeXml(column.header)}</Data></Cell>`,
    )
    .join('')}</Row>`;
  const body = rows.map(
    (row) => `<Row>${row.map((value, i) => cell(value, columns[i]?.format)).join('')}</Row>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Styles>',
    '<Style ss:ID="Default" ss:Name="Normal"><Alignment ss:Vertical="Bottom"/></Style>',
    '<Style ss:ID="header"><Font ss:Bold="1"/></Style>',
    '<Style ss:ID="money"><NumberFormat ss:Format="&quot;$&quot;#,##0.00"/></Style>',
    '<Style ss:ID="kg"><NumberFormat ss:Format="0.000"/></Style>',
    '</Styles>',
    `<Worksheet ss:Name="${escapeXml(sheetName(name))}">`,
    '<Table>',
    ...columns.map((column) => `<Column ss:Width="${column.width ?? 90}"/>`),
    header,
    ...body,
    '</Table>',
    '</Worksheet>',
    '</Workbook>',
  ].join('\n');
}

/** Saves the workbook under `fileName` (.xls) through a temporary link. */
export function downloadSpreadsheet(xml: string, fileName: string): void {
  saveFile(new Blob([xml], { type: 'application/vnd.ms-excel;charset=utf-8' }), fileName);
}
