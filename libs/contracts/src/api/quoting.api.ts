import { z } from 'zod';
import {
  CARRIER_CODES,
  CARRIER_CONFIG_KEYS,
  CARRIER_CONFIG_MODES,
  describeViolation,
  PACKAGE_TYPES,
  parseGuideCount,
  validateParcel,
  type PackageType,
} from '@envios/domain';
import { Messages } from '../messages';
import { ObjectIdSchema } from './common.api';
import {
  OnTimeSchema,
  PredictedSchema,
  QuoteRuleFields,
  RecommendationSchema,
  SurchargeSchema,
} from './landed-cost.api';
import { visibleText } from './text.api';

const incomplete = Messages.incomplete.group;
const GROUP = { origin: 'origen', destination: 'destino', parcel: 'paquete' } as const;

/** A number from a form: numeric strings are accepted, anything else is "missing". */
const measure = (group: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: incomplete(group) }).finite(incomplete(group)),
  );

// ---------- Postal codes ----------

export const PostalSearchQuerySchema = z.object({
  search: z
    .string({ error: 'Escribe entre 3 y 7 caracteres del código postal.' })
    .trim()
    .min(3, 'Escribe entre 3 y 7 caracteres del código postal.')
    .max(7, 'Escribe entre 3 y 7 caracteres del código postal.'),
  country: z.string().trim().toUpperCase().default('MX'),
});

export const PostalCodeQuerySchema = z.object({
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'El código postal debe tener 5 dígitos.'),
  country: z.string().trim().toUpperCase().default('MX'),
});

/** One settlement (colonia) of a postal code, as every postal-code endpoint returns it. */
export const PostalCodeResultSchema = z.object({
  postal_code: z.string().meta({ example: '06700' }),
  /** The settlement (colonia). */
  place_name: z.string().meta({ description: 'Colonia / asentamiento', example: 'Roma Norte' }),
  settlement_type: z.string().meta({ example: 'Colonia' }),
  /** The city; the municipality where the catalogue has no city. */
  city: z
    .string()
    .meta({ description: 'El municipio cuando el catálogo no tiene ciudad', example: 'Ciudad de México' }),
  /** The municipality (alcaldía in CDMX). */
  parish: z.string().meta({ description: 'Municipio (alcaldía en CDMX)', example: 'Cuauhtémoc' }),
  state: z.string().meta({ example: 'Ciudad de México' }),
  state_short: z.string().meta({ example: 'CDMX' }),
  country_code: z.literal('MX'),
  /** A rural settlement or one outside any city: carriers charge an extended-zone fee. */
  is_remote: z.boolean().meta({ description: 'Asentamiento rural: zona extendida de las paqueterías' }),
});
export type PostalCodeResult = z.infer<typeof PostalCodeResultSchema>;

/** GET /postalcodes?search= */
export const PostalSearchResponseSchema = z.object({ country_codes: z.array(PostalCodeResultSchema) });
export type PostalSearchResponse = z.infer<typeof PostalSearchResponseSchema>;

/** GET /postalcode?zipCode= (the older helper reads data[0].parish and data[0].state) */
export const PostalCodeResponseSchema = z.object({ data: z.array(PostalCodeResultSchema) });
export type PostalCodeResponse = z.infer<typeof PostalCodeResponseSchema>;

/** Many codes' settlements by code; unknown codes are absent. */
export const PostalCodeLookupSchema = z.object({
  data: z.record(z.string(), z.array(PostalCodeResultSchema)),
});
export type PostalCodeLookup = z.infer<typeof PostalCodeLookupSchema>;

/** GET /postalcodes/{origin}/{destination}: both codes' settlements and the carriers' zone between them. */
export const PostalRouteResponseSchema = z.object({
  origin: z.array(PostalCodeResultSchema),
  destination: z.array(PostalCodeResultSchema),
  /** 1 (same state) to 5 (opposite ends of the country). */
  zone: z.number().int().min(1).max(5),
});
export type PostalRouteResponse = z.infer<typeof PostalRouteResponseSchema>;

// ---------- Saved addresses (locations-user) ----------

const address = {
  name: visibleText()
    .min(3, 'El nombre debe tener entre 3 y 100 caracteres.')
    .max(100, 'El nombre debe tener entre 3 y 100 caracteres.'),
  phone: visibleText().regex(/^[\d\s()+-]{7,15}$/, 'El teléfono debe tener entre 7 y 15 caracteres.'),
  email: visibleText()
    .max(100, 'El correo no puede tener más de 100 caracteres.')
    .pipe(z.email({ error: 'Introduce un correo electrónico válido.' })),
  street: visibleText()
    .min(3, 'La calle debe tener entre 3 y 150 caracteres.')
    .max(150, 'La calle debe tener entre 3 y 150 caracteres.'),
  number: visibleText()
    .min(1, Messages.incomplete.message)
    .max(10, 'El número exterior no puede tener más de 10 caracteres.'),
  intNumber: visibleText()
    .max(10, 'El número interior no puede tener más de 10 caracteres.')
    .optional()
    .transform((v) => v || undefined),
  reference_of_origin: visibleText()
    .max(150, 'La referencia no puede tener más de 150 caracteres.')
    .optional()
    .transform((v) => v || undefined),
  postal_code: visibleText()
    .min(4, 'El código postal debe tener entre 4 y 10 caracteres.')
    .max(10, 'El código postal debe tener entre 4 y 10 caracteres.'),
  /** Must be one of the postal code's settlements; city, state and country come from the catalogue. */
  colony: visibleText()
    .min(1, Messages.incomplete.message)
    .max(100, 'La colonia no puede tener más de 100 caracteres.'),
  country_code: z.string().trim().toUpperCase().max(2).default('MX'),
};

/**
 * POST and PUT /locations-user. The modal sends street, number and intNumber; `address` (the three
 * joined by commas) is also accepted as sent by older clients. City and state are never taken from
 * the body: they come from the postal-code catalogue.
 */
export const SaveAddressSchema = z
  .object({
    ...address,
    street: address.street.optional(),
    number: address.number.optional(),
    address: z.string().trim().min(3).max(175).optional(),
    city: z.unknown().optional(),
    user: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    let { street, number, intNumber } = body;
    if (!street && body.address) [street, number, intNumber] = body.address.split(',').map((p) => p.trim());
    const parsedStreet = address.street.safeParse(street ?? '');
    const parsedNumber = address.number.safeParse(number ?? '');
    if (!parsedStreet.success)
      ctx.addIssue({ code: 'custom', path: ['street'], message: parsedStreet.error.issues[0].message });
    if (!parsedNumber.success)
      ctx.addIssue({ code: 'custom', path: ['number'], message: parsedNumber.error.issues[0].message });
    if (!parsedStreet.success || !parsedNumber.success) return z.NEVER;
    const { address: _a, city: _c, user: _u, ...rest } = body;
    return {
      ...rest,
      street: parsedStreet.data,
      number: parsedNumber.data,
      intNumber: intNumber || undefined,
    };
  });
export type SaveAddress = z.infer<typeof SaveAddressSchema>;

export const SavedAddressDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** street, exterior number and optional interior number joined by commas */
  address: z.string(),
  street: z.string(),
  number: z.string(),
  intNumber: z.string().nullable(),
  reference_of_origin: z.string().nullable(),
  colony: z.string(),
  postal_code: z.string(),
  city: z.string(),
  state: z.string(),
  state_short: z.string(),
  country_code: z.string(),
  user: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAddressDto = z.infer<typeof SavedAddressDtoSchema>;

/** GET /locations-user?user= */
export const SavedAddressListSchema = z.object({ docs: z.array(SavedAddressDtoSchema) });

// ---------- Package profiles ----------

const profileMeasure = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: Messages.incomplete.message }).finite(Messages.incomplete.message),
);

export const SavePackageProfileSchema = z
  .object({
    name: visibleText()
      .min(1, 'Escribe un nombre para el perfil.')
      .max(60, 'El nombre no puede tener más de 60 caracteres.'),
    type: z.enum(PACKAGE_TYPES, { error: 'Selecciona el tipo de envío.' }),
    weight: profileMeasure,
    dimensions: z.object({ length: profileMeasure, width: profileMeasure, height: profileMeasure }),
    description: visibleText()
      .max(150, 'La descripción no puede tener más de 150 caracteres.')
      .optional()
      .transform((v) => v || undefined),
    userID: z.unknown().optional(),
  })
  .superRefine((p, ctx) => {
    for (const v of validateParcel(p.type, { weight: p.weight, ...p.dimensions })) {
      ctx.addIssue({
        code: 'custom',
        path: v.field === 'weight' ? ['weight'] : ['dimensions', v.field],
        message: describeViolation(v),
      });
    }
  })
  .transform(({ userID: _u, ...rest }) => rest);
export type SavePackageProfile = z.infer<typeof SavePackageProfileSchema>;

export const PackageProfileDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(PACKAGE_TYPES),
  weight: z.number(),
  dimensions: z.object({ length: z.number(), width: z.number(), height: z.number() }),
  description: z.string().nullable(),
  userID: z.string(),
});
export type PackageProfileDto = z.infer<typeof PackageProfileDtoSchema>;

/** GET /packageProfileRoutes?userID= */
export const PackageProfileListSchema = z.object({ profiles: z.array(PackageProfileDtoSchema) });

// ---------- Carrier integrations (credential) ----------

export const CARRIER_CONFIG_NAME_VALUES = Object.keys(
  CARRIER_CONFIG_KEYS,
) as (keyof typeof CARRIER_CONFIG_KEYS)[];

/** POST /credential, PUT /credential/{name}: the keys are those of `mode`; the other mode's keys are kept. */
export const SaveCredentialSchema = z
  .object({
    name: z.enum(CARRIER_CONFIG_NAME_VALUES as [string, ...string[]], {
      error: 'Selecciona una paquetería válida.',
    }),
    active: z.boolean().default(false),
    mode: z.enum(CARRIER_CONFIG_MODES, { error: 'Selecciona el modo: test o production.' }),
    keys: z.record(z.string(), z.string().trim().max(500)),
  })
  .superRefine((body, ctx) => {
    const expected = CARRIER_CONFIG_KEYS[body.name as keyof typeof CARRIER_CONFIG_KEYS] as readonly string[];
    for (const key of Object.keys(body.keys)) {
      if (!expected.includes(key))
        ctx.addIssue({
          code: 'custom',
          path: ['keys', key],
          message: `La llave ${key} no corresponde a ${body.name}.`,
        });
    }
    for (const key of expected) {
      if (!body.keys[key])
        ctx.addIssue({ code: 'custom', path: ['keys', key], message: `Falta la llave ${key}.` });
    }
    const url = body.keys.url;
    if (url && !/^https?:\/\/\S+$/.test(url))
      ctx.addIssue({
        code: 'custom',
        path: ['keys', 'url'],
        message: 'La url debe comenzar con http:// o https://.',
      });
  });
export type SaveCredential = z.infer<typeof SaveCredentialSchema>;

export const CredentialDtoSchema = z.object({
  name: z.string(),
  active: z.boolean(),
  mode: z.enum(CARRIER_CONFIG_MODES),
  /** Keys per mode; secret values are masked except their last 4 characters. */
  keys: z.partialRecord(z.enum(CARRIER_CONFIG_MODES), z.record(z.string(), z.string())),
  updatedAt: z.string(),
});
export type CredentialDto = z.infer<typeof CredentialDtoSchema>;

// ---------- Quotes ----------

const DirectionSchema = (group: string) =>
  z.object({
    country_code: z.string().trim().toUpperCase().default('MX'),
    postal_code: z
      .string({ error: incomplete(group) })
      .trim()
      .regex(/^\d{5}$/, incomplete(group)),
    /** City as the form had it; when it contains a comma, the part after it (section 5). Informational. */
    city: z
      .string()
      .optional()
      .transform((c) => (c?.includes(',') ? c.split(',').pop()!.trim() : c?.trim())),
    suburb: z.string().trim().optional(),
    /** A home rather than a business: carriers such as FedEx price home deliveries differently. */
    residential: z.boolean({ error: 'Indica con sí o no si es un domicilio particular.' }).optional(),
  });

const QuoteParcelSchema = z.object({
  weight: measure(GROUP.parcel),
  depth: measure(GROUP.parcel),
  width: measure(GROUP.parcel),
  height: measure(GROUP.parcel),
});
export type QuoteParcel = z.infer<typeof QuoteParcelSchema>;

/** POST /quoting (section 3, quote request). `user` is ignored: prices are for the signed-in user. */
export const QuoteRequestSchema = z
  .object({
    cantidadGuias: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? 1 : v),
      z.union([z.number(), z.string()]).transform((v, ctx) => {
        const n = parseGuideCount(v);
        if (n === null) {
          ctx.addIssue({ code: 'custom', message: 'El número de guías debe ser de 1 a 5.' });
          return z.NEVER;
        }
        return n;
      }),
    ),
    parcels: z
      .array(QuoteParcelSchema, { error: incomplete(GROUP.parcel) })
      .min(1, incomplete(GROUP.parcel))
      .max(5),
    origin_direction: DirectionSchema(GROUP.origin),
    destination_direction: DirectionSchema(GROUP.destination),
    package_type: z.enum(PACKAGE_TYPES, { error: 'Selecciona el tipo de envío.' }),
    /** `cheapest_on_time`: mark the cheapest option at least `min_on_time` % on time on the lane (95 unless given). */
    ...QuoteRuleFields,
    user: z.unknown().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.min_on_time !== undefined && !q.rule)
      ctx.addIssue({
        code: 'custom',
        path: ['rule'],
        message: 'Indica la regla cheapest_on_time junto con min_on_time.',
      });
    q.parcels.forEach((parcel, i) => {
      for (const v of validateParcel(q.package_type, parcel)) {
        ctx.addIssue({ code: 'custom', path: ['parcels', i, v.field], message: describeViolation(v) });
      }
    });
  })
  .transform(({ user: _u, ...rest }) => rest);
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** One carrier service offered for the request (section 3, shipping option). Amounts in pesos. */
export const ShippingOptionSchema = z.object({
  carrier: z.string(),
  carrier_code: z.enum(CARRIER_CODES),
  carrier_service_name: z.string(),
  service_code: z.string(),
  carrier_logo_url: z.string(),
  carrier_logo_url_svg: z.string(),
  /** Quote date (YYYY-MM-DD, Mexico City). */
  date: z.string(),
  /** Estimated delivery date (YYYY-MM-DD), skipping Sundays and statutory holidays. Hidden for role user. */
  estimated_delivery: z.string().optional(),
  total_transit_days: z.number().int(),
  /** Per shipment, before IVA. Hidden for role user. */
  net_total_amount: z.number().optional(),
  /** Per shipment, IVA included; for FEDEX it already covers every guide. Hidden for role user. */
  total_amount: z.number().optional(),
  /** What the order of `cantidadGuias` guides costs (section 9 totals rule). Hidden for role user. */
  order_total_amount: z.number().optional(),
  currency: z.literal('MXN'),
  is_remote: z.boolean(),
  /** Signed by the quoting service; the shipments service accepts prices only through it. */
  quote_token: z.string(),
  /** 'ratecard' (our negotiated tables) or the live API that priced it. */
  source: z.enum(['ratecard', 'fedex']),
  /** The carrier's on-time rate on this lane over the last 90 days (rate null under the minimum sample). */
  on_time: OnTimeSchema.optional(),
  /** The weight the carrier will probably bill and the overweight charge it would make (amount hidden for role user). */
  predicted: PredictedSchema.optional(),
  /** Parts of the total on their own line (zona extendida); amounts hidden for role user. */
  surcharges: z.array(SurchargeSchema).optional(),
  /** The option the request's rule picked. */
  recommended: z.boolean().optional(),
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;

/**
 * Why a carrier, or one service of it, is left out of a quote: too slow, failing, no service for this
 * package; or for a single service (`service` set) the carrier's answer gave no transit time, no
 * price, or a price in another currency.
 */
export const QUOTE_UNAVAILABLE_REASONS = [
  'timeout',
  'error',
  'no_service',
  'no_transit_time',
  'no_price',
  'other_currency',
] as const;

const QuoteUnavailableSchema = z.object({
  carrier: z.enum(CARRIER_CODES),
  reason: z.enum(QUOTE_UNAVAILABLE_REASONS),
  /** The service left out, when the carrier offered it; absent when the whole carrier is. */
  service: z.optional(z.object({ code: z.string(), name: z.string() })),
});

export const QuoteResponseSchema = z.object({
  /** Options grouped by carrier code, cheapest first within each carrier. */
  carriers: z.partialRecord(z.enum(CARRIER_CODES), z.array(ShippingOptionSchema)),
  /** Carriers left out of this quote, and why (slow, failing, no service for this package). */
  unavailable: z.array(QuoteUnavailableSchema),
  cantidadGuias: z.number().int(),
  quotedAt: z.string(),
  /** What the request's rule picked (only when it named one). */
  recommendation: RecommendationSchema.optional(),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

/**
 * What was quoted, as the quote request gave it (postal codes as the catalogue knows them, parcels
 * as sent, not repeated per guide). A quote token signs a digest of it rather than a copy: the
 * shipments service has the same data in the shipment request and checks that they match.
 */
export interface QuoteContext {
  package_type: PackageType;
  origin: string;
  destination: string;
  cantidadGuias: number;
  parcels: readonly { weight: number; depth: number; width: number; height: number }[];
  /** Delivery to a home (priced differently by some carriers). */
  residential: boolean;
}

/** What a quote token vouches for; the shipments service re-reads the price from here. */
export const QuotePayloadSchema = z.object({
  v: z.literal(3),
  userId: ObjectIdSchema,
  carrier: z.enum(CARRIER_CODES),
  service: z.string(),
  /** The service's name as the carrier gave it (what the shipment and its label show). */
  serviceName: z.string(),
  /** Who priced it: our rate card or the carrier's live API (the label is made the same way). */
  source: z.enum(['ratecard', 'fedex']),
  /** SHA-256 (base64url) of the QuoteContext: package type, postal codes, guides and parcels. */
  ctx: z.string().length(43),
  /** Per shipment, IVA included, centavos (for FEDEX, all guides). */
  totalCentavos: z.number().int().nonnegative(),
  netCentavos: z.number().int().nonnegative(),
  orderTotalCentavos: z.number().int().nonnegative(),
  transitDays: z.number().int().nonnegative(),
  isRemote: z.boolean(),
  /** Expiry, seconds since epoch. */
  exp: z.number().int(),
  /** Quoted for a test API key (rate cards only): only a test shipment may take it. */
  test: z.boolean(),
});
export type QuotePayload = z.infer<typeof QuotePayloadSchema>;
