import { MX_STATES } from '@envios/domain';
import { REGIONS, regionOf, STATE_REGIONS, zoneBetween } from './zones';

describe('zoneBetween', () => {
  it('puts every state in one of six regions', () => {
    expect(Object.keys(STATE_REGIONS).sort()).toEqual(MX_STATES.map((s) => s.abbreviation).sort());
    expect(new Set(Object.values(STATE_REGIONS))).toEqual(new Set(REGIONS));
  });

  it('is 1 within a state and 2 within a region', () => {
    expect(zoneBetween('CDMX', 'CDMX')).toBe(1);
    expect(zoneBetween('CDMX', 'MEX')).toBe(2);
    expect(zoneBetween('NL', 'TAMPS')).toBe(2);
  });

  it('grows with distance: neighbours 3, far 4, opposite ends 5', () => {
    expect(zoneBetween('JAL', 'CDMX')).toBe(3);
    expect(zoneBetween('NL', 'CDMX')).toBe(4);
    expect(zoneBetween('CDMX', 'YUC')).toBe(4);
    expect(zoneBetween('BC', 'YUC')).toBe(5);
    expect(zoneBetween('SON', 'CHIS')).toBe(5);
  });

  it('is symmetric and accepts any case', () => {
    for (const a of Object.keys(STATE_REGIONS)) {
      for (const b of Object.keys(STATE_REGIONS)) expect(zoneBetween(a, b)).toBe(zoneBetween(b, a));
    }
    expect(zoneBetween('qroo', 'YUC')).toBe(2);
  });

  it('refuses an unknown abbreviation', () => {
    expect(() => regionOf('XX')).toThrow('Unknown state abbreviation: XX');
    expect(() => zoneBetween('CDMX', 'DF')).toThrow(RangeError);
  });
});
