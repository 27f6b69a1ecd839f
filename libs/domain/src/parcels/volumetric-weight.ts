/** cm³ per kg in the volumetric-weight rule (FAQ and section 9). */
export const VOLUMETRIC_DIVISOR = 5000;

export interface ParcelSize {
  /** cm */
  readonly height: number;
  readonly width: number;
  readonly depth: number;
}

function assertMeasure(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a number ≥ 0, got ${value}`);
}

/**
 * Kilograms rounded to 3 decimals (to the nearest gram). Rounding through integer grams removes
 * float noise such as 0.30000000000000004 and matches how weights are stored (kg with 3 decimals).
 */
export function roundKg(kg: number): number {
  return Math.round(kg * 1000) / 1000;
}

/** height × width × depth / 5000, in kg (cm in), rounded to 3 decimals. 30×20×15 → 1.8. */
export function volumetricWeightKg(size: ParcelSize): number {
  assertMeasure('height', size.height);
  assertMeasure('width', size.width);
  assertMeasure('depth', size.depth);
  // cm³ / 5 is grams; rounding there avoids a second float division before rounding.
  const grams = Math.round((size.height * size.width * size.depth) / (VOLUMETRIC_DIVISOR / 1000));
  return grams / 1000;
}

/** The weight carriers bill: the higher of real and volumetric weight, kg rounded to 3 decimals. */
export function billedWeightKg(parcel: ParcelSize & { readonly weight: number }): number {
  assertMeasure('weight', parcel.weight);
  return Math.max(roundKg(parcel.weight), volumetricWeightKg(parcel));
}

/** Sum of the billed weight of each parcel, kg rounded to 3 decimals (summed in whole grams). */
export function totalBilledWeightKg(
  parcels: ReadonlyArray<ParcelSize & { readonly weight: number }>,
): number {
  const grams = parcels.reduce((sum, parcel) => sum + Math.round(billedWeightKg(parcel) * 1000), 0);
  return grams / 1000;
}
