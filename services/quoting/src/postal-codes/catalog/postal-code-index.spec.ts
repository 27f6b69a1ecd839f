import type { PostalCodeEntry } from '../postal-catalog';
import { PostalCodeIndex } from './postal-code-index';

const entry = (postalCode: string): PostalCodeEntry => ({
  postalCode,
  state: 'Ciudad de México',
  stateShort: 'CDMX',
  municipality: 'Cuauhtémoc',
  city: 'Ciudad de México',
  settlements: [{ name: `Colonia ${postalCode}`, type: 'Colonia', isRemote: false }],
  isRemote: false,
});

describe('PostalCodeIndex', () => {
  const index = new PostalCodeIndex(
    ['64000', '06780', '06700', '06600', '06720', '06760', '67000', '01000'].map(entry),
  );

  it('finds codes by prefix in code order, leading zeros included', () => {
    expect(index.searchPrefix('067', 10).map((e) => e.postalCode)).toEqual([
      '06700',
      '06720',
      '06760',
      '06780',
    ]);
    expect(index.searchPrefix('0676', 10).map((e) => e.postalCode)).toEqual(['06760']);
    expect(index.searchPrefix('670', 10).map((e) => e.postalCode)).toEqual(['67000']);
  });

  it('stops at the limit and answers nothing for unknown prefixes', () => {
    expect(index.searchPrefix('06', 2).map((e) => e.postalCode)).toEqual(['06600', '06700']);
    expect(index.searchPrefix('99', 10)).toEqual([]);
    expect(index.searchPrefix('067001', 10)).toEqual([]);
  });

  it('looks codes up exactly', () => {
    expect(index.lookup('06700')?.settlements[0].name).toBe('Colonia 06700');
    expect(index.lookup('6700')).toBeUndefined();
    expect(index.size).toBe(8);
    expect(index.settlementCount).toBe(8);
  });

  it('hands out entries nobody can change', () => {
    const found = index.lookup('06700')!;
    expect(() => ((found as { city: string | null }).city = 'X')).toThrow(TypeError);
    expect(() => (found.settlements as unknown[]).push({})).toThrow(TypeError);
  });
});
