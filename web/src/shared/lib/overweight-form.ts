import { OverweightQuoteRequestSchema, UpdateOverweightSchema } from '@envios/contracts';
import { z } from 'zod';
import type { FieldOfIssue, FormValues } from './use-zod-form';

export const MEASURES = ['weight', 'height', 'width', 'depth'] as const;
export type Measure = (typeof MEASURES)[number];

/** A parcel's weight (kg) and size (cm): declared by the customer, or measured by the carrier. */
export type ParcelMeasures = Record<Measure, number>;

/** The flat field of one measured parcel: m0_weight, m1_depth… */
export const measureField = (parcel: number, measure: Measure) => `m${parcel}_${measure}`;

/** The register form as text fields: each parcel's measures and the cost staff confirm. */
export type OverweightFormValues = FormValues & { cost_overweight: string };

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** What was measured before (editing a charge) and its cost, or blank fields. */
export function initialOverweightValues(
  parcels: number,
  measured: readonly ParcelMeasures[] | null,
  costPesos: number | null,
): OverweightFormValues {
  const values: OverweightFormValues = { cost_overweight: text(costPesos) };
  for (let i = 0; i < parcels; i++)
    for (const measure of MEASURES) values[measureField(i, measure)] = text(measured?.[i]?.[measure]);
  return values;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value;

const rawParcels = (values: FormValues, parcels: number) =>
  Array.from({ length: parcels }, (_, i) =>
    Object.fromEntries(MEASURES.map((m) => [m, blankToUndefined(values[measureField(i, m)])])),
  );

/** With every measure a valid number, the parcels the charge is computed from; null otherwise. */
export function measuredParcels(values: FormValues, parcels: number): ParcelMeasures[] | null {
  const parsed = OverweightQuoteRequestSchema.safeParse({ measured_parcels: rawParcels(values, parcels) });
  return parsed.success ? parsed.data.measured_parcels : null;
}

/**
 * The body of PUT /shipments/{id} but its overweight (the quote's): the cost staff confirm and the
 * measures, checked with the API's own schema (so the form shows the server's messages).
 */
export const overweightFormSchema = (parcels: number) =>
  z.preprocess(
    (values) => ({
      cost_overweight: blankToUndefined((values as FormValues).cost_overweight),
      measured_parcels: rawParcels(values as FormValues, parcels),
    }),
    UpdateOverweightSchema.omit({ overweight: true }),
  );

/** measured_parcels.1.weight → m1_weight; a message about the whole list goes beside the quote. */
export const overweightFieldOf: FieldOfIssue = (path) => {
  if (path[0] !== 'measured_parcels') return String(path[0] ?? '');
  if (typeof path[1] === 'number' && typeof path[2] === 'string')
    return measureField(path[1], path[2] as Measure);
  return 'quote';
};
