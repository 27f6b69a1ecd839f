import { divideRounded, parseExactDecimal, roundToScale, toSafeNumber } from './decimal';

describe('parseExactDecimal', () => {
  it('reads plain decimal strings exactly', () => {
    expect(parseExactDecimal('12.345')).toEqual({ units: 12345n, scale: 3 });
    expect(parseExactDecimal('-0.5')).toEqual({ units: -5n, scale: 1 });
    expect(parseExactDecimal('+7')).toEqual({ units: 7n, scale: 0 });
    expect(parseExactDecimal('12.')).toEqual({ units: 12n, scale: 0 });
    expect(parseExactDecimal('.5')).toEqual({ units: 5n, scale: 1 });
  });

  it('reads numbers as their shortest text, not their binary value', () => {
    expect(parseExactDecimal(12.345)).toEqual({ units: 12345n, scale: 3 });
    expect(parseExactDecimal(0.1 + 0.2)).toEqual({ units: 30000000000000004n, scale: 17 });
  });

  it('expands numbers printed in exponent form', () => {
    expect(parseExactDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(parseExactDecimal(1.5e21)).toEqual({ units: 1500000000000000000000n, scale: 0 });
  });

  it('refuses text that is not a plain decimal', () => {
    for (const text of ['', ' ', '.', '-', '1,234.50', '1e3', '12.3.4', 'abc', '$12']) {
      expect(() => parseExactDecimal(text)).toThrow(RangeError);
    }
  });

  it('refuses non-finite numbers', () => {
    expect(() => parseExactDecimal(NaN)).toThrow(RangeError);
    expect(() => parseExactDecimal(Infinity)).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it('rounds halves away from zero', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(divideRounded(25n, 10n)).toBe(3n);
  });

  it('rounds other remainders to the nearest integer', () => {
    expect(divideRounded(14n, 10n)).toBe(1n);
    expect(divideRounded(16n, 10n)).toBe(2n);
    expect(divideRounded(-14n, 10n)).toBe(-1n);
    expect(divideRounded(-16n, 10n)).toBe(-2n);
  });

  it('refuses a zero or negative denominator', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
    expect(() => divideRounded(1n, -2n)).toThrow(RangeError);
  });
});

describe('roundToScale', () => {
  it('scales up without rounding and down with rounding', () => {
    expect(roundToScale({ units: 12n, scale: 0 }, 2)).toBe(1200n);
    expect(roundToScale({ units: 12345n, scale: 3 }, 2)).toBe(1235n);
    expect(roundToScale({ units: 12344n, scale: 3 }, 2)).toBe(1234n);
  });
});

describe('toSafeNumber', () => {
  it('converts within the safe integer range and refuses beyond it', () => {
    expect(toSafeNumber(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeNumber(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
    expect(() => toSafeNumber(BigInt(Number.MIN_SAFE_INTEGER) - 1n)).toThrow(RangeError);
  });
});
