import { divideRounded, parseExactDecimal } from './decimal';
import { IVA_PERCENT, addIva, increaseByPercent, ivaOfNet, percentOf, splitIva } from './percent';

/** The rule written out on BigInt, for comparing with whichever arithmetic percentOf picks. */
function percentOfOnBigInt(centavos: number, percent: number | string): number {
  const rate = parseExactDecimal(percent);
  return Number(divideRounded(BigInt(centavos) * rate.units, 100n * 10n ** BigInt(rate.scale)));
}

describe('percentOf', () => {
  it('takes a whole percentage of centavos', () => {
    expect(percentOf(10000, 15)).toBe(1500);
    expect(percentOf(0, 15)).toBe(0);
  });

  it('takes a fractional percentage exactly', () => {
    expect(percentOf(10000, 12.5)).toBe(1250);
    expect(percentOf(1001, 12.5)).toBe(125); // 125.125
    expect(percentOf(10000, 0.75)).toBe(75);
  });

  it('rounds half a centavo up and less than half down', () => {
    expect(percentOf(10, 15)).toBe(2); // 1.5
    expect(percentOf(9, 15)).toBe(1); // 1.35
    expect(percentOf(4, 12.5)).toBe(1); // 0.5
    expect(percentOf(3, 12.5)).toBe(0); // 0.375
  });

  it('rounds negative halves away from zero', () => {
    expect(percentOf(-10, 15)).toBe(-2);
    expect(percentOf(10, -15)).toBe(-2);
  });

  it('accepts the percentage as a decimal string', () => {
    expect(percentOf(1001, '12.5')).toBe(125);
  });

  it('handles amounts whose product exceeds the safe integer range', () => {
    // 90 trillion centavos × 12.5: the intermediate product is far beyond 2^53.
    expect(percentOf(90_000_000_000_000, 12.5)).toBe(11_250_000_000_000);
  });

  it('agrees with the exact rule across amounts, percentages and the edge of the safe integer range', () => {
    const percents = [15, 16, -10, 12.5, 0.75, 33.333, 7.125, '12.5', '-0.005', 99.99, 1e-7];
    const amounts = [
      0,
      1,
      3,
      4,
      5,
      10,
      99,
      1001,
      123_456_789,
      -1,
      -5,
      -1001,
      2 ** 46,
      Number.MAX_SAFE_INTEGER,
    ];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      amounts.push((seed % 2_000_000) - 1_000_000);
    }
    for (const percent of percents) {
      for (const amount of amounts) {
        expect([amount, percent, percentOf(amount, percent)]).toEqual([
          amount,
          percent,
          percentOfOnBigInt(amount, percent),
        ]);
      }
    }
  });

  it('throws on non-integer centavos or a non-numeric percentage', () => {
    expect(() => percentOf(10.5, 15)).toThrow(TypeError);
    expect(() => percentOf(100, NaN)).toThrow(RangeError);
    expect(() => percentOf(100, 'quince')).toThrow(RangeError);
  });
});

describe('increaseByPercent', () => {
  it('adds the percentage to the amount (tariff markup)', () => {
    expect(increaseByPercent(10000, 15)).toBe(11500);
    expect(increaseByPercent(1001, 12.5)).toBe(1126);
  });

  it('lowers the amount for a negative percentage', () => {
    expect(increaseByPercent(10000, -10)).toBe(9000);
  });
});

describe('IVA', () => {
  it('is 16 %', () => {
    expect(IVA_PERCENT).toBe(16);
  });

  it('turns net into gross', () => {
    expect(addIva(10000)).toBe(11600);
    expect(addIva(12345)).toBe(14320); // 1975.2 of IVA → 1975
    expect(addIva(0)).toBe(0);
  });

  it('rounds the IVA to the centavo', () => {
    expect(ivaOfNet(3)).toBe(0); // 0.48
    expect(ivaOfNet(4)).toBe(1); // 0.64
    expect(ivaOfNet(25)).toBe(4); // 4.0
  });

  it('splits gross into net and IVA that add back to the gross', () => {
    expect(splitIva(11600)).toEqual({ netCentavos: 10000, ivaCentavos: 1600 });
    expect(splitIva(100)).toEqual({ netCentavos: 86, ivaCentavos: 14 }); // 86.2
    expect(splitIva(0)).toEqual({ netCentavos: 0, ivaCentavos: 0 });
  });

  it('splits amounts near the edge of the safe integer range exactly', () => {
    const gross = Number.MAX_SAFE_INTEGER; // × 100 is past 2^53: the BigInt path
    const { netCentavos, ivaCentavos } = splitIva(gross);
    expect(BigInt(netCentavos)).toBe(divideRounded(BigInt(gross) * 100n, 116n));
    expect(netCentavos + ivaCentavos).toBe(gross);
    expect(splitIva(11_600_000_000_000)).toEqual({
      netCentavos: 10_000_000_000_000,
      ivaCentavos: 1_600_000_000_000,
    });
  });

  it('splits so that adding IVA to the net lands within a centavo of the gross', () => {
    for (let gross = 0; gross <= 5000; gross++) {
      const { netCentavos, ivaCentavos } = splitIva(gross);
      expect(netCentavos + ivaCentavos).toBe(gross);
      expect(Math.abs(addIva(netCentavos) - gross)).toBeLessThanOrEqual(1);
    }
  });

  it('throws on non-integer centavos', () => {
    expect(() => addIva(1.5)).toThrow(TypeError);
    expect(() => splitIva(1.5)).toThrow(TypeError);
  });
});
