import { formatMXN } from './format-mxn';

describe('formatMXN', () => {
  it('formats centavos as es-MX pesos with two decimals', () => {
    expect(formatMXN(123450)).toBe('$1,234.50');
    expect(formatMXN(5)).toBe('$0.05');
    expect(formatMXN(123456789)).toBe('$1,234,567.89');
    expect(formatMXN(100)).toBe('$1.00');
  });

  it('formats zero and negative zero as $0.00', () => {
    expect(formatMXN(0)).toBe('$0.00');
    expect(formatMXN(-0)).toBe('$0.00');
  });

  it('puts the minus sign before the currency symbol', () => {
    expect(formatMXN(-123450)).toBe('-$1,234.50');
  });

  it('throws on non-integer centavos', () => {
    expect(() => formatMXN(12.5)).toThrow(TypeError);
  });
});
