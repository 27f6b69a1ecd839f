import { SavePackageProfileSchema } from '@envios/contracts';
import { PACKAGE_LIMITS, PACKAGE_TYPES, shipmentTypeLabel, type PackageType } from '@envios/domain';
import { z } from 'zod';
import type { FieldOfIssue, FormValues } from '@/shared/lib/use-zod-form';

export const PACKAGE_TYPE_OPTIONS = PACKAGE_TYPES.map((type) => ({
  value: type,
  label: shipmentTypeLabel(type),
}));

export type MeasureField = 'weight' | 'length' | 'width' | 'height';
export const MEASURE_LABELS: Record<MeasureField, string> = {
  length: 'Largo (cm)',
  width: 'Ancho (cm)',
  height: 'Alto (cm)',
  weight: 'Peso (kg)',
};

/** '1 a 150 cm': the limits of a measure for the package type, as the input's hint. */
export function limitHint(type: PackageType, field: MeasureField): string {
  const { min, max } = PACKAGE_LIMITS[type][field];
  return `${min} a ${max} ${field === 'weight' ? 'kg' : 'cm'}`;
}

/** The flat profile form as the API body, checked by the contract (same limits as the quote). */
export const PackageProfileFormSchema = z.preprocess((input) => {
  const form = input as FormValues;
  return {
    name: form.name,
    type: form.type || undefined,
    weight: form.weight,
    dimensions: { length: form.length, width: form.width, height: form.height },
    description: form.description,
  };
}, SavePackageProfileSchema);

export const profileFieldOf: FieldOfIssue = (path) =>
  String(path[0] === 'dimensions' ? path[1] : (path[0] ?? ''));
