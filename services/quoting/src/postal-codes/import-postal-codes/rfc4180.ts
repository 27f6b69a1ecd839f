const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

export interface CsvRecord {
  /** 1-based line on which the record starts (quoted fields may span lines). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
}

/**
 * RFC 4180 CSV: comma-separated, fields optionally in double quotes (inside which commas, line
 * breaks and doubled quotes are literal), CRLF or LF line ends. Every field is returned as text, so
 * codes such as '01000' keep their leading zero. Blank lines are skipped.
 */
export function* parseCsv(text: string): Generator<CsvRecord> {
  const n = text.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    for (;;) {
      if (text.charCodeAt(i) === QUOTE) {
        const quoted = readQuoted(text, i + 1, startLine);
        fields.push(quoted.value);
        line += countLineBreaks(quoted.value);
        i = quoted.end;
        const next = text.charCodeAt(i);
        if (i < n && next !== COMMA && next !== CR && next !== LF) {
          throw new CsvSyntaxError(`line ${line}: unexpected text after a closing quote`);
        }
      } else {
        let j = i;
        for (; j < n; j++) {
          const c = text.charCodeAt(j);
          if (c === COMMA || c === CR || c === LF) break;
        }
        fields.push(text.slice(i, j));
        i = j;
      }
      if (i < n && text.charCodeAt(i) === COMMA) {
        i++;
        continue;
      }
      // End of the record (or of the text).
      if (text.charCodeAt(i) === CR) i++;
      if (text.charCodeAt(i) === LF) i++;
      line++;
      break;
    }
    if (fields.length === 1 && fields[0] === '') continue;
    yield { line: startLine, fields };
  }
}

/** Reads a quoted field whose text starts at `from`; returns its value and the index after the closing quote. */
function readQuoted(text: string, from: number, line: number): { value: string; end: number } {
  let value = '';
  let i = from;
  for (;;) {
    const close = text.indexOf('"', i);
    if (close < 0) throw new CsvSyntaxError(`line ${line}: a quoted field is never closed`);
    value += text.slice(i, close);
    if (text.charCodeAt(close + 1) === QUOTE) {
      value += '"';
      i = close + 2;
      continue;
    }
    return { value, end: close + 1 };
  }
}

function countLineBreaks(value: string): number {
  let count = 0;
  for (let i = value.indexOf('\n'); i >= 0; i = value.indexOf('\n', i + 1)) count++;
  return count;
}

/** One CSV field, quoted only when it has to be (comma, quote or line break inside). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
