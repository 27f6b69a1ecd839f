import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MX_STATES, findStateByInegiCode, findStateByName, stateAbbreviation, stateName } from './mx-states';

describe('MX_STATES', () => {
  it('equals the rows of mx-states.csv, in order, as text with leading zeros', () => {
    const [header, ...rows] = readFileSync(join(__dirname, 'mx-states.csv'), 'utf8').trim().split('\n');
    expect(header).toBe('name,abbreviation,inegi_code');
    const fromCsv = rows.map((row) => {
      const [name, abbreviation, inegiCode] = row.split(',');
      return { name, abbreviation, inegiCode };
    });
    expect(MX_STATES).toEqual(fromCsv);
  });

  it('has 32 states with unique names, abbreviations and INEGI codes 01..32', () => {
    expect(MX_STATES).toHaveLength(32);
    expect(new Set(MX_STATES.map((s) => s.name)).size).toBe(32);
    expect(new Set(MX_STATES.map((s) => s.abbreviation)).size).toBe(32);
    expect(MX_STATES.map((s) => s.inegiCode)).toEqual(
      Array.from({ length: 32 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
  });
});

describe('stateAbbreviation', () => {
  it('finds the abbreviation of an exact SEPOMEX name', () => {
    expect(stateAbbreviation('Aguascalientes')).toBe('AGS');
    expect(stateAbbreviation('Ciudad de México')).toBe('CDMX');
    expect(stateAbbreviation('Quintana Roo')).toBe('QROO');
    expect(stateAbbreviation('México')).toBe('MEX');
  });

  it('ignores case, accents and extra spaces', () => {
    expect(stateAbbreviation('nuevo leon')).toBe('NL');
    expect(stateAbbreviation('  YUCATAN ')).toBe('YUC');
    expect(stateAbbreviation('San  Luis Potosi')).toBe('SLP');
    expect(stateAbbreviation('ciudad de mexico')).toBe('CDMX');
  });

  it('accepts common short and former names', () => {
    expect(stateAbbreviation('Coahuila')).toBe('COAH');
    expect(stateAbbreviation('Michoacán')).toBe('MICH');
    expect(stateAbbreviation('Veracruz')).toBe('VER');
    expect(stateAbbreviation('Estado de México')).toBe('MEX');
    expect(stateAbbreviation('Distrito Federal')).toBe('CDMX');
  });

  it('keeps Baja California and Baja California Sur apart', () => {
    expect(stateAbbreviation('Baja California')).toBe('BC');
    expect(stateAbbreviation('Baja California Sur')).toBe('BCS');
  });

  it('returns null for unknown or empty names', () => {
    expect(stateAbbreviation('Texas')).toBeNull();
    expect(stateAbbreviation('')).toBeNull();
    expect(stateAbbreviation(null)).toBeNull();
    expect(stateAbbreviation(undefined)).toBeNull();
  });

  it('resolves every state by its own name', () => {
    for (const state of MX_STATES) expect(findStateByName(state.name)).toBe(state);
  });
});

describe('stateName', () => {
  it('finds the name of an abbreviation, case-insensitively', () => {
    expect(stateName('JAL')).toBe('Jalisco');
    expect(stateName('qroo')).toBe('Quintana Roo');
    expect(stateName(' cdmx ')).toBe('Ciudad de México');
  });

  it('returns null for unknown or empty abbreviations', () => {
    expect(stateName('XX')).toBeNull();
    expect(stateName('')).toBeNull();
    expect(stateName(null)).toBeNull();
  });

  it('inverts stateAbbreviation for every state', () => {
    for (const state of MX_STATES) expect(stateName(stateAbbreviation(state.name))).toBe(state.name);
  });
});

describe('findStateByInegiCode', () => {
  it('finds a state by its two-digit code, also without the leading zero', () => {
    expect(findStateByInegiCode('09')?.name).toBe('Ciudad de México');
    expect(findStateByInegiCode('9')?.name).toBe('Ciudad de México');
    expect(findStateByInegiCode(15)?.abbreviation).toBe('MEX');
  });

  it('returns null for codes outside 01..32', () => {
    expect(findStateByInegiCode('00')).toBeNull();
    expect(findStateByInegiCode('33')).toBeNull();
    expect(findStateByInegiCode(null)).toBeNull();
  });
});
