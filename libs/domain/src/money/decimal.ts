/**
 * Exact decimal arithmetic for money, on BigInt, so that no binary floating point is involved once
 * a value has been read. A decimal is kept as an integer of units and a power-of-ten scale:
 * 12.345 → { units: 12345n, scale: 3 }.
 */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const EXPONENT_FORM = /^([+-]?\d*(?:\.\d*)?)e([+-]?\d+)$/i;

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

function parsePlain(text: string): ExactDecimal | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const magnitude = BigInt(`${whole}${fraction}` || '0');
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

/**
 * Reads a decimal exactly. Strings must be plain decimals ('12', '-0.5', '12.', '.5'; no thousands
 * separators, no exponent). Numbers are read through their shortest round-trip text (String(12.345)
 * is '12.345'), which is the value a person typed or saw, not the binary approximation behind it;
 * numbers printed in exponent form (1e-7, 1e+21) are expanded exactly.
 */
export function parseExactDecimal(value: string | number): ExactDecimal {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    const text = String(value);
    const exponentForm = EXPONENT_FORM.exec(text);
    if (!exponentForm) return parsePlain(text) as ExactDecimal;
    const mantissa = parsePlain(exponentForm[1]) as ExactDecimal;
    const scale = mantissa.scale - Number(exponentForm[2]);
    return scale >= 0
      ? { units: mantissa.units, scale }
      : { units: mantissa.units * pow10(-scale), scale: 0 };
  }
  if (typeof value !== 'string') throw new TypeError(`Not a decimal: ${String(value)}`);
  const parsed = parsePlain(value.trim());
  if (!parsed) throw new RangeError(`Not a decimal: '${value}'`);
  return parsed;
}

/** numerator / denominator rounded half away from zero (0.5 → 1, -0.5 → -1). denominator > 0. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  if (absRemainder * 2n < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** The decimal expressed in units of 10^-targetScale, rounded half away from zero. */
export function roundToScale(decimal: ExactDecimal, targetScale: number): bigint {
  if (decimal.scale <= targetScale) return decimal.units * pow10(targetScale - decimal.scale);
  return divideRounded(decimal.units, pow10(decimal.scale - targetScale));
}

/** A BigInt as a JavaScript number, refusing values that a number cannot hold exactly. */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of the safe integer range: ${value}`);
  }
  // Number(-0n) is 0, so no negative zero leaks out.
  return Number(value);
}
