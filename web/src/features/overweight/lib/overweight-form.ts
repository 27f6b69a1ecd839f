import { UpdateOverweightSchema } from '@envios/contracts';
import { roundKg, totalBilledWeightKg } from '@envios/domain';
import { z } from 'zod';
import type { FieldOfIssue, FormValues } from '@/shared/lib/use-zod-form';
import type { OverweightRecord } from '../api/overweight-api';

export const MEASURES = ['weight', 'height', 'width', 'depth'] as const;
export type Measure = (typeof MEASURES)[number];

/** The flat field of one measured parcel: m0_weight, m1_depth… */
export const measureField = (parcel: number, measure: Measure) => `m${parcel}_${measure}`;

/** 'Editar sobrepeso' as text fields: overweight, cost and, when ticked, each parcel's measures. */
export type OverweightFormValues = FormValues & {
  overweight: string;
  cost_overweight: string;
  withMeasures: boolean;
};

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The record's current values, and what the carrier measured if it was recorded. */
export function initialOverweightValues(record: OverweightRecord): OverweightFormValues {
  const values: OverweightFormValues = {
    overweight: text(record.overweight),
    cost_overweight: text(record.cost_overweight),
    withMeasures: record.measured !== null,
  };
  record.declared.parcels.forEach((_parcel, i) => {
    for (const measure of MEASURES)
      values[measureField(i, measure)] = text(record.measured?.parcels[i]?.[measure]);
  });
  return values;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value;

/** The form's text as the API's body: a blank field is missing (required), not 0. */
function toOverweightBody(values: FormValues, parcels: number) {
  return {
    overweight: blankToUndefined(values.overweight),
    cost_overweight: blankToUndefined(values.cost_overweight),
    measured_parcels: values.withMeasures
      ? Array.from({ length: parcels }, (_, i) =>
          Object.fromEntries(MEASURES.map((m) => [m, blankToUndefined(values[measureField(i, m)])])),
        )
      : undefined,
  };
}

/** Checked with the API's own schema, so the form shows the very messages the server answers with. */
export const overweightFormSchema = (parcels: number) =>
  z.preprocess((values) => toOverweightBody(values as FormValues, parcels), UpdateOverweightSchema);

/** measured_parcels.1.weight → m1_weight; a message about the whole list goes under the checkbox. */
export const overweightFieldOf: FieldOfIssue = (path) => {
  if (path[0] !== 'measured_parcels') return String(path[0] ?? '');
  if (typeof path[1] === 'number' && typeof path[2] === 'string')
    return measureField(path[1], path[2] as Measure);
  return 'withMeasures';
};

/**
 * With every measure filled in as a number, the overweight they imply: the measured billed weight
 * less the declared one (kg, to the gram), as the server requires it to be. Null otherwise.
 */
export function measuredOverweight(values: FormValues, record: OverweightRecord): number | null {
  if (!values.withMeasures) return null;
  const measured = record.declared.parcels.map((_parcel, i) => {
    const read = (m: Measure) => {
      const raw = String(values[measureField(i, m)] ?? '').trim();
      const n = raw === '' ? NaN : Number(raw);
      return Number.isFinite(n) && n >= 0 ? n : NaN;
    };
    return { weight: read('weight'), height: read('height'), width: read('width'), depth: read('depth') };
  });
  if (measured.some((p) => Object.values(p).some(Number.isNaN))) return null;
  return roundKg(totalBilledWeightKg(measured) - totalBilledWeightKg(record.declared.parcels));
}
