import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { BatchErrors, MAX_BATCH_ROWS } from '@envios/contracts';
import { AppError } from '@envios/platform';

/** A batch file as a table: its header row and the rows under it, every cell as trimmed text. */
export interface BatchTable {
  format: 'csv' | 'xlsx';
  headers: string[];
  records: string[][];
}

/** An XLSX file is a ZIP archive: it starts with "PK\x03\x04". */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * Reads a CSV (UTF-8 or Latin-1, comma or semicolon, told apart by the bytes and the header line)
 * or an XLSX (its first worksheet) into a table. Refuses what is neither, and files with more rows
 * than a batch takes, before any row is validated.
 */
export async function readBatchFile(filename: string, bytes: Buffer): Promise<BatchTable> {
  const lower = filename.toLowerCase();
  let table: BatchTable;
  if (isZip(bytes)) {
    if (!lower.endsWith('.xlsx')) throw AppError.of(BatchErrors.fileType);
    table = await readXlsx(bytes);
  } else if (lower.endsWith('.csv') || lower.endsWith('.txt')) {
    table = readCsv(bytes);
  } else {
    throw AppError.of(BatchErrors.fileType);
  }
  const records = table.records.filter((r) => r.some((cell) => cell !== ''));
  if (!table.headers.some((h) => h !== '')) throw AppError.of(BatchErrors.unreadable);
  if (!records.length) throw AppError.of(BatchErrors.empty);
  if (records.length > MAX_BATCH_ROWS) throw AppError.of(BatchErrors.tooManyRows, records.length);
  return { ...table, records };
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Latin-1 (Excel's CSV in Mexico). */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

function readCsv(bytes: Buffer): BatchTable {
  const text = decodeText(bytes);
  // A binary file that is not UTF-8 still decodes as Latin-1: control characters give it away.
  if (hasControlCharacters(text.slice(0, 2_000))) throw AppError.of(BatchErrors.fileType);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to: MAX_BATCH_ROWS + 2,
    }) as string[][];
  } catch {
    throw AppError.of(BatchErrors.unreadable);
  }
  // More rows than a batch takes: counted, not parsed.
  const total = text.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1;
  const [headers = [], ...records] = rows;
  if (total > MAX_BATCH_ROWS) throw AppError.of(BatchErrors.tooManyRows, total);
  return { format: 'csv', headers, records };
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** Characters below space other than tab, line feed, form feed and carriage return: not text. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0b && c !== 0x0c && c !== 0x0d) return true;
  }
  return false;
}

async function readXlsx(bytes: Buffer): Promise<BatchTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw AppError.of(BatchErrors.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw AppError.of(BatchErrors.empty);
  if (sheet.actualRowCount - 1 > MAX_BATCH_ROWS)
    throw AppError.of(BatchErrors.tooManyRows, sheet.actualRowCount - 1);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(cellText(row.getCell(c).value));
    rows.push(cells);
  });
  const [headers = [], ...records] = rows;
  return { format: 'xlsx', headers, records };
}

/** A cell as text: numbers as written, dates as YYYY-MM-DD, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('richText' in value)
    return value.richText
      .map((t) => t.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  return '';
}
