import { parseExactDecimal, roundToScale, toSafeNumber } from './decimal';

/**
 * Money inside the system is an integer number of centavos (1 peso = 100 centavos), never a float.
 * Pesos appear only at the edges: reading user or API input, and writing API output.
 */
export const CURRENCY = 'MXN';

export function isCentavos(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws when the value is not a safe integer number of centavos. */
export function assertCentavos(value: unknown, name = 'amount'): asserts value is number {
  if (!isCentavos(value)) {
    throw new TypeError(`${name} must be an integer number of centavos, got ${String(value)}`);
  }
}

/**
 * Pesos → centavos, exactly. Accepts a number or a plain decimal string ('12', '12.5', '12.345').
 * More than two decimals are rounded half away from zero to the centavo: '12.345' → 1235,
 * '12.344' → 1234, '-0.005' → -1. Numbers are read as written (12.345 → 1235), so the binary
 * approximation of 12.345 (slightly below it) does not turn it into 1234.
 */
export function pesosToCentavos(pesos: string | number): number {
  return toSafeNumber(roundToScale(parseExactDecimal(pesos), 2));
}

/**
 * Centavos → pesos as a number for API output (spec section 7 shows amounts in pesos). Dividing an
 * integer by 100 gives the double nearest to the two-decimal value, which JSON prints with at most
 * two decimals: 123450 → 1234.5, 1999 → 19.99.
 */
export function centavosToPesos(centavos: number): number {
  assertCentavos(centavos);
  return centavos === 0 ? 0 : centavos / 100;
}

/** Sum of centavo amounts; every term must be an integer, and so is the result. */
export function sumCentavos(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertCentavos(amount);
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('Sum out of the safe integer range');
  return total;
}

/** The top-up amount field (section 5): drops every character but digits and the first dot. */
export function sanitizeAmountInput(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const firstDot = kept.indexOf('.');
  if (firstDot === -1) return kept;
  return kept.slice(0, firstDot + 1) + kept.slice(firstDot + 1).replace(/\./g, '');
}

/** The top-up amount field as centavos; text that is not a number after sanitising counts as 0. */
export function amountInputToCentavos(raw: string): number {
  const clean = sanitizeAmountInput(raw);
  if (!/\d/.test(clean)) return 0;
  return pesosToCentavos(clean);
}
