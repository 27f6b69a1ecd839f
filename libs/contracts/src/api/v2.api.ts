import { CARRIER_CODES, PACKAGE_TYPES, PORTAL_TRACKING_STATUSES, SHIPMENT_TYPES } from '@envios/domain';
import { z } from 'zod';
import { ObjectIdSchema } from './common.api';
import {
  OnTimeSchema,
  PREDICTION_BASES,
  QuoteRuleFields,
  RecommendationSchema,
  SURCHARGE_TYPES,
} from './landed-cost.api';
import { GUIDE_STATES, LABEL_FORMATS } from './shipments.api';
import { GuideNumberSchema } from './tracking.api';

/**
 * The public API's resources (/api/v2, issue 26): money as integer centavos with its currency,
 * timestamps ISO 8601 with offset, English field names. The web's /api/v1 keeps the spec's shapes.
 */

export const MoneySchema = z.object({
  /** Integer centavos (MXN 123.45 is 12345). */
  amount: z.number().int(),
  currency: z.literal('MXN'),
});
export type Money = z.infer<typeof MoneySchema>;
export const money = (centavos: number): Money => ({ amount: centavos, currency: 'MXN' });
/** Pesos as the services answer them → centavos, without float drift. */
export const pesosToMoney = (pesos: number): Money => money(Math.round(pesos * 100));

const measure = z.number().positive();

export const ParcelV2Schema = z.object({
  /** kg */
  weight: measure,
  /** cm */
  length: measure,
  width: measure,
  height: measure,
});

const PlaceV2Schema = z.object({
  postal_code: z.string().regex(/^\d{5}$/, 'El código postal debe tener 5 dígitos.'),
  residential: z.boolean().optional(),
});

// ---------- Rates ----------

export const RatesRequestV2Schema = z.object({
  origin: PlaceV2Schema,
  destination: PlaceV2Schema,
  package_type: z.enum(PACKAGE_TYPES).default('package'),
  parcels: z.array(ParcelV2Schema).min(1).max(5),
  /** Guides of the same parcels (1–5). */
  guides: z.number().int().min(1).max(5).default(1),
  /** `cheapest_on_time`: mark the cheapest rate at least `min_on_time` % on time on the lane (95 unless given). */
  ...QuoteRuleFields,
});
export type RatesRequestV2 = z.infer<typeof RatesRequestV2Schema>;

export const RateV2Schema = z.object({
  /** Pass it as `rate_id` to POST /shipments: it carries the signed price. */
  id: z.string(),
  carrier: z.enum(CARRIER_CODES),
  carrier_name: z.string(),
  service_code: z.string(),
  service_name: z.string(),
  /** Per shipment, IVA included. Absent for a role that sees no amounts. */
  price: MoneySchema.optional(),
  transit_days: z.number().int(),
  /** YYYY-MM-DD, Mexico City. */
  estimated_delivery: z.string().nullable(),
  remote_area: z.boolean(),
  /** The carrier's on-time rate on this lane over the last 90 days; rate null under the minimum sample. */
  on_time: OnTimeSchema.optional(),
  /** The weight (kg) the carrier will probably bill and the overweight charge it would make (absent for a role that sees no amounts). */
  predicted: z
    .object({
      billed_weight: z.number(),
      overweight: MoneySchema.optional(),
      basis: z.enum(PREDICTION_BASES),
      similar: z.number().int(),
    })
    .optional(),
  /** Parts of the price on their own line (already in `price`). */
  surcharges: z.array(z.object({ type: z.enum(SURCHARGE_TYPES), amount: MoneySchema.optional() })).optional(),
  /** The rate the request's rule picked. */
  recommended: z.boolean().optional(),
});
export type RateV2 = z.infer<typeof RateV2Schema>;

export const RatesV2Schema = z.object({
  data: z.array(RateV2Schema),
  /** Carriers (or one of their services) left out, and why. */
  unavailable: z.array(z.object({ carrier: z.enum(CARRIER_CODES), reason: z.string() })),
  quoted_at: z.string(),
  /** What the request's rule picked, or why nothing qualifies (only when it named one). */
  recommendation: RecommendationSchema.optional(),
});

// ---------- Shipments ----------

export const AddressV2Schema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  number: z.string(),
  interior: z.string().nullish(),
  reference: z.string().nullish(),
  colony: z.string(),
  postal_code: z.string(),
  city: z.string(),
  state: z.string().nullish(),
  residential: z.boolean().optional(),
});
export type AddressV2 = z.infer<typeof AddressV2Schema>;

export const CARRIER_RULES = ['cheapest', 'fastest'] as const;

export const CreateShipmentV2Schema = z
  .object({
    /** A rate's id from POST /rates, or a rule that picks one now from a fresh quote. */
    rate_id: z.string().min(1).optional(),
    carrier_rule: z.enum(CARRIER_RULES).optional(),
    shipment_type: z.enum(SHIPMENT_TYPES).default('box'),
    parcels: z.array(ParcelV2Schema).min(1).max(5),
    origin: AddressV2Schema,
    destination: AddressV2Schema,
    description: z.string(),
    /** Declared value to insure, in centavos. */
    declared_value: MoneySchema.optional(),
  })
  .refine((s) => !!s.rate_id !== !!s.carrier_rule, {
    message: 'Envía rate_id (de POST /rates) o carrier_rule (cheapest, fastest), uno de los dos.',
    path: ['rate_id'],
  });
export type CreateShipmentV2 = z.infer<typeof CreateShipmentV2Schema>;

export const ShipmentV2Schema = z.object({
  id: z.string(),
  /** `test` when made with a test key: rate card price, test balance, a watermarked label no carrier receives. */
  mode: z.enum(['live', 'test']),
  /** unpaid → paid; cancelled once its guide is voided. */
  status: z.enum(['unpaid', 'paid', 'cancelled']),
  carrier: z.enum(CARRIER_CODES),
  service_code: z.string(),
  service_name: z.string(),
  /** Absent for a role that sees no amounts. */
  price: MoneySchema.optional(),
  label: z.object({
    state: z.enum(GUIDE_STATES),
    guide_number: z.string().nullable(),
    format: z.enum(LABEL_FORMATS).nullable(),
  }),
  tracking: z.object({
    status: z.enum(PORTAL_TRACKING_STATUSES).nullable(),
    description: z.string().nullable(),
    delivered_at: z.string().nullable(),
  }),
  origin: AddressV2Schema,
  destination: AddressV2Schema,
  parcels: z.array(ParcelV2Schema),
  description: z.string(),
  cancellable: z.boolean(),
  refunded: z.boolean(),
  created_at: z.string(),
});
export type ShipmentV2 = z.infer<typeof ShipmentV2Schema>;

export const ShipmentListV2QuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ShipmentListV2Schema = z.object({
  data: z.array(ShipmentV2Schema),
  /** Pass it as `cursor` for the next page; null after the oldest. */
  next_cursor: z.string().nullable(),
});

export const ShipmentIdV2ParamsSchema = z.object({ id: ObjectIdSchema });

/** GET /shipments/{id}/label?format=: pdf (letter), pdf_4x6 or zpl; the label's own format when absent. */
export const V2_LABEL_FORMATS = { pdf: 'pdf-letter', pdf_4x6: 'pdf-4x6', zpl: 'zpl' } as const;
export const LabelV2QuerySchema = z.object({
  format: z.enum(Object.keys(V2_LABEL_FORMATS) as ['pdf', 'pdf_4x6', 'zpl']).optional(),
});
export const LabelFormatV2Schema = z.object({
  format: z.enum(Object.keys(V2_LABEL_FORMATS) as ['pdf', 'pdf_4x6', 'zpl']),
});

// ---------- Payments, balance, tracking ----------

export const PaymentV2RequestSchema = z.object({
  /** Shipments to pay from the wallet together (1–50): all are paid, or none. */
  shipment_ids: z.array(ObjectIdSchema).min(1).max(50),
});
export const PaymentV2Schema = z.object({
  paid: z.array(z.string()),
  /** Absent for a role that sees no amounts. */
  amount: MoneySchema.optional(),
  balance: MoneySchema.optional(),
});

export const BalanceV2Schema = z.object({
  balance: MoneySchema,
  /** `test`: a test key's balance, apart from the wallet, which only its refill fills. */
  mode: z.enum(['live', 'test']),
});

export const TrackingV2ParamsSchema = z.object({ guide: GuideNumberSchema });
export const TrackingV2Schema = z.object({
  guide_number: z.string(),
  carrier: z.enum(CARRIER_CODES),
  status: z.enum(PORTAL_TRACKING_STATUSES).nullable(),
  description: z.string(),
  delivered_at: z.string().nullable(),
  events: z.array(z.object({ at: z.string(), description: z.string() })),
});
