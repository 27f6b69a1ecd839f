import { assertCentavos } from './centavos';
import { divideRounded, parseExactDecimal, toSafeNumber, type ExactDecimal } from './decimal';

/** Mexican VAT (IVA), general rate. Prices shown to users are 'IVA incluido'. */
export const IVA_PERCENT = 16;

/**
 * `percent` % of an amount in centavos, rounded half away from zero to the centavo.
 * The percentage is a number as the tariff stores it (15, 12.5, 0.75) or a decimal string; it is read
 * exactly, so 12.5 % of 1001 centavos is 125.125 → 125, and 15 % of 10 is 1.5 → 2.
 */
export function percentOf(centavos: number, percent: number | string): number {
  assertCentavos(centavos);
  const rate = rateOf(percent);
  // Integer arithmetic on numbers is exact while every value stays a safe integer; past that, BigInt.
  const product = centavos * rate.units;
  if (rate.exact && Number.isSafeInteger(product)) return divideRoundedSafe(product, rate.denominator);
  const denominator = 100n * 10n ** BigInt(rate.decimal.scale);
  return toSafeNumber(divideRounded(BigInt(centavos) * rate.decimal.units, denominator));
}

/** The amount plus `percent` % of it (a tariff markup); a negative percentage lowers it. */
export function increaseByPercent(centavos: number, percent: number | string): number {
  const portion = percentOf(centavos, percent);
  const sum = centavos + portion;
  return Number.isSafeInteger(sum) ? sum : toSafeNumber(BigInt(centavos) + BigInt(portion));
}

/** A percentage read exactly, and as safe integers (units / denominator) when it fits in them. */
interface Rate {
  decimal: ExactDecimal;
  exact: boolean;
  units: number;
  denominator: number;
}

/** Tariff percentages are few and repeat on every price; each is read once. */
const rates = new Map<number | string, Rate>();
const RATES_KEPT = 1000;

function rateOf(percent: number | string): Rate {
  let rate = rates.get(percent);
  if (!rate) {
    const decimal = parseExactDecimal(percent);
    const units = Number(decimal.units);
    const denominator = 100 * 10 ** decimal.scale;
    const exact = Number.isSafeInteger(units) && Number.isSafeInteger(denominator);
    rate = { decimal, exact, units, denominator };
    if (rates.size >= RATES_KEPT) rates.clear();
    rates.set(percent, rate);
  }
  return rate;
}

/** divideRounded for safe integers (denominator > 0): `%` and the division of a multiple are exact. */
function divideRoundedSafe(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  if (Math.abs(remainder) * 2 < denominator) return quotient + 0; // + 0: never -0
  return numerator < 0 ? quotient - 1 : quotient + 1;
}

/** IVA on a net amount, rounded to the centavo. */
export function ivaOfNet(netCentavos: number): number {
  return percentOf(netCentavos, IVA_PERCENT);
}

/** Net → gross (IVA included). */
export function addIva(netCentavos: number): number {
  return increaseByPercent(netCentavos, IVA_PERCENT);
}

/**
 * Splits a gross amount (IVA included) into net and IVA. The net is gross / 1.16 rounded to the
 * centavo and the IVA is the rest, so `net + iva === gross` always holds.
 */
export function splitIva(grossCentavos: number): { netCentavos: number; ivaCentavos: number } {
  assertCentavos(grossCentavos, 'grossCentavos');
  const scaled = grossCentavos * 100;
  const net = Number.isSafeInteger(scaled)
    ? divideRoundedSafe(scaled, 100 + IVA_PERCENT)
    : toSafeNumber(divideRounded(BigInt(grossCentavos) * 100n, BigInt(100 + IVA_PERCENT)));
  return { netCentavos: net, ivaCentavos: grossCentavos - net };
}
