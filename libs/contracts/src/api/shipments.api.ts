import { z } from 'zod';
import {
  CARRIER_CODES,
  describeViolation,
  GUIDES_PER_ORDER,
  PORTAL_TRACKING_STATUSES,
  SHIPMENT_TYPES,
  toPackageType,
  validateParcel,
} from '@envios/domain';
import { Messages } from '../messages';
import { ObjectIdSchema, pageSchema } from './common.api';
import { DisputeSummarySchema } from './disputes.api';
import { GuideNumberSchema } from './tracking.api';
import { visibleText } from './text.api';

const incomplete = Messages.incomplete.group;
const GROUP = { origin: 'origen', destination: 'destino', parcel: 'paquete' } as const;

// ---------- Directions (step 3 of the new-shipment flow) ----------

/**
 * Origin or destination of a shipment as step 3 completes it (section 3 "Direction"; section 5:
 * names, phone, email, street, exterior number, colony, postal code and city required on both sides).
 * A missing required field answers 'Debes completar todos los campos de {origen|destino}.'.
 */
export const ShipmentDirectionSchema = (group: string) => {
  const required = (max: number, tooLong: string) =>
    visibleText(incomplete(group)).min(1, incomplete(group)).max(max, tooLong);
  const optional = (max: number, tooLong: string) =>
    visibleText()
      .max(max, tooLong)
      .nullish()
      .transform((v) => v || null);
  return z.object({
    full_name: required(100, 'El nombre no puede tener más de 100 caracteres.'),
    email: z
      .string({ error: incomplete(group) })
      .trim()
      .min(1, incomplete(group))
      .max(100, 'El correo no puede tener más de 100 caracteres.')
      .pipe(z.email('Introduce un correo electrónico válido.')),
    phone: visibleText(incomplete(group))
      .min(1, incomplete(group))
      .regex(/^[0-9+() -]{7,15}$/, 'El teléfono debe tener entre 7 y 15 dígitos.'),
    /** Street (the address modal's "calle"). */
    address: required(150, 'La calle no puede tener más de 150 caracteres.'),
    number: required(10, 'El número exterior no puede tener más de 10 caracteres.'),
    intNumber: optional(10, 'El número interior no puede tener más de 10 caracteres.'),
    reference_of_origin: optional(150, 'La referencia no puede tener más de 150 caracteres.'),
    colony: required(100, 'La colonia no puede tener más de 100 caracteres.'),
    postal_code: z
      .string({ error: incomplete(group) })
      .trim()
      .regex(/^\d{5}$/, incomplete(group)),
    city: required(100, 'La ciudad no puede tener más de 100 caracteres.'),
    state: optional(60, 'El estado no puede tener más de 60 caracteres.'),
    state_short: optional(10, 'La abreviatura del estado no puede tener más de 10 caracteres.'),
    country_code: z
      .string()
      .trim()
      .toUpperCase()
      .default('MX')
      .refine((c) => c === 'MX', 'Solo se admiten envíos dentro de México.'),
    /** A home rather than a business (what the quote said; FedEx prices it differently). */
    residential: z.boolean().default(false),
  });
};
export type ShipmentDirection = z.infer<ReturnType<typeof ShipmentDirectionSchema>>;

const measure = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: incomplete(GROUP.parcel) }).finite(incomplete(GROUP.parcel)),
);

export const ShipmentParcelSchema = z.object({
  height: measure,
  width: measure,
  depth: measure,
  weight: measure,
});
export type ShipmentParcel = z.infer<typeof ShipmentParcelSchema>;

// ---------- Creating shipments ----------

/**
 * POST /shipments and each item of POST /shipments/home/all (section 3 "Shipment to create").
 * Price, carrier and service come only from `selected_service.quote_token` (signed by quoting); the
 * owner is the signed caller; `customer_info` and `user` of the body are ignored.
 */
export const ShipmentToCreateSchema = z
  .object({
    selected_service: z.object(
      {
        quote_token: z.string({ error: 'Elige un servicio de la cotización.' }).min(1),
        carrier_code: z.enum(CARRIER_CODES).optional(),
        service_code: z.string().optional(),
      },
      { error: 'Elige un servicio de la cotización.' },
    ),
    shipment_type: z.enum(SHIPMENT_TYPES, { error: 'Selecciona el tipo de envío.' }),
    parcels: z
      .array(ShipmentParcelSchema, { error: incomplete(GROUP.parcel) })
      .min(1, incomplete(GROUP.parcel))
      .max(5, 'Un envío lleva como máximo 5 paquetes.'),
    origin_direction: ShipmentDirectionSchema(GROUP.origin),
    destination_direction: ShipmentDirectionSchema(GROUP.destination),
    description_of_the_content: visibleText('Indica qué estás enviando.')
      .min(1, 'Indica qué estás enviando.')
      .max(200, 'La descripción del contenido no puede tener más de 200 caracteres.'),
    package_insurance: z.boolean().optional(),
    insurance_information: z
      .object({
        package_value: z.coerce
          .number({ error: 'El valor declarado debe ser un número.' })
          .min(0, 'El valor declarado debe ser de al menos $1.')
          .max(1_000_000, 'El valor declarado no puede pasar de $1,000,000.')
          .optional(),
        responsible_for_the_package: visibleText().max(100).optional(),
        mail_responsible: z.string().trim().max(100).optional(),
      })
      .partial()
      .optional(),
    customer_info: z.unknown().optional(),
    user: z.unknown().optional(),
  })
  .superRefine((s, ctx) => {
    s.parcels.forEach((parcel, i) => {
      for (const v of validateParcel(toPackageType(s.shipment_type), parcel)) {
        ctx.addIssue({ code: 'custom', path: ['parcels', i, v.field], message: describeViolation(v) });
      }
    });
    const value = s.insurance_information?.package_value;
    if (value !== undefined && value > 0 && value < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['insurance_information', 'package_value'],
        message: 'El valor declarado debe ser de al menos $1.',
      });
  })
  .transform(({ customer_info: _c, user: _u, ...rest }) => rest);
export type ShipmentToCreate = z.infer<typeof ShipmentToCreateSchema>;

/** POST /shipments/home/all: the guides of one quote, one to five, created together or not at all. */
export const CreateShipmentsSchema = z.object({
  shipments: z
    .array(ShipmentToCreateSchema, { error: 'Envía de 1 a 5 envíos.' })
    .min(GUIDES_PER_ORDER.min, 'Envía de 1 a 5 envíos.')
    .max(GUIDES_PER_ORDER.max, `Se pueden crear como máximo ${GUIDES_PER_ORDER.max} envíos a la vez.`),
});

// ---------- What a shipment looks like ----------

const DirectionDtoSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  number: z.string(),
  intNumber: z.string().nullable(),
  reference_of_origin: z.string().nullable(),
  colony: z.string(),
  postal_code: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  state_short: z.string().nullable(),
  country_code: z.string(),
  residential: z.boolean(),
});

/** Where a shipment's label stands: waiting for payment or its worker, made, or given up on. */
export const GUIDE_STATES = ['none', 'pending', 'generated', 'failed', 'cancelled'] as const;
export type GuideState = (typeof GUIDE_STATES)[number];

/** The label file formats a user can choose: letter-size PDF, 4x6 thermal PDF, or ZPL for a Zebra printer. */
export const LABEL_FORMATS = ['pdf-letter', 'pdf-4x6', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** A stored shipment (section 3 "Shipment (stored)"). Amounts in pesos; hidden from role user. */
export const ShipmentDtoSchema = z.object({
  _id: z.string(),
  /** Made with a test API key (only test keys see it; the web never does). */
  test: z.literal(true).optional(),
  number_guide: z.string().nullable(),
  /** Stored path of the label file ('./src/public/<file>'); the web rewrites it to /api/public/<file>. */
  guide: z.string().nullable(),
  guide_state: z.enum(GUIDE_STATES),
  label_format: z.enum(LABEL_FORMATS).nullable(),
  shipment_type: z.enum(SHIPMENT_TYPES),
  /** true = paid. */
  status: z.boolean(),
  /** The carrier's latest status as the product words it (section 4), once its guide is followed. */
  tracking_status: z.string().nullable(),
  /** The same in one vocabulary for every carrier. */
  tracking_code: z.enum(PORTAL_TRACKING_STATUSES).nullable(),
  /** When the carrier delivered it. */
  delivered_at: z.string().nullable(),
  description_of_the_content: z.string(),
  package_insurance: z.boolean(),
  insurance_information: z.object({
    package_value: z.number(),
    responsible_for_the_package: z.string().nullable(),
    mail_responsible: z.string().nullable(),
    cost: z.number().optional(),
  }),
  parcels: z.array(
    z.object({ height: z.number(), width: z.number(), depth: z.number(), weight: z.number() }),
  ),
  overweight: z.number().nullable(),
  cost_overweight: z.number().nullable().optional(),
  overweight_paid: z.boolean(),
  /** A pending overweight charge holds the shipment ('held') until it is paid ('released'). */
  overweight_hold: z.enum(['held', 'released']).nullable(),
  /** The parcels as the carrier measured them, when the overweight was registered with them. */
  overweight_measured: z
    .array(z.object({ height: z.number(), width: z.number(), depth: z.number(), weight: z.number() }))
    .nullable(),
  /** Its guide can be cancelled now: paid, labelled, not moving yet, paid within 7 days. */
  cancellable: z.boolean(),
  /** What was paid for it went back to the wallet (its guide was cancelled or failed). */
  refunded: z.boolean(),
  reference: z.string().nullable(),
  customer_info: z.object({ email: z.string(), first_names: z.string(), last_names: z.string() }),
  /** The owner. */
  user: z.object({ _id: z.string(), email: z.string(), first_names: z.string(), last_names: z.string() }),
  created_at: z.string(),
  prepaids: z.array(z.string()),
  ecommerce_type: z.string().nullable(),
  origin_direction: DirectionDtoSchema,
  destination_direction: DirectionDtoSchema,
  selected_service: z.object({
    carrier: z.string(),
    carrier_code: z.enum(CARRIER_CODES),
    carrier_service_name: z.string(),
    service_code: z.string(),
    /** Per shipment, IVA included. Hidden for role user. */
    total_amount: z.number().optional(),
    currency: z.literal('MXN'),
    total_transit_days: z.number().int(),
    carrier_logo_url: z.string(),
    carrier_logo_url_svg: z.string(),
    is_remote: z.boolean(),
  }),
});
export type ShipmentDto = z.infer<typeof ShipmentDtoSchema>;

export const ShipmentListSchema = z.object({ docs: z.array(ShipmentDtoSchema) });
export const ShipmentPageSchema = pageSchema(ShipmentDtoSchema);
export type ShipmentPage = z.infer<typeof ShipmentPageSchema>;

/** POST /shipments/home/all, POST /shipments/all (duplicate): the shipments created. */
export const CreatedShipmentsSchema = z.object({ shipments: z.array(ShipmentDtoSchema) });

// ---------- Lists, filters and searches ----------

/** `{userId}` of the list routes: whose shipments (a client's id lists its whole account). */
export const ShipmentOwnerParamsSchema = z.object({ userId: ObjectIdSchema });

export const ShipmentPageQuerySchema = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número.' }).int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number({ error: 'El tamaño de página debe ser un número.' })
    .int('El tamaño de página debe ser un número entero.')
    .min(1, 'El tamaño de página debe ser de 1 a 100.')
    .max(100, 'El tamaño de página debe ser de 1 a 100.')
    .default(10),
});

/** A cursor through a shipment list (/api/v2/shipments): opaque to callers. */
export const ShipmentCursorQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'El cursor no es válido; usa el next_cursor de la respuesta anterior.')
    .optional(),
  limit: z.coerce
    .number({ error: 'El tamaño de página debe ser un número.' })
    .int('El tamaño de página debe ser un número entero.')
    .min(1, 'El tamaño de página debe ser de 1 a 100.')
    .max(100, 'El tamaño de página debe ser de 1 a 100.')
    .default(20),
});
export const ShipmentCursorPageSchema = z.object({
  docs: z.array(ShipmentDtoSchema),
  /** Where the next page starts; null after the oldest shipment. */
  next_cursor: z.string().nullable(),
});

/** /query?filter= and /filter?q=: the search box (section 5: addresses, service, currency, amount). */
export const ShipmentSearchQuerySchema = z.object({
  filter: z.string().trim().max(100, 'La búsqueda no puede tener más de 100 caracteres.').optional(),
  q: z.string().trim().max(100, 'La búsqueda no puede tener más de 100 caracteres.').optional(),
});

/** /guide?status=: paid (true) or unpaid (false), as the spec's boolean; also 'pagado'/'pendiente'. */
export const ShipmentGuideStatusQuerySchema = z.object({
  status: z
    .enum(['true', 'false', 'pagado', 'pendiente', '1', '0'], {
      error: "El estado debe ser 'true' (pagado) o 'false' (pendiente).",
    })
    .transform((s) => s === 'true' || s === 'pagado' || s === '1'),
});

/** /carrier?name=: one carrier's shipments (a code or its name, case-insensitive). */
export const ShipmentCarrierQuerySchema = z.object({
  name: z
    .string({ error: 'Indica la paquetería.' })
    .trim()
    .min(1, 'Indica la paquetería.')
    .max(40)
    .transform((name) => name.toUpperCase().replace(/\s+/g, ''))
    .pipe(z.enum(CARRIER_CODES, { error: 'La paquetería no existe.' })),
});

/** The carriers and services found in a set of shipments, with how many each. */
export const CarrierServicesSchema = z.object({
  data: z.array(
    z.object({
      carrier: z.string(),
      carrier_code: z.enum(CARRIER_CODES),
      services: z.array(
        z.object({ service_code: z.string(), carrier_service_name: z.string(), count: z.number() }),
      ),
      count: z.number(),
    }),
  ),
});

/** GET /shipments/last/shipment/{id}: the user's latest shipments (section 8: code 200 and data). */
export const LastShipmentsSchema = z.object({ code: z.literal(200), data: z.array(ShipmentDtoSchema) });

/** GET /shipments/status/guide/{id}: whether a shipment is paid and its label ready. */
export const GuideStatusSchema = z.object({
  code: z.literal(200),
  data: z.object({
    _id: z.string(),
    status: z.boolean(),
    guide_state: z.enum(GUIDE_STATES),
    number_guide: z.string().nullable(),
    guide: z.string().nullable(),
  }),
});

/** GET /shipments/parcels/{id}: a shipment's parcels with their volumetric weight. */
export const ShipmentParcelsSchema = z.object({
  code: z.literal(200),
  data: z.array(
    z.object({
      height: z.number(),
      width: z.number(),
      depth: z.number(),
      weight: z.number(),
      volumetric_weight: z.number(),
    }),
  ),
});

// ---------- Changes ----------

const overweightNumber = z.coerce.number({
  error: 'El sobrepeso y su costo son obligatorios y deben ser números.',
});
const measuredValue = (what: string, min: number, max: number, unit: string) =>
  z.coerce
    .number({ error: `${what} medido debe ser un número.` })
    .min(min, `${what} medido debe ser de al menos ${min} ${unit}.`)
    .max(max, `${what} medido no puede pasar de ${max.toLocaleString('en-US')} ${unit}.`);

/** A parcel as the carrier's scale and tape measured it (kg, cm; the limits of a tarima at most). */
const MeasuredParcelSchema = z.object({
  weight: measuredValue('El peso', 0.1, 2000, 'kg'),
  height: measuredValue('El alto', 1, 300, 'cm'),
  width: measuredValue('El ancho', 1, 300, 'cm'),
  depth: measuredValue('El largo', 1, 300, 'cm'),
});

/** The carrier's measures, one parcel for each declared one. */
const MeasuredParcelsSchema = z
  .array(MeasuredParcelSchema, { error: 'Las medidas de la paquetería deben ser una lista de paquetes.' })
  .min(1, 'Indica las medidas de al menos un paquete.')
  .max(50, 'Un envío no tiene más de 50 paquetes.');

/**
 * PUT /shipments/{id}: the overweight found at the carrier's scale, and what it costs (section 5).
 * `measured_parcels`, when given (one per declared parcel), records what the carrier measured: the
 * overweight must then be the measured billed weight less the declared one, and the record explains
 * the charge as POST /shipments/{id}/overweight/quote computed it (the cost is the one staff confirm).
 */
export const UpdateOverweightSchema = z.object({
  overweight: overweightNumber
    .positive('El sobrepeso debe ser mayor que 0 kg.')
    .max(10_000, 'El sobrepeso no puede pasar de 10,000 kg.'),
  cost_overweight: overweightNumber
    .min(0, 'El costo del sobrepeso no puede ser negativo.')
    .max(1_000_000, 'El costo del sobrepeso no puede pasar de $1,000,000.')
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: 'El costo del sobrepeso admite como máximo dos decimales.',
    }),
  measured_parcels: MeasuredParcelsSchema.optional(),
});

/** POST /shipments/{id}/overweight/quote: what the carrier measured, parcel by parcel. */
export const OverweightQuoteRequestSchema = z.object({ measured_parcels: MeasuredParcelsSchema });

/** How an overweight charge is computed: the carrier's rate card, or per kg when the service has none. */
export const OVERWEIGHT_PRICING_METHODS = ['ratecard', 'per_kg'] as const;

/**
 * The charge the measures make, before anyone saves it: the overweight (measured billed weight less
 * the declared one), its cost in pesos and how it was computed, in Spanish.
 */
export const OverweightQuoteSchema = z.object({
  /** kg over the declared billed weight. */
  overweight: z.number(),
  /** Pesos, as computed (staff confirm it, or another, with PUT /shipments/{id}). */
  cost_overweight: z.number(),
  method: z.enum(OVERWEIGHT_PRICING_METHODS),
  declared_billed_weight: z.number(),
  measured_billed_weight: z.number(),
  explanation: z.string(),
});
export type OverweightQuote = z.infer<typeof OverweightQuoteSchema>;

/** GET /shipments/by-guide/{guide}: a shipment found by its whole guide number. */
export const ShipmentGuideParamsSchema = z.object({ guide: GuideNumberSchema });

/** A parcel of an overweight record, with the weights carriers bill by (kg). */
const OverweightParcelSchema = z.object({
  weight: z.number(),
  height: z.number(),
  width: z.number(),
  depth: z.number(),
  /** height × width × depth / 5000. */
  volumetric_weight: z.number(),
  /** The higher of weight and volumetric weight. */
  billed_weight: z.number(),
});
const OverweightSideSchema = z.object({
  parcels: z.array(OverweightParcelSchema),
  billed_weight: z.number(),
});

/**
 * A shipment with overweight, as the 'Reporte de Sobrepesos' lists it: declared against measured
 * weight and dimensions, and how its charge was computed.
 */
export const OverweightRecordSchema = z.object({
  _id: z.string(),
  /** The guide's date (the shipment's creation). */
  created_at: z.string(),
  number_guide: z.string().nullable(),
  carrier: z.string(),
  carrier_code: z.enum(CARRIER_CODES),
  service: z.string(),
  shipment_type: z.enum(SHIPMENT_TYPES),
  /** kg over the declared billed weight. */
  overweight: z.number(),
  /** Pesos charged for it. */
  cost_overweight: z.number(),
  /** The wallet charged it ('Pagado'), or it waits ('Pendiente'). */
  overweight_paid: z.boolean(),
  /** The shipment's price plus its overweight, in pesos; absent for the roles that see no totals. */
  total: z.number().optional(),
  owner: z.object({ _id: z.string(), email: z.string(), first_names: z.string(), last_names: z.string() }),
  registered_at: z.string().nullable(),
  declared: OverweightSideSchema,
  /** What the carrier measured, when it was recorded. */
  measured: OverweightSideSchema.nullable(),
  charge: z.object({
    /** Declared billed weight + overweight. */
    charged_weight: z.number(),
    /** Pesos per kg of overweight (cost ÷ overweight). */
    cost_per_kg: z.number(),
    /** The computation in words, in Spanish. */
    explanation: z.string(),
  }),
  /** Issue 30: the customer's dispute of the charge, if any, and until when one may be opened. */
  dispute: DisputeSummarySchema.nullable().optional(),
  dispute_until: z.string().nullable().optional(),
});
export type OverweightRecord = z.infer<typeof OverweightRecordSchema>;

export const OverweightListSchema = z.object({ docs: z.array(OverweightRecordSchema) });
export const OverweightPageSchema = pageSchema(OverweightRecordSchema);

/**
 * GET /overweight/user/{userId}: service (its name), status (pagado or pendiente) and filter (the
 * search box: carrier, service, guide, overweight, cost, or the words pagado/pendiente), paged.
 */
export const OverweightQuerySchema = ShipmentPageQuerySchema.extend({
  service: z.string().trim().max(100, 'El servicio no puede tener más de 100 caracteres.').optional(),
  status: z
    .preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toLowerCase()) : v),
      z.enum(['pagado', 'pendiente'], { error: 'El estatus debe ser pagado o pendiente.' }).optional(),
    )
    .optional(),
  filter: z.string().trim().max(100, 'La búsqueda no puede tener más de 100 caracteres.').optional(),
});

/** POST /shipments/all (duplicate): the ids of the shipments to copy (section 4). */
export const DuplicateShipmentsSchema = z.object({
  shipments: z
    .array(
      z.union([ObjectIdSchema, z.object({ _id: ObjectIdSchema }).transform((s) => s._id)], {
        error: 'Selecciona los envíos a duplicar.',
      }),
      { error: 'Selecciona los envíos a duplicar.' },
    )
    .min(1, 'Selecciona los envíos a duplicar.')
    .max(GUIDES_PER_ORDER.max * 10, 'Se pueden duplicar como máximo 50 envíos a la vez.'),
});

/** POST /shipments/all/delete: the ids of unpaid shipments to delete. */
export const DeleteShipmentsSchema = z.object({
  list_id: z
    .array(ObjectIdSchema, { error: 'Selecciona los envíos a eliminar.' })
    .min(1, 'Selecciona los envíos a eliminar.')
    .max(50, 'Se pueden eliminar como máximo 50 envíos a la vez.'),
});
export const DeletedShipmentsSchema = z.object({ deleted: z.number().int() });

/** GET/PUT /shipments/label-format: the caller's label format. */
export const LabelFormatSchema = z.object({
  label_format: z.enum(LABEL_FORMATS, { error: 'El formato de guía debe ser pdf-letter, pdf-4x6 o zpl.' }),
});

/** GET /generate-guides-after-pay/{id} and POST …/many: whether every label exists (section 4). */
export const GenerateGuidesResultSchema = z.object({
  execute: z.boolean(),
  /** Per shipment: where its label stands. */
  shipments: z.array(
    z.object({ _id: z.string(), guide_state: z.enum(GUIDE_STATES), number_guide: z.string().nullable() }),
  ),
});
export const GenerateGuidesManySchema = z.object({
  email: z.string().optional(),
  user: z.unknown().optional(),
  shipments: z
    .array(z.union([ObjectIdSchema, z.object({ _id: ObjectIdSchema }).transform((s) => s._id)]), {
      error: 'Indica los envíos.',
    })
    .min(1, 'Indica los envíos.')
    .max(50, 'Se pueden consultar como máximo 50 envíos a la vez.'),
});

/** A label file as the shipments service hands it to the BFF. */
/** A label file (`<shipment id>-<guide>.pdf|zpl`) or a guide's tracking PDF (`<guide>.pdf`). */
export const LabelFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{7,80}\.(pdf|zpl)$/, 'El archivo no existe.'),
});
/** A label file's media type, by its extension: ZPL for thermal printers, PDF otherwise. */
export const labelMediaType = (file: string): 'application/pdf' | 'application/zpl' =>
  file.endsWith('.zpl') ? 'application/zpl' : 'application/pdf';
export const SignedFileQuerySchema = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/)
    .optional(),
});
export const SignedLinkSchema = z.object({ url: z.string(), expires: z.number().int() });

/** The most shipments one merged label file or one manifest takes (a batch's day of orders). */
const LABELS_PER_FILE = 1_000;
const shipmentIds = z
  .array(ObjectIdSchema, { error: 'Indica los envíos.' })
  .min(1, 'Indica los envíos.')
  .max(LABELS_PER_FILE, 'Se pueden incluir como máximo 1,000 envíos a la vez.');

/**
 * POST /internal/labels/merged: the labels of these shipments in one file, in this order: letter
 * PDF (4x6 labels two to a page), 4x6 PDF, or ZPL. `reference` (a batch id) names the file.
 */
export const MergedLabelsRequestSchema = z.object({
  shipments: shipmentIds,
  format: z.enum(['pdf', 'pdf_4x6', 'zpl'], { error: 'El formato debe ser pdf, pdf_4x6 o zpl.' }),
  reference: z.string().max(100, 'La referencia no puede tener más de 100 caracteres.').optional(),
});
export type MergedLabelsRequest = z.infer<typeof MergedLabelsRequestSchema>;

/**
 * POST /internal/labels/manifest: the manifest ('relación de envíos') of one carrier's guides among
 * these shipments, for its pickup driver; `reference` (a batch id) is printed on it and names it.
 */
export const ManifestRequestSchema = z.object({
  shipments: shipmentIds,
  carrier: z.enum(CARRIER_CODES, { error: 'Paquetería desconocida.' }),
  reference: z.string().max(100, 'La referencia no puede tener más de 100 caracteres.'),
});
export type ManifestRequest = z.infer<typeof ManifestRequestSchema>;
