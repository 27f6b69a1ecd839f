import { CARRIER_CODES, isIsoDate } from '@envios/domain';
import { z } from 'zod';
import { ObjectIdSchema } from './common.api';

/** Issue 30: courier pickups of labelled guides, with the manifest the driver signs. */

const HHMM = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Escribe la hora como HH:MM (24 horas).');

const PickupDateSchema = z.string().trim().refine(isIsoDate, 'Escribe la fecha como AAAA-MM-DD.');

/** The window the parcels are ready in: from `ready` until `close`, Mexico City time. */
export const PickupWindowSchema = z.object({ ready: HHMM, close: HHMM });

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, message);

/** An address typed in the form (or the API), where the courier comes. */
export const TypedPickupAddressSchema = z.object({
  name: text(100, 'Escribe a quién busca el operador (hasta 100 caracteres).'),
  phone: z
    .string()
    .trim()
    .regex(/^[\d\s()+-]{7,20}$/, 'Escribe un teléfono de contacto válido.'),
  street: text(150, 'Escribe la calle (hasta 150 caracteres).'),
  number: text(10, 'Escribe el número exterior (hasta 10 caracteres).'),
  int_number: z.string().trim().max(10).nullish(),
  colony: text(100, 'Escribe la colonia.'),
  city: text(100, 'Escribe la ciudad.'),
  state_short: z.string().trim().max(10).nullish(),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'El código postal tiene 5 dígitos.'),
  /** Reference for the courier (between streets, gate colour…). */
  reference: z.string().trim().max(150).nullish(),
});
export type TypedPickupAddress = z.infer<typeof TypedPickupAddressSchema>;

/** A saved address of the caller's ('Catálogo de Direcciones'), by id, or one typed in. */
export const PickupAddressInputSchema = z.union([
  z.object({ saved_id: ObjectIdSchema }),
  TypedPickupAddressSchema,
]);

const GuidesSchema = z
  .array(z.string().trim().min(6, 'Número de guía inválido.').max(40, 'Número de guía inválido.'))
  .max(200, 'Una recolección lleva hasta 200 guías.');

/** POST /pickups: the guides of one carrier collected at one address, on a day, in a window. */
export const CreatePickupSchema = z.object({
  carrier: z.enum(CARRIER_CODES, { error: 'La paquetería no existe.' }),
  /** Guide numbers or shipment ids (labelled, of this carrier, of the caller's account, in no other pickup). */
  guides: GuidesSchema,
  date: PickupDateSchema,
  window: PickupWindowSchema,
  address: PickupAddressInputSchema,
});
export type CreatePickup = z.infer<typeof CreatePickupSchema>;

/** PUT /pickups/{id}: another day or window (and address); a missed pickup is booked again. */
export const ReschedulePickupSchema = z.object({
  date: PickupDateSchema,
  window: PickupWindowSchema,
  address: PickupAddressInputSchema.optional(),
});
export type ReschedulePickup = z.infer<typeof ReschedulePickupSchema>;

/** What the shipments service takes: the address resolved by the BFF, and the request's key. */
export const CreatePickupInternalSchema = CreatePickupSchema.extend({
  address: TypedPickupAddressSchema,
  /** The Idempotency-Key: the same key makes the same pickup (its id derives from it). */
  key: z.string().max(255).optional(),
});
export const ReschedulePickupInternalSchema = ReschedulePickupSchema.extend({
  address: TypedPickupAddressSchema.optional(),
});

export const PICKUP_STATUSES = ['scheduled', 'collected', 'missed', 'cancelled'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

/** The badges of 'Recolecciones'. */
export const PICKUP_STATUS_LABELS: Readonly<Record<PickupStatus, string>> = {
  scheduled: 'Programada',
  collected: 'Recolectada',
  missed: 'No recolectada',
  cancelled: 'Cancelada',
};

const PickupGuideSchema = z.object({
  shipment_id: z.string(),
  guide: z.string(),
  recipient: z.string(),
  destination: z.string(),
  postal_code: z.string(),
  pieces: z.number().int(),
  weight_kg: z.number(),
});

const PickupRulesSchema = z.object({
  /** 0 = domingo … 6 = sábado. */
  days: z.array(z.number().int()),
  same_day_cutoff: z.string(),
  earliest: z.string(),
  latest: z.string(),
  min_window_minutes: z.number().int(),
  max_days_ahead: z.number().int(),
  one_per_day: z.boolean(),
  reschedule: z.boolean(),
  cancel: z.boolean(),
});

export const PickupSchema = z.object({
  id: z.string(),
  carrier: z.enum(CARRIER_CODES),
  carrier_name: z.string(),
  status: z.enum(PICKUP_STATUSES),
  status_label: z.string(),
  date: z.string(),
  window: PickupWindowSchema,
  address: TypedPickupAddressSchema,
  guides: z.array(PickupGuideSchema),
  pieces: z.number().int(),
  weight_kg: z.number(),
  /** The carrier's confirmation number (FedEx's pickupConfirmationCode). */
  confirmation_number: z.string(),
  can_reschedule: z.boolean(),
  can_cancel: z.boolean(),
  owner: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  collected_at: z.string().nullable(),
  missed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  history: z.array(
    z.object({
      at: z.string(),
      action: z.enum(['scheduled', 'rescheduled', 'cancelled', 'collected', 'missed']),
      date: z.string(),
      window: PickupWindowSchema,
      confirmation_number: z.string().nullable(),
    }),
  ),
});
export type PickupDto = z.infer<typeof PickupSchema>;

export const PickupListSchema = z.object({ docs: z.array(PickupSchema) });
export type PickupList = z.infer<typeof PickupListSchema>;

/** GET /pickups/candidates: per carrier its rules and the labelled guides not yet in a pickup. */
export const PickupCandidatesSchema = z.object({
  carriers: z.array(
    z.object({
      carrier: z.enum(CARRIER_CODES),
      carrier_name: z.string(),
      rules: PickupRulesSchema,
      /** The first day it would take a pickup from now. */
      next_date: z.string(),
      guides: z.array(
        PickupGuideSchema.extend({
          origin: TypedPickupAddressSchema,
          labelled_at: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type PickupCandidates = z.infer<typeof PickupCandidatesSchema>;

export const PickupIdParamsSchema = z.object({ id: ObjectIdSchema });

/** POST /internal/pickups/close-windows: what a window's close would find, at `at` (tests name it). */
export const ClosePickupWindowsSchema = z.object({
  at: z.iso.datetime().optional(),
  /** Only these pickups (a test's); all of them when absent. */
  pickups: z.array(ObjectIdSchema).max(100).optional(),
});
export const ClosedPickupWindowsSchema = z.object({
  collected: z.array(z.string()),
  missed: z.array(z.string()),
});
