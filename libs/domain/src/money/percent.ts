import { assertCentavos } from './centavos';
import { divideRounded, parseExactDecimal, toSafeNumber } from './decimal';

/** Mexican VAT (IVA), general rate. Prices shown to users are 'IVA incluido'. */
export const IVA_PERCENT = 16;

/**
 * `percent` % of an amount in centavos, rounded half away from zero to the centavo.
 * The percentage is a number as the tariff stores it (15, 12.5, 0.75) or a decimal string; it is read
 * exactly, so 12.5 % of 1001 centavos is 125.125 → 125, and 15 % of 10 is 1.5 → 2.
 */
export function percentOf(centavos: number, percent: number | string): number {
  assertCentavos(centavos);
  const rate = parseExactDecimal(percent);
  const denominator = 100n * 10n ** BigInt(rate.scale);
  return toSafeNumber(divideRounded(BigInt(centavos) * rate.units, denominator));
}

/** The amount plus `percent` % of it (a tariff markup); a negative percentage lowers it. */
export function increaseByPercent(centavos: number, percent: number | string): number {
  const portion = percentOf(centavos, percent);
  return toSafeNumber(BigInt(centavos) + BigInt(portion));
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
  const net = toSafeNumber(divideRounded(BigInt(grossCentavos) * 100n, BigInt(100 + IVA_PERCENT)));
  return { netCentavos: net, ivaCentavos: grossCentavos - net };
}
