/** Guides (labels) per order: 1 to 5 (sections 5 and 9). */
export const GUIDES_PER_ORDER = { min: 1, max: 5 } as const;

/** Default of cantidadGuias when the form leaves it empty. */
export const DEFAULT_GUIDE_COUNT = 1;

/**
 * The guide count as the quote form reads it: a positive number rounded up to an integer, valid
 * from 1 to 5. Returns null when invalid: 2.1 → 3, 0.2 → 1, 5 → 5, 5.5 → null (rounds to 6),
 * 0 / -1 / NaN / '' → null. Strings are accepted as a form field gives them ('3', ' 2.5 ').
 */
export function parseGuideCount(value: number | string): number | null {
  const number = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  if (!Number.isFinite(number) || number <= 0) return null;
  const rounded = Math.ceil(number);
  return rounded >= GUIDES_PER_ORDER.min && rounded <= GUIDES_PER_ORDER.max ? rounded : null;
}

export function isValidGuideCount(value: number | string): boolean {
  return parseGuideCount(value) !== null;
}

/**
 * The quote's parcels list repeated until it holds cantidadGuias items (section 5): with one parcel
 * and 3 guides, three copies; with [a, b] and 3 guides, [a, b, a]. A list already long enough is
 * returned as is (copied, never cut). cantidadGuias defaults to 1, is rounded up, and anything below
 * 1 (or not a number) counts as 1. The upper limit of 5 is checked by parseGuideCount, not here.
 * Items are shallow copies, so editing one repeated parcel does not change the others.
 */
export function repeatParcels<T extends object>(
  parcels: readonly T[],
  cantidadGuias: number = DEFAULT_GUIDE_COUNT,
): T[] {
  const target = Number.isFinite(cantidadGuias)
    ? Math.max(GUIDES_PER_ORDER.min, Math.ceil(cantidadGuias))
    : 1;
  const result = parcels.map((parcel) => ({ ...parcel }));
  if (parcels.length === 0) return result;
  for (let i = 0; result.length < target; i++) {
    result.push({ ...parcels[i % parcels.length] });
  }
  return result;
}
