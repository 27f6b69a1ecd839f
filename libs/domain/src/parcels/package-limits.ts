import type { PackageType } from './package-types';

export interface Bounds {
  readonly min: number;
  readonly max: number;
  /** When set, the value must be a whole multiple of it. */
  readonly step?: number;
}

export interface PackageLimits {
  /** kg */
  readonly weight: Bounds;
  /** cm */
  readonly length: Bounds;
  readonly width: Bounds;
  readonly height: Bounds;
}

/** Limits per type, inclusive at both ends (section 5). */
export const PACKAGE_LIMITS: Readonly<Record<PackageType, PackageLimits>> = {
  package: {
    weight: { min: 0.1, max: 60, step: 0.1 },
    length: { min: 1, max: 150 },
    width: { min: 1, max: 100 },
    height: { min: 1, max: 100 },
  },
  document: {
    weight: { min: 0.1, max: 0.5 },
    length: { min: 1, max: 35 },
    width: { min: 1, max: 24 },
    height: { min: 1, max: 1.5 },
  },
  tarima: {
    weight: { min: 1, max: 2000 },
    length: { min: 1, max: 300 },
    width: { min: 1, max: 140 },
    height: { min: 1, max: 190 },
  },
};

/**
 * A parcel in either naming used by the product: package profiles say `length`, quote requests and
 * shipments say `depth`. Both are the same measure (the FAQ's "length x width x height" is section 9's
 * "height x width x depth"), so `depth` is checked against the length limits.
 */
export type ParcelMeasures = { weight: number; width: number; height: number } & (
  { length: number; depth?: number } | { depth: number; length?: number }
);

export type ParcelField = 'weight' | 'length' | 'depth' | 'width' | 'height';

export interface LimitViolation {
  /** The input field at fault, named as the input names it (`depth` for quote parcels). */
  readonly field: ParcelField;
  /** 'range' when outside [min, max] or not a number; 'step' when not a multiple of `step`. */
  readonly rule: 'range' | 'step';
  readonly min: number;
  readonly max: number;
  readonly step?: number;
  readonly value: number;
}

// Multiples of 0.1 are not exact in binary (0.3 / 0.1 = 2.9999999999999996); this absorbs that noise.
const STEP_TOLERANCE = 1e-9;

function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < STEP_TOLERANCE;
}

function checkValue(field: ParcelField, value: unknown, bounds: Bounds): LimitViolation | null {
  const base = { field, min: bounds.min, max: bounds.max };
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ...base, rule: 'range', value: NaN };
  if (value < bounds.min || value > bounds.max) return { ...base, rule: 'range', value };
  if (bounds.step !== undefined && !isMultipleOf(value, bounds.step)) {
    return { ...base, rule: 'step', step: bounds.step, value };
  }
  return null;
}

/**
 * Checks one parcel against the limits of its type. Returns every violation (empty list = valid).
 * A missing or non-numeric measure is a 'range' violation with value NaN. When a parcel carries both
 * `length` and `depth`, both are checked, each under its own name.
 */
export function validateParcel(type: PackageType, parcel: ParcelMeasures): LimitViolation[] {
  const limits = PACKAGE_LIMITS[type];
  const checks: Array<[ParcelField, unknown, Bounds]> = [['weight', parcel.weight, limits.weight]];
  const hasLength = parcel.length !== undefined;
  const hasDepth = parcel.depth !== undefined;
  if (hasLength || !hasDepth) checks.push(['length', parcel.length, limits.length]);
  if (hasDepth) checks.push(['depth', parcel.depth, limits.length]);
  checks.push(['width', parcel.width, limits.width], ['height', parcel.height, limits.height]);

  return checks
    .map(([field, value, bounds]) => checkValue(field, value, bounds))
    .filter((violation): violation is LimitViolation => violation !== null);
}

const FIELD_LABELS: Readonly<Record<ParcelField, { label: string; unit: string }>> = {
  weight: { label: 'El peso', unit: 'kg' },
  length: { label: 'El largo', unit: 'cm' },
  depth: { label: 'El largo', unit: 'cm' },
  width: { label: 'El ancho', unit: 'cm' },
  height: { label: 'El alto', unit: 'cm' },
};

/** Spanish helper text for a violation, e.g. 'El peso debe estar entre 0.1 y 60 kg.' */
export function describeViolation(violation: LimitViolation): string {
  const { label, unit } = FIELD_LABELS[violation.field];
  if (violation.rule === 'step') return `${label} debe ser múltiplo de ${violation.step} ${unit}.`;
  return `${label} debe estar entre ${violation.min} y ${violation.max} ${unit}.`;
}
