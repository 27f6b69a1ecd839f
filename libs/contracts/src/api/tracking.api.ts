import { z } from 'zod';
import { CARRIER_CODES, PORTAL_TRACKING_STATUSES, TRACKING_SOURCES } from '@envios/domain';

/** A guide number as people type it: more than 6 characters (section 5), letters, digits and dashes. */
export const GuideNumberSchema = z
  .string({ error: 'Escribe un número de guía.' })
  .trim()
  .min(7, 'El número de guía debe tener más de 6 caracteres.')
  .max(40, 'El número de guía no puede tener más de 40 caracteres.')
  .regex(/^[A-Za-z0-9-]+$/, 'El número de guía solo admite letras, números y guiones.')
  .transform((g) => g.toUpperCase());

/** POST /tracking and POST /tracking/{carrier}: body guide_number. */
export const TrackGuideSchema = z.object({ guide_number: GuideNumberSchema });
export type TrackGuide = z.infer<typeof TrackGuideSchema>;

export const TrackingSourceParamsSchema = z.object({
  source: z.enum(TRACKING_SOURCES, { error: 'Paquetería de rastreo desconocida.' }),
});

/** One event of a guide: when (ISO 8601) and what happened, as the carrier words it. */
export const TrackingEventSchema = z.object({ date: z.string(), status: z.string() });

/**
 * Section 3 "Tracking result": `status` and `shipment_event[]` (oldest first), plus the carrier, the
 * guide and its portal status (one vocabulary for every carrier) for the result modal and the lists.
 */
export const TrackingResultSchema = z.object({
  status: z.string(),
  shipment_event: z.array(TrackingEventSchema),
  number_guide: z.string(),
  carrier: z.enum(CARRIER_CODES),
  portal_status: z.enum(PORTAL_TRACKING_STATUSES).nullable(),
  /** When the carrier delivered it, if it did. */
  delivered_at: z.string().nullable(),
});
export type TrackingResult = z.infer<typeof TrackingResultSchema>;

/** GET /tracking/all: how many of the caller's active guides were queued to be asked about now. */
export const TrackingRefreshSchema = z.object({
  active: z.number().int(),
  refreshed: z.number().int(),
});
