import { detectFormat, readSepomexFile, SepomexFileError } from './sepomex-file';

const NOTICE = 'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México…';
const HEADER =
  'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';
const ROW =
  '01000|San Ángel|Colonia|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||09|010|0001|Urbano|01';

describe('readSepomexFile', () => {
  it('reads CPdescarga.txt in ISO-8859-1 with CRLF, skipping the legal notice', () => {
    const bytes = Buffer.from([NOTICE, HEADER, ROW, ''].join('\r\n'), 'latin1');
    expect(readSepomexFile(bytes)).toEqual({
      format: 'cpdescarga',
      rows: [
        {
          line: 3,
          postalCode: '01000',
          settlement: 'San Ángel',
          settlementType: 'Colonia',
          municipality: 'Álvaro Obregón',
          state: 'Ciudad de México',
          city: 'Ciudad de México',
          zone: 'Urbano',
        },
      ],
    });
  });

  it('also reads a CPdescarga.txt re-saved as UTF-8', () => {
    const bytes = Buffer.from([NOTICE, HEADER, ROW].join('\n'), 'utf8');
    expect(readSepomexFile(bytes).rows[0].settlement).toBe('San Ángel');
  });

  it('reads our CSV by column name, with a BOM and quoted fields', () => {
    const text =
      '\uFEFFpostal_code,settlement,settlement_type,municipality,state,city\n26506,"Lunas, Flores y Rosas",Ranchería,Morelos,Coahuila de Zaragoza,\n';
    const file = readSepomexFile(Buffer.from(text, 'utf8'));
    expect(file.format).toBe('csv');
    expect(file.rows[0]).toMatchObject({
      postalCode: '26506',
      settlement: 'Lunas, Flores y Rosas',
      city: '',
      zone: null,
      line: 2,
    });
  });

  it('tells the formats apart by content and refuses anything else', () => {
    expect(detectFormat(Buffer.from(`${HEADER}\n${ROW}`))).toBe('cpdescarga');
    expect(detectFormat(Buffer.from('postal_code,settlement\n'))).toBe('csv');
    expect(() => detectFormat(Buffer.from('codigo;colonia\n'))).toThrow(SepomexFileError);
  });

  it('names a missing column', () => {
    expect(() => readSepomexFile(Buffer.from('postal_code,settlement,state\n01000,x,y\n'))).toThrow(
      'The header has no column settlement_type',
    );
  });
});
