import { groupPostalCodes } from './group-postal-codes';
import type { SepomexRow } from './sepomex-file';

let line = 1;
const row = (overrides: Partial<SepomexRow>): SepomexRow => ({
  line: ++line,
  postalCode: '06700',
  settlement: 'Roma Norte',
  settlementType: 'Colonia',
  municipality: 'Cuauhtémoc',
  state: 'Ciudad de México',
  city: 'Ciudad de México',
  zone: null,
  ...overrides,
});

describe('groupPostalCodes', () => {
  it('groups settlements by code, in code order, settlements by name ignoring accents and case', () => {
    const { entries, settlements } = groupPostalCodes([
      row({
        postalCode: '44100',
        settlement: 'Guadalajara Centro',
        municipality: 'Guadalajara',
        state: 'Jalisco',
        city: 'Guadalajara',
      }),
      row({ settlement: 'zona Rosa' }),
      row({ settlement: 'Álamos' }),
      row({}),
    ]);
    expect(entries.map((e) => e.postalCode)).toEqual(['06700', '44100']);
    expect(entries[0]).toEqual({
      postalCode: '06700',
      state: 'Ciudad de México',
      stateShort: 'CDMX',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      isRemote: false,
      settlements: [
        { name: 'Álamos', type: 'Colonia', isRemote: false },
        { name: 'Roma Norte', type: 'Colonia', isRemote: false },
        { name: 'zona Rosa', type: 'Colonia', isRemote: false },
      ],
    });
    expect(entries[1].stateShort).toBe('JAL');
    expect(settlements).toBe(4);
  });

  it('cleans whitespace and drops rows that are then identical', () => {
    const result = groupPostalCodes([
      row({
        postalCode: '20900',
        settlement: 'Centro',
        municipality: 'Jesús María',
        state: 'Aguascalientes',
        city: 'Jesús María ',
      }),
      row({
        postalCode: ' 20900',
        settlement: 'Centro',
        municipality: 'Jesús  María',
        state: 'Aguascalientes',
        city: 'Jesús María',
      }),
    ]);
    expect(result.duplicateRows).toBe(1);
    expect(result.entries[0]).toMatchObject({
      city: 'Jesús María',
      municipality: 'Jesús María',
      settlements: [{ name: 'Centro' }],
    });
  });

  it('keeps a colonia and a barrio of the same name as two settlements', () => {
    const { entries } = groupPostalCodes([
      row({ settlementType: 'Colonia' }),
      row({ settlementType: 'Barrio' }),
    ]);
    expect(entries[0].settlements.map((s) => s.type)).toEqual(['Barrio', 'Colonia']);
  });

  it('without d_zona, marks rural types and settlements outside a city as remote', () => {
    const { entries } = groupPostalCodes([
      row({
        postalCode: '34986',
        settlement: 'Los Carrizos',
        settlementType: 'Ranchería',
        municipality: 'Mezquital',
        state: 'Durango',
        city: 'Durango',
      }),
      row({
        postalCode: '34986',
        settlement: 'San Juan',
        settlementType: 'Pueblo',
        municipality: 'Mezquital',
        state: 'Durango',
        city: '',
      }),
      row({
        postalCode: '20128',
        settlement: 'Sartenejo',
        settlementType: 'Rancho',
        municipality: 'Aguascalientes',
        state: 'Aguascalientes',
      }),
      row({
        postalCode: '20128',
        settlement: 'Centro',
        settlementType: 'Colonia',
        municipality: 'Aguascalientes',
        state: 'Aguascalientes',
        city: 'Aguascalientes',
      }),
    ]);
    expect(entries[0].settlements.map((s) => [s.name, s.isRemote])).toEqual([
      ['Centro', false],
      ['Sartenejo', true],
    ]);
    expect(entries[0].isRemote).toBe(false);
    expect(entries[1].settlements.every((s) => s.isRemote)).toBe(true);
    expect(entries[1].isRemote).toBe(true);
    // The code's city is the one its settlements name, even if the first has none.
    expect(entries[1].city).toBe('Durango');
  });

  it('with d_zona, follows it whatever the type', () => {
    const { entries } = groupPostalCodes([
      row({ settlementType: 'Ranchería', zone: 'Urbano' }),
      row({ settlement: 'Otra', zone: 'Rural' }),
    ]);
    expect(entries[0].settlements.map((s) => [s.name, s.isRemote])).toEqual([
      ['Otra', true],
      ['Roma Norte', false],
    ]);
  });

  it('fails loudly on an unknown state, a malformed code or a code in two states', () => {
    expect(() => groupPostalCodes([row({ state: 'Nueva Vizcaya' })])).toThrow(
      /unknown state "Nueva Vizcaya"/,
    );
    expect(() => groupPostalCodes([row({ postalCode: '6700' })])).toThrow(/"6700" is not 5 digits/);
    expect(() => groupPostalCodes([row({}), row({ settlement: 'X', state: 'Jalisco' })])).toThrow(
      /06700 is in Ciudad de México and in Jalisco/,
    );
  });

  it('warns, keeping the first, when a settlement is listed twice with other data', () => {
    const result = groupPostalCodes([row({}), row({ city: '' })]);
    expect(result.entries[0].settlements).toHaveLength(1);
    expect(result.warnings).toEqual([expect.stringContaining('listed again with other data')]);
  });
});
