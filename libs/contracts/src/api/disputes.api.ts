import { z } from 'zod';

/** Issue 30: a customer disputes an overweight charge with photos, declared measures and a comment. */
export const DISPUTE_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** At most this many photos of the parcel (on a scale, with a tape), each at most this size. */
export const MAX_DISPUTE_PHOTOS = 6;
export const MAX_DISPUTE_PHOTO_BYTES = 10 * 1024 * 1024;

const measure = (what: string, max: number) =>
  z.coerce
    .number({ error: `${what} debe ser un número.` })
    .positive(`${what} debe ser mayor que 0.`)
    .max(max, `${what} no puede ser mayor que ${max}.`);

/** What the customer says the parcel weighs and measures (kg, cm). */
export const DisputeMeasuresSchema = z.object({
  weight: measure('El peso', 1000),
  length: measure('El largo', 500),
  width: measure('El ancho', 500),
  height: measure('El alto', 500),
});
export type DisputeMeasures = z.infer<typeof DisputeMeasuresSchema>;

/** The text fields of POST /overweight/{shipmentId}/disputes (multipart, beside the `photos`). */
export const OpenDisputeFieldsSchema = DisputeMeasuresSchema.extend({
  comment: z
    .string({ error: 'Escribe un comentario.' })
    .trim()
    .min(1, 'Escribe un comentario.')
    .max(1000, 'El comentario no puede tener más de 1000 caracteres.'),
});
export type OpenDisputeFields = z.infer<typeof OpenDisputeFieldsSchema>;

export const DisputeListQuerySchema = z.object({
  status: z.enum(DISPUTE_STATUSES, { error: 'El estatus debe ser open, accepted o rejected.' }).optional(),
});

export const RejectDisputeSchema = z.object({
  reason: z
    .string({ error: 'Escribe el motivo del rechazo.' })
    .trim()
    .min(3, 'Escribe el motivo del rechazo.')
    .max(1000, 'El motivo no puede tener más de 1000 caracteres.'),
});

export const DisputeIdSchema = z.string().regex(/^dsp_[a-f0-9]{24}$/i, 'Identificador de disputa inválido.');
export const DisputeIdParamsSchema = z.object({ id: DisputeIdSchema });
export const DisputePhotoParamsSchema = z.object({
  id: DisputeIdSchema,
  n: z.coerce.number().int().min(1).max(MAX_DISPUTE_PHOTOS),
});

/** The dispute as the overweight record shows it ('Disputa' column). */
export const DisputeSummarySchema = z.object({
  id: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  opened_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
});
export type DisputeSummary = z.infer<typeof DisputeSummarySchema>;

const Weighed = z.object({
  weight: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  billed_weight: z.number(),
});

export const DisputeSchema = DisputeSummarySchema.extend({
  shipment_id: z.string(),
  number_guide: z.string().nullable(),
  carrier: z.string(),
  service: z.string(),
  owner: z.object({ _id: z.string(), email: z.string(), name: z.string() }),
  /** The charge disputed: kg over what was declared and what it costs (pesos). */
  overweight: z.number(),
  cost_overweight: z.number(),
  /** The charge's state in the wallet when the dispute opened (paid charges are refunded). */
  charge_paid: z.boolean(),
  registered_at: z.string().nullable(),
  /** What the shipment declared, what the carrier measured (first parcel, or null) and what the customer says now. */
  declared: Weighed,
  measured: Weighed.nullable(),
  claimed: Weighed,
  comment: z.string(),
  photos: z.array(z.object({ n: z.number(), url: z.string(), width: z.number(), height: z.number() })),
  packet_url: z.string(),
  decided_by: z.string().nullable(),
});
export type Dispute = z.infer<typeof DisputeSchema>;
export const DisputeListSchema = z.object({ docs: z.array(DisputeSchema) });
