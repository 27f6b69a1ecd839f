import { z } from 'zod';
import {
  CARRIER_CODES,
  SHIPMENT_TYPES,
  addCalendarDays,
  isIsoDate,
  isoDateParts,
  toMexicoCityDate,
} from '@envios/domain';
import { ObjectIdSchema } from './common.api';

/** The longest period one report covers. */
export const REPORT_MAX_DAYS = 366;

const day = (what: string) =>
  z
    .string({ error: `La ${what} debe ser una fecha AAAA-MM-DD.` })
    .trim()
    .refine(isIsoDate, `La ${what} debe ser una fecha AAAA-MM-DD válida.`);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** Carrier filter: any of the six (any case); empty means all. */
const CarrierFilter = z.preprocess(
  (v) => upper(blankToUndefined(v)),
  z.enum(CARRIER_CODES, { error: 'Paquetería desconocida.' }).optional(),
);
/** Shipment type filter, as stored (box, document, tarima) or as the form names it (package). */
const TypeFilter = z.preprocess(
  (v) => {
    const t = blankToUndefined(v);
    return typeof t === 'string'
      ? t.trim().toLowerCase() === 'package'
        ? 'box'
        : t.trim().toLowerCase()
      : t;
  },
  z.enum(SHIPMENT_TYPES, { error: 'Tipo de envío desconocido.' }).optional(),
);
const StateFilter = z.preprocess(
  (v) => upper(blankToUndefined(v)),
  z
    .string()
    .regex(/^[A-Z]{2,5}$/, 'El estado debe ser su abreviatura (por ejemplo NL o CDMX).')
    .optional(),
);

/** The days [from, to] of a report, checked: in order, and at most REPORT_MAX_DAYS apart. */
function period<T extends { from?: string; to?: string }>(
  value: T,
  ctx: z.RefinementCtx,
): (T & { from: string; to: string }) | never {
  const to = value.to ?? toMexicoCityDate(new Date());
  const { year, month } = isoDateParts(to);
  // By default the month so far.
  const from = value.from ?? `${year}-${String(month).padStart(2, '0')}-01`;
  if (from > to) {
    ctx.addIssue({ code: 'custom', message: 'La fecha inicial debe ser anterior o igual a la final.' });
    return z.NEVER;
  }
  if (addCalendarDays(from, REPORT_MAX_DAYS - 1) < to) {
    ctx.addIssue({ code: 'custom', message: `El periodo no puede pasar de ${REPORT_MAX_DAYS} días.` });
    return z.NEVER;
  }
  return { ...value, from, to };
}

/**
 * GET /reports/*: fromDate, toDate (AAAA-MM-DD, Mexico City days, inclusive; by default this month),
 * carrier, state (destination) and shipmentType filters, and, for staff and clients, whose figures
 * (userId; a client's id means its whole account).
 */
export const ReportQueryFieldsSchema = z.object({
  fromDate: z.preprocess(blankToUndefined, day('fecha inicial').optional()),
  toDate: z.preprocess(blankToUndefined, day('fecha final').optional()),
  carrier: CarrierFilter,
  state: StateFilter,
  shipmentType: TypeFilter,
  userId: z.preprocess(blankToUndefined, ObjectIdSchema.optional()),
});
export const ReportQuerySchema = ReportQueryFieldsSchema.transform(({ fromDate, toDate, ...rest }, ctx) =>
  period({ ...rest, from: fromDate, to: toDate }, ctx),
);
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** The most shipments one page of the general report lists. */
export const GENERAL_REPORT_MAX_LIMIT = 500;

/**
 * POST /reports/general: startDate, endDate, shipmentType, carrier (section 7), userId, and the page
 * of the period's shipments, newest first (page from 1, `limit` a page: 100 unless asked).
 */
export const GeneralReportFieldsSchema = z.object({
  startDate: z.preprocess(blankToUndefined, day('fecha inicial').optional()),
  endDate: z.preprocess(blankToUndefined, day('fecha final').optional()),
  carrier: CarrierFilter,
  shipmentType: TypeFilter,
  userId: z.preprocess(blankToUndefined, ObjectIdSchema.optional()),
  page: z.coerce
    .number({ error: 'La página debe ser un número.' })
    .int('La página debe ser un número entero.')
    .min(1, 'La página debe ser 1 o mayor.')
    .max(100_000, 'La página no puede pasar de 100,000.')
    .default(1),
  limit: z.coerce
    .number({ error: 'El tamaño de página debe ser un número.' })
    .int('El tamaño de página debe ser un número entero.')
    .min(1, 'El tamaño de página debe ser 1 o mayor.')
    .max(GENERAL_REPORT_MAX_LIMIT, `El tamaño de página no puede pasar de ${GENERAL_REPORT_MAX_LIMIT}.`)
    .default(100),
});
export const GeneralReportSchema = GeneralReportFieldsSchema.transform(
  ({ startDate, endDate, ...rest }, ctx) =>
    period({ ...rest, state: undefined, from: startDate, to: endDate }, ctx),
);

/** shipments-report (section 3): the KPI cards Generados, En tránsito, Entregados. */
export const ShipmentsReportSchema = z.object({
  totalGenerated: z.number().int(),
  totalInTransit: z.number().int(),
  totalDelivered: z.number().int(),
});
export const TotalByCarrierSchema = z.array(
  z.object({ carrier: z.enum(CARRIER_CODES), totalShipments: z.number().int() }),
);
export const ShipmentsByTypeSchema = z.array(
  z.object({ shipment_type: z.enum(SHIPMENT_TYPES), totalShipments: z.number().int() }),
);
/** shipments-city: the destination cities with most shipments, as chart labels and counts. */
export const ShipmentsCitySchema = z.object({ labels: z.array(z.string()), data: z.array(z.number().int()) });
/** top-destination (section 3): city, state_short, totalShipments and its share of all, in percent. */
export const TopDestinationSchema = z.array(
  z.object({
    city: z.string(),
    state_short: z.string(),
    totalShipments: z.number().int(),
    percentage: z.number(),
  }),
);
/** prepaids-per-month (pesos paid into wallets a month) and eficiencia-per-shipment (percent a month). */
export const ChartDataSchema = z.object({
  chartData: z.object({ labels: z.array(z.string()), values: z.array(z.number()) }),
});

/** How money reached a wallet: a card (PayPal), a SPEI transfer, cash at OXXO, or a staff credit. */
export const TOP_UP_METHODS = ['paypal', 'spei', 'oxxo', 'staff'] as const;
export type TopUpMethod = (typeof TOP_UP_METHODS)[number];

const byMethod = <T extends z.ZodType>(value: T) =>
  z.object({ paypal: value, spei: value, oxxo: value, staff: value });

/**
 * prepaids-per-month: pesos paid into wallets a month (`values`), and the same split by how they
 * were paid (`byMethod`, each month's methods add up to its value).
 */
export const PrepaidsPerMonthSchema = z.object({
  chartData: z.object({
    labels: z.array(z.string()),
    values: z.array(z.number()),
    byMethod: byMethod(z.array(z.number())),
  }),
});

/** One shipment of the general report (its table and Excel). */
export const ReportShipmentSchema = z.object({
  _id: z.string(),
  created_at: z.string(),
  owner: z.string(),
  number_guide: z.string().nullable(),
  carrier: z.enum(CARRIER_CODES),
  service: z.string(),
  shipment_type: z.enum(SHIPMENT_TYPES),
  origin: z.object({ city: z.string(), state_short: z.string().nullable() }),
  destination: z.object({ city: z.string(), state_short: z.string().nullable() }),
  /** true = paid. */
  status: z.boolean(),
  /** created, label (guide made), transit, delivered, cancelled or failed. */
  stage: z.enum(['created', 'label', 'transit', 'delivered', 'cancelled', 'failed']),
  delivered_at: z.string().nullable(),
  /** What was paid for it went back to the wallet (a cancelled or failed guide). */
  refunded: z.boolean(),
  /** Paid for it, in pesos, after refunds; absent for roles that see no totals. */
  total_amount: z.number().optional(),
  overweight: z.number().nullable(),
  cost_overweight: z.number().nullable().optional(),
  /** Issue 30: the customer's dispute of the overweight charge (open, accepted, rejected), if any. */
  overweight_dispute: z.enum(['open', 'accepted', 'rejected']).nullable().optional(),
});
export type ReportShipment = z.infer<typeof ReportShipmentSchema>;

/** A wallet top-up or credit of the period (the report's prepaids modal). */
export const ReportPrepaidSchema = z.object({
  _id: z.string(),
  user: z.string(),
  /** Pesos; absent for the roles that see no totals (helpdesk, sales). */
  amount: z.number().optional(),
  status: z.boolean(),
  /** How it was (or is to be) paid. */
  source: z.enum(TOP_UP_METHODS),
  created_at: z.string(),
});

export const GeneralReportResultSchema = z.object({
  /** One page of the period's shipments within the filters, newest first. */
  data: z.array(ReportShipmentSchema),
  page: z.number().int(),
  limit: z.number().int(),
  /** The period's shipments within the filters, on every page. */
  count: z.number().int(),
  pages: z.number().int(),
  /** The totals cards; absent for helpdesk and sales. */
  totals: z
    .object({
      shipments: z.number().int(),
      expenses: z.number(),
      prepaidsPaid: z.number(),
      prepaidsPending: z.number(),
      /** Top-ups paid in the period by method, in pesos (they add up to prepaidsPaid). */
      prepaidsPaidByMethod: byMethod(z.number()),
    })
    .optional(),
  prepaids: z.array(ReportPrepaidSchema),
});
