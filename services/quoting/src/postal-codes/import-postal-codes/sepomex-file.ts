import { parseCsv } from './rfc4180';

/** 'csv': our sepomex.csv (UTF-8). 'cpdescarga': Correos de México's CPdescarga.txt (ISO-8859-1, pipes). */
export type SepomexFormat = 'csv' | 'cpdescarga';

/** One settlement row as the file has it, before any cleaning. */
export interface SepomexRow {
  /** Line of the file the row starts on, for error messages. */
  line: number;
  postalCode: string;
  settlement: string;
  settlementType: string;
  municipality: string;
  state: string;
  city: string;
  /** d_zona ('Urbano' / 'Rural'); null when the file has no such column (our CSV). */
  zone: string | null;
}

export interface SepomexFile {
  format: SepomexFormat;
  rows: SepomexRow[];
}

export class SepomexFileError extends Error {
  override name = 'SepomexFileError';
}

const CSV_COLUMNS = [
  'postal_code',
  'settlement',
  'settlement_type',
  'municipality',
  'state',
  'city',
] as const;
const CPDESCARGA_COLUMNS = [
  'd_codigo',
  'd_asenta',
  'd_tipo_asenta',
  'D_mnpio',
  'd_estado',
  'd_ciudad',
  'd_zona',
] as const;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Reads either format; which one is decided from the content, not the file name. */
export function readSepomexFile(bytes: Buffer): SepomexFile {
  const format = detectFormat(bytes);
  return format === 'csv'
    ? { format, rows: parseOurCsv(decodeUtf8(bytes)) }
    : { format, rows: parseCpDescarga(decodeCpDescarga(bytes)) };
}

export function detectFormat(bytes: Buffer): SepomexFormat {
  const start = bytes.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0;
  // Both headers are ASCII, so any single-byte decoding shows them.
  const [first = '', second = ''] = bytes
    .subarray(start, start + 4096)
    .toString('latin1')
    .split(/\r?\n/, 2);
  // CPdescarga.txt starts with a line of legal notice, then the header; tolerate a copy without the notice.
  if ([first, second].some((line) => line.trim().toLowerCase().startsWith('d_codigo|'))) return 'cpdescarga';
  if (first.trim().toLowerCase().startsWith('postal_code,')) return 'csv';
  throw new SepomexFileError(
    'Unrecognised SEPOMEX file: expected our CSV (header postal_code,settlement,…) ' +
      "or Correos de México's CPdescarga.txt (header d_codigo|d_asenta|… on line 1 or 2)",
  );
}

function decodeUtf8(bytes: Buffer): string {
  try {
    // TextDecoder drops a leading BOM.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SepomexFileError('The CSV is not valid UTF-8');
  }
}

/**
 * The official file is ISO-8859-1. A copy re-saved as UTF-8 is accepted too: Latin-1 accents are
 * never valid UTF-8 sequences, so a file that decodes as UTF-8 is UTF-8 (or plain ASCII).
 */
function decodeCpDescarga(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

function parseOurCsv(text: string): SepomexRow[] {
  const records = parseCsv(text);
  const first = records.next();
  const header = first.done ? [] : first.value.fields.map((name) => name.trim().toLowerCase());
  const [code, settlement, type, municipality, state, city] = CSV_COLUMNS.map((name) =>
    columnIndex(header, name),
  );
  const rows: SepomexRow[] = [];
  for (const { line, fields } of records) {
    rows.push({
      line,
      postalCode: fields[code] ?? '',
      settlement: fields[settlement] ?? '',
      settlementType: fields[type] ?? '',
      municipality: fields[municipality] ?? '',
      state: fields[state] ?? '',
      city: fields[city] ?? '',
      zone: null,
    });
  }
  return rows;
}

function parseCpDescarga(text: string): SepomexRow[] {
  const lines = text.split(/\r?\n/);
  const headerLine = lines[0].trim().toLowerCase().startsWith('d_codigo|') ? 0 : 1;
  const header = lines[headerLine].split('|').map((name) => name.trim().toLowerCase());
  const [code, settlement, type, municipality, state, city, zone] = CPDESCARGA_COLUMNS.map((name) =>
    columnIndex(header, name),
  );
  const rows: SepomexRow[] = [];
  for (let i = headerLine + 1; i < lines.length; i++) {
    if (!lines[i].trim()) continue;
    const fields = lines[i].split('|');
    rows.push({
      line: i + 1,
      postalCode: fields[code] ?? '',
      settlement: fields[settlement] ?? '',
      settlementType: fields[type] ?? '',
      municipality: fields[municipality] ?? '',
      state: fields[state] ?? '',
      city: fields[city] ?? '',
      zone: fields[zone] ?? '',
    });
  }
  return rows;
}

function columnIndex(header: string[], name: string): number {
  const index = header.indexOf(name.toLowerCase());
  if (index < 0) throw new SepomexFileError(`The header has no column ${name}`);
  return index;
}
