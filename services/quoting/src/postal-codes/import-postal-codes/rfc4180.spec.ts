import { csvField, CsvSyntaxError, parseCsv } from './rfc4180';

const parse = (text: string) => [...parseCsv(text)];

describe('parseCsv', () => {
  it('reads every field as text, keeping leading zeros', () => {
    expect(parse('postal_code,city\n01000,Ciudad de México\n')).toEqual([
      { line: 1, fields: ['postal_code', 'city'] },
      { line: 2, fields: ['01000', 'Ciudad de México'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const records = parse(
      'a,b\r\n"Lunas, Flores y Rosas","CEFERESO No. 9 ""Norte"""\r\n"two\nlines",x\r\nlast,',
    );
    expect(records.map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['Lunas, Flores y Rosas', 'CEFERESO No. 9 "Norte"'],
      ['two\nlines', 'x'],
      ['last', ''],
    ]);
    expect(records.map((r) => r.line)).toEqual([1, 2, 3, 5]);
  });

  it('keeps empty fields and skips blank lines', () => {
    expect(parse('26506,,Ranchería,\n\n\n1,2\n').map((r) => r.fields)).toEqual([
      ['26506', '', 'Ranchería', ''],
      ['1', '2'],
    ]);
  });

  it('refuses a quote that is never closed', () => {
    expect(() => parse('a,"open\n')).toThrow(CsvSyntaxError);
  });

  it('round-trips through csvField', () => {
    const fields = ['Militar 2,3 y 5', 'say "hi"', 'plain', ''];
    expect(parse(fields.map(csvField).join(','))[0].fields).toEqual(fields);
  });
});
