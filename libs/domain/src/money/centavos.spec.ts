import {
  amountInputToCentavos,
  assertCentavos,
  centavosToPesos,
  isCentavos,
  pesosToCentavos,
  sanitizeAmountInput,
  sumCentavos,
} from './centavos';

describe('pesosToCentavos', () => {
  it('converts whole and two-decimal amounts exactly', () => {
    expect(pesosToCentavos('12')).toBe(1200);
    expect(pesosToCentavos('12.5')).toBe(1250);
    expect(pesosToCentavos('1234.56')).toBe(123456);
    expect(pesosToCentavos(19.99)).toBe(1999);
    expect(pesosToCentavos(0)).toBe(0);
  });

  it('rounds a third decimal of 5 or more up and below 5 down', () => {
    expect(pesosToCentavos('12.345')).toBe(1235);
    expect(pesosToCentavos('12.344')).toBe(1234);
    expect(pesosToCentavos('12.3449999')).toBe(1234);
    expect(pesosToCentavos('0.005')).toBe(1);
    expect(pesosToCentavos('0.004')).toBe(0);
  });

  it('rounds negative halves away from zero and never returns -0', () => {
    expect(pesosToCentavos('-0.005')).toBe(-1);
    expect(Object.is(pesosToCentavos('-0.004'), 0)).toBe(true);
    expect(pesosToCentavos('-12.345')).toBe(-1235);
  });

  it('reads numbers as written, without float drift', () => {
    // 12.345 and 1.005 are stored slightly below their value; a naive Math.round(x * 100) gives 1234 and 100.
    expect(pesosToCentavos(12.345)).toBe(1235);
    expect(pesosToCentavos(1.005)).toBe(101);
    expect(pesosToCentavos(0.1 + 0.2)).toBe(30);
    expect(pesosToCentavos(1e-7)).toBe(0);
  });

  it('accepts surrounding spaces and the short forms 12. and .5', () => {
    expect(pesosToCentavos(' 7.5 ')).toBe(750);
    expect(pesosToCentavos('12.')).toBe(1200);
    expect(pesosToCentavos('.5')).toBe(50);
  });

  it('refuses formatted or non-numeric text', () => {
    for (const text of ['1,234.50', '$12', 'abc', '', '.', '1e3']) {
      expect(() => pesosToCentavos(text)).toThrow(RangeError);
    }
  });

  it('refuses non-finite numbers', () => {
    expect(() => pesosToCentavos(NaN)).toThrow(RangeError);
    expect(() => pesosToCentavos(-Infinity)).toThrow(RangeError);
  });

  it('refuses amounts beyond the safe integer range of centavos', () => {
    expect(pesosToCentavos('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => pesosToCentavos('90071992547409.92')).toThrow(RangeError);
    expect(() => pesosToCentavos(1e21)).toThrow(RangeError);
  });
});

describe('centavosToPesos', () => {
  it('gives pesos with at most two decimals', () => {
    expect(centavosToPesos(123450)).toBe(1234.5);
    expect(centavosToPesos(1999)).toBe(19.99);
    expect(centavosToPesos(10)).toBe(0.1);
    expect(centavosToPesos(-1)).toBe(-0.01);
    expect(centavosToPesos(123456789012)).toBe(1234567890.12);
  });

  it('serialises to JSON with two decimals at most', () => {
    expect(JSON.stringify({ total: centavosToPesos(1999), cost: centavosToPesos(30) })).toBe(
      '{"total":19.99,"cost":0.3}',
    );
  });

  it('returns 0, not -0, for zero', () => {
    expect(Object.is(centavosToPesos(-0), 0)).toBe(true);
  });

  it('throws on non-integer centavos', () => {
    expect(() => centavosToPesos(1.5)).toThrow(TypeError);
    expect(() => centavosToPesos(NaN)).toThrow(TypeError);
  });

  it('round-trips with pesosToCentavos', () => {
    for (const centavos of [0, 1, 99, 100, 1999, 123456, -2550]) {
      expect(pesosToCentavos(centavosToPesos(centavos))).toBe(centavos);
    }
  });
});

describe('sumCentavos', () => {
  it('adds integer centavos', () => {
    expect(sumCentavos([100, 250, -50])).toBe(300);
    expect(sumCentavos([])).toBe(0);
  });

  it('throws on any non-integer term', () => {
    expect(() => sumCentavos([100, 0.5])).toThrow(TypeError);
    expect(() => sumCentavos([0.1, 0.2])).toThrow(TypeError);
  });

  it('throws when the sum leaves the safe integer range', () => {
    expect(() => sumCentavos([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('isCentavos and assertCentavos', () => {
  it('accept safe integers only', () => {
    expect(isCentavos(100)).toBe(true);
    expect(isCentavos(-100)).toBe(true);
    expect(isCentavos(1.5)).toBe(false);
    expect(isCentavos('100')).toBe(false);
    expect(isCentavos(2 ** 53)).toBe(false);
  });

  it('names the field in the error', () => {
    expect(() => assertCentavos(1.5, 'cost')).toThrow('cost must be an integer number of centavos, got 1.5');
  });
});

describe('sanitizeAmountInput', () => {
  it('drops everything but digits and dots', () => {
    expect(sanitizeAmountInput('$1,234.50')).toBe('1234.50');
    expect(sanitizeAmountInput(' 12 MXN')).toBe('12');
  });

  it('keeps only the first dot', () => {
    expect(sanitizeAmountInput('12.3.4')).toBe('12.34');
    expect(sanitizeAmountInput('..5')).toBe('.5');
  });

  it('drops a minus sign, so amounts cannot be negative', () => {
    expect(sanitizeAmountInput('-50')).toBe('50');
  });
});

describe('amountInputToCentavos', () => {
  it('converts the sanitised text', () => {
    expect(amountInputToCentavos('$1,234.50')).toBe(123450);
    expect(amountInputToCentavos('12.3.4')).toBe(1234);
  });

  it('counts text without digits as 0', () => {
    expect(amountInputToCentavos('')).toBe(0);
    expect(amountInputToCentavos('abc')).toBe(0);
    expect(amountInputToCentavos('.')).toBe(0);
  });
});
