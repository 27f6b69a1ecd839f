import { z } from 'zod';
import { CARRIER_CODES } from '@envios/domain';

/**
 * The landed-cost parts of a quote (issue 30): each option's on-time record on its lane, the billed
 * weight this customer's parcels are predicted to reach, surcharges broken out of the total, and the
 * rule "cheapest with at least N % on time".
 */

/** Days the on-time rate looks back over. */
export const ON_TIME_PERIOD_DAYS = 90;

/**
 * A carrier's on-time rate on a lane: the share in percent (one decimal) of its shipments delivered
 * in the period within the business days promised from the label's day; null under the minimum
 * sample ("Sin datos suficientes").
 */
export const OnTimeSchema = z.object({
  rate: z.number().min(0).max(100).nullable().meta({ example: 96.5 }),
  /** Delivered shipments the rate counts (those of the zone, or of the state → state lane). */
  sample: z.number().int().nonnegative().meta({ example: 143 }),
  period_days: z.number().int().positive().meta({ example: ON_TIME_PERIOD_DAYS }),
});
export type OnTime = z.infer<typeof OnTimeSchema>;

/**
 * Where a billed-weight prediction comes from: the customer's similar shipped parcels (reweighed or
 * not), or what was declared.
 */
export const PREDICTION_BASES = ['historial', 'declarado'] as const;

/**
 * What the carrier will probably bill: the weight (kg, every parcel of the order) and the overweight
 * charge it would make (pesos, IVA included; hidden for role user), from this customer's reweighs of
 * similar parcels (`historial`, `similar` of them) or, without any, from what is declared.
 */
export const PredictedSchema = z.object({
  billed_weight: z.number().nonnegative().meta({ example: 2.4 }),
  overweight_amount: z.number().nonnegative().optional().meta({ example: 38.5 }),
  basis: z.enum(PREDICTION_BASES),
  /** Similar reweighs the prediction comes from (0 for `declarado`). */
  similar: z.number().int().nonnegative(),
});
export type Predicted = z.infer<typeof PredictedSchema>;

export const SURCHARGE_TYPES = ['zona_extendida'] as const;

/** A part of the total shown on its own line (already included in total_amount); amount hidden for role user. */
export const SurchargeSchema = z.object({
  type: z.enum(SURCHARGE_TYPES),
  amount: z.number().nonnegative().optional().meta({ example: 139.2 }),
});
export type Surcharge = z.infer<typeof SurchargeSchema>;

export const QUOTE_RULES = ['cheapest_on_time'] as const;

/** The quote request's optional rule: mark the cheapest option whose lane on-time rate is at least `min_on_time`. */
export const QuoteRuleFields = {
  rule: z.enum(QUOTE_RULES, { error: 'La regla debe ser cheapest_on_time.' }).optional(),
  min_on_time: z
    .number({ error: 'El porcentaje mínimo a tiempo debe ser un número de 0 a 100.' })
    .min(0, 'El porcentaje mínimo a tiempo debe ser un número de 0 a 100.')
    .max(100, 'El porcentaje mínimo a tiempo debe ser un número de 0 a 100.')
    .optional(),
};

/** The option a rule picked, or null and why none qualifies. */
export const RecommendationSchema = z.object({
  rule: z.enum(QUOTE_RULES),
  min_on_time: z.number(),
  carrier_code: z.enum(CARRIER_CODES).nullable(),
  service_code: z.string().nullable(),
  /** Why nothing was recommended (null when an option was). */
  reason: z.string().nullable(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

// ---------- reports → quoting: a lane's on-time figures ----------

/** GET /internal/reports/on-time: one origin state → destination state, and the destination's postal code. */
export const LaneOnTimeQuerySchema = z.object({
  origin: z.string().trim().min(1).max(10),
  destination: z.string().trim().min(1).max(10),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/)
    .optional(),
});
export type LaneOnTimeQuery = z.infer<typeof LaneOnTimeQuerySchema>;

const Figures = z.object({ rate: z.number().nullable(), sample: z.number().int().nonnegative() });

/** Every carrier with deliveries on the lane: the figure a quote shows, and the lane's and zone's own. */
export const LaneOnTimeSchema = z.object({
  period_days: z.number().int(),
  min_sample: z.number().int(),
  /** The destination's postal zone (first two digits of its postal code), or null. */
  zone: z.string().nullable(),
  carriers: z.partialRecord(
    z.enum(CARRIER_CODES),
    OnTimeSchema.extend({
      /** `zona` when the zone's sample reaches the minimum, else `estado` (state → state). */
      level: z.enum(['zona', 'estado']),
      lane: Figures,
      zone: Figures,
    }),
  ),
});
export type LaneOnTime = z.infer<typeof LaneOnTimeSchema>;
