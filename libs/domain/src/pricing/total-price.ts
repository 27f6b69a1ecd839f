import { assertCentavos, sumCentavos } from '../money/centavos';
import { GUIDES_PER_ORDER } from '../parcels/guide-count';

/**
 * FedEx quotes all guides of an order at once: the parcels list is repeated to the number of guides
 * before quoting, so its service total already covers every guide and is not multiplied again.
 * The code is compared trimmed and case-insensitively ('fedex' and ' FEDEX' count).
 */
export function quotesAllGuidesAtOnce(carrierCode: string): boolean {
  return carrierCode.trim().toUpperCase() === 'FEDEX';
}

export interface TotalPriceInput {
  /** carrier_code of the chosen shipping option. */
  readonly carrierCode: string;
  /** total_amount of the chosen shipping option (IVA included), in centavos. */
  readonly serviceTotalCentavos: number;
  /** cantidadGuias, an integer from 1 to 5 (use parseGuideCount on form input first). */
  readonly guideCount: number;
  /** Overweight costs to add, in centavos; they are summed as they are, never multiplied. */
  readonly overweightCostsCentavos?: readonly number[];
}

export interface TotalPrice {
  /** The service part: serviceTotal × guides, or serviceTotal alone for FedEx. */
  readonly serviceCentavos: number;
  readonly overweightCentavos: number;
  readonly totalCentavos: number;
  /** How many times the service total was counted (1 for FedEx). */
  readonly multiplier: number;
}

/**
 * Total to pay (section 9): service total × number of guides + accumulated overweight cost;
 * for FEDEX the service total is taken once (see quotesAllGuidesAtOnce). Throws on a guide count
 * outside 1..5 or on amounts that are not integer centavos.
 */
export function totalPrice(input: TotalPriceInput): TotalPrice {
  assertCentavos(input.serviceTotalCentavos, 'serviceTotalCentavos');
  const { guideCount } = input;
  if (
    !Number.isInteger(guideCount) ||
    guideCount < GUIDES_PER_ORDER.min ||
    guideCount > GUIDES_PER_ORDER.max
  ) {
    throw new RangeError(`guideCount must be an integer from 1 to 5, got ${guideCount}`);
  }
  const multiplier = quotesAllGuidesAtOnce(input.carrierCode) ? 1 : guideCount;
  const serviceCentavos = input.serviceTotalCentavos * multiplier;
  const overweightCentavos = sumCentavos(input.overweightCostsCentavos ?? []);
  const totalCentavos = sumCentavos([serviceCentavos, overweightCentavos]);
  return { serviceCentavos, overweightCentavos, totalCentavos, multiplier };
}
