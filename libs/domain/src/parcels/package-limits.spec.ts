import { type LimitViolation, PACKAGE_LIMITS, describeViolation, validateParcel } from './package-limits';
import type { PackageType } from './package-types';

const validParcel: Record<PackageType, { weight: number; length: number; width: number; height: number }> = {
  package: { weight: 5, length: 30, width: 20, height: 15 },
  document: { weight: 0.3, length: 30, width: 20, height: 1 },
  tarima: { weight: 500, length: 120, width: 100, height: 150 },
};

type Field = 'weight' | 'length' | 'width' | 'height';

/** [type, field, min, max, just below min, just above max] from the table in spec section 5. */
const boundaries: Array<[PackageType, Field, number, number, number, number]> = [
  ['package', 'weight', 0.1, 60, 0, 60.1],
  ['package', 'length', 1, 150, 0.9, 150.1],
  ['package', 'width', 1, 100, 0.9, 100.1],
  ['package', 'height', 1, 100, 0.9, 100.1],
  ['document', 'weight', 0.1, 0.5, 0.09, 0.51],
  ['document', 'length', 1, 35, 0.9, 35.1],
  ['document', 'width', 1, 24, 0.9, 24.1],
  ['document', 'height', 1, 1.5, 0.9, 1.6],
  ['tarima', 'weight', 1, 2000, 0.9, 2000.1],
  ['tarima', 'length', 1, 300, 0.9, 300.1],
  ['tarima', 'width', 1, 140, 0.9, 140.1],
  ['tarima', 'height', 1, 190, 0.9, 190.1],
];

describe('validateParcel', () => {
  it('accepts a typical parcel of each type', () => {
    for (const type of ['package', 'document', 'tarima'] as const) {
      expect(validateParcel(type, validParcel[type])).toEqual([]);
    }
  });

  it.each(boundaries)('accepts %s %s at its minimum %d and maximum %d', (type, field, min, max) => {
    expect(validateParcel(type, { ...validParcel[type], [field]: min })).toEqual([]);
    expect(validateParcel(type, { ...validParcel[type], [field]: max })).toEqual([]);
  });

  it.each(boundaries)('rejects %s %s just outside [%d, %d]', (type, field, min, max, below, above) => {
    for (const value of [below, above]) {
      expect(validateParcel(type, { ...validParcel[type], [field]: value })).toEqual([
        { field, rule: 'range', min, max, value },
      ]);
    }
  });

  it('accepts package weight 60 and rejects 60.1', () => {
    expect(validateParcel('package', { ...validParcel.package, weight: 60 })).toEqual([]);
    expect(validateParcel('package', { ...validParcel.package, weight: 60.1 })).toHaveLength(1);
  });

  it('accepts document height 1.5 and rejects 1.6', () => {
    expect(validateParcel('document', { ...validParcel.document, height: 1.5 })).toEqual([]);
    expect(validateParcel('document', { ...validParcel.document, height: 1.6 })).toHaveLength(1);
  });

  it('accepts package weights on the 0.1 step despite binary float noise', () => {
    for (const weight of [0.1, 0.3, 0.7, 1.1, 2.3, 59.9]) {
      expect(validateParcel('package', { ...validParcel.package, weight })).toEqual([]);
    }
  });

  it('rejects a package weight off the 0.1 step with a step violation', () => {
    expect(validateParcel('package', { ...validParcel.package, weight: 1.25 })).toEqual([
      { field: 'weight', rule: 'step', min: 0.1, max: 60, step: 0.1, value: 1.25 },
    ]);
  });

  it('does not apply a weight step to documents or tarimas', () => {
    expect(validateParcel('document', { ...validParcel.document, weight: 0.25 })).toEqual([]);
    expect(validateParcel('tarima', { ...validParcel.tarima, weight: 12.345 })).toEqual([]);
  });

  it('reports every violated field, in the order weight, length, width, height', () => {
    const violations = validateParcel('document', { weight: 1, length: 40, width: 30, height: 2 });
    expect(violations.map((v) => v.field)).toEqual(['weight', 'length', 'width', 'height']);
  });

  it('checks a quote parcel depth against the length limits and reports it as depth', () => {
    expect(validateParcel('package', { weight: 5, depth: 150, width: 20, height: 15 })).toEqual([]);
    expect(validateParcel('package', { weight: 5, depth: 150.1, width: 20, height: 15 })).toEqual([
      { field: 'depth', rule: 'range', min: 1, max: 150, value: 150.1 },
    ]);
  });

  it('checks both length and depth when a parcel carries both', () => {
    const violations = validateParcel('document', {
      weight: 0.3,
      length: 36,
      depth: 40,
      width: 20,
      height: 1,
    });
    expect(violations.map((v) => [v.field, v.value])).toEqual([
      ['length', 36],
      ['depth', 40],
    ]);
  });

  it('reports a missing or non-numeric measure as a range violation with value NaN', () => {
    const parcel = { weight: Number('x'), width: 20, height: 15 } as unknown as Parameters<
      typeof validateParcel
    >[1];
    const violations = validateParcel('package', parcel);
    expect(violations.map((v) => v.field)).toEqual(['weight', 'length']);
    expect(violations.every((v) => v.rule === 'range' && Number.isNaN(v.value))).toBe(true);
  });

  it('rejects infinite values', () => {
    expect(validateParcel('tarima', { ...validParcel.tarima, weight: Infinity })).toHaveLength(1);
  });

  it('exposes the limits table of section 5', () => {
    expect(PACKAGE_LIMITS.package.weight).toEqual({ min: 0.1, max: 60, step: 0.1 });
    expect(PACKAGE_LIMITS.document.height).toEqual({ min: 1, max: 1.5 });
    expect(PACKAGE_LIMITS.tarima.weight).toEqual({ min: 1, max: 2000 });
  });
});

describe('describeViolation', () => {
  it('describes a range violation in Spanish with its unit', () => {
    const violation: LimitViolation = { field: 'weight', rule: 'range', min: 0.1, max: 60, value: 61 };
    expect(describeViolation(violation)).toBe('El peso debe estar entre 0.1 y 60 kg.');
  });

  it('names depth as largo, like length', () => {
    const violation: LimitViolation = { field: 'depth', rule: 'range', min: 1, max: 150, value: 151 };
    expect(describeViolation(violation)).toBe('El largo debe estar entre 1 y 150 cm.');
  });

  it('describes a step violation', () => {
    const violation: LimitViolation = {
      field: 'weight',
      rule: 'step',
      min: 0.1,
      max: 60,
      step: 0.1,
      value: 1.25,
    };
    expect(describeViolation(violation)).toBe('El peso debe ser múltiplo de 0.1 kg.');
  });

  it('describes width and height', () => {
    const base = { rule: 'range' as const, min: 1, max: 24, value: 30 };
    expect(describeViolation({ ...base, field: 'width' })).toBe('El ancho debe estar entre 1 y 24 cm.');
    expect(describeViolation({ ...base, field: 'height' })).toBe('El alto debe estar entre 1 y 24 cm.');
  });
});
