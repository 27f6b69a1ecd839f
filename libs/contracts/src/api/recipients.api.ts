import { z } from 'zod';
import { CARRIER_CODES, PORTAL_TRACKING_STATUSES } from '@envios/domain';
import { ObjectIdSchema } from './common.api';
import { GuideNumberSchema } from './tracking.api';
import { visibleText } from './text.api';

/** Issue 30: what the recipient of a shipment sees and hears, branded with its sender's name and logo. */

/** The largest logo upload accepted (bytes); it is re-encoded to a small WebP before it is kept. */
export const MAX_LOGO_BYTES = 1_048_576;
/** The longest side of the kept logo (pixels). */
export const LOGO_MAX_SIDE = 256;

/** GET /account/branding, GET /accounts/{id}/branding: an account's 'Marca para destinatarios'. */
export const BrandingSchema = z.object({
  account: z.string(),
  business_name: z.string().nullable(),
  /** The logo's public address (changes with each new logo), or null. */
  logo_url: z.string().nullable(),
  /** 'Avisar a mis destinatarios': e-mail (and WhatsApp, where set up) the recipients of its guides. Off by default. */
  notify_recipients: z.boolean(),
});
export type Branding = z.infer<typeof BrandingSchema>;

/** PUT /account/branding: what the body leaves out stays; a null or empty name removes it. */
export const UpdateBrandingSchema = z.object({
  business_name: visibleText('Escribe el nombre de tu negocio.')
    .max(80, 'El nombre del negocio no puede tener más de 80 caracteres.')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  notify_recipients: z.boolean({ error: 'Indica si se avisa a tus destinatarios.' }).optional(),
});
export type UpdateBranding = z.infer<typeof UpdateBrandingSchema>;

export const AccountParamsSchema = z.object({ account: ObjectIdSchema });

/** Internal: the logo as the BFF re-encoded it (WebP, base64), for the account's branding. */
export const SetBrandingLogoSchema = z.object({
  data: z.string().min(1).max(400_000),
  contentType: z.literal('image/webp'),
});

/** Internal: a logo's bytes (base64), for its public address. */
export const BrandingLogoSchema = z.object({ contentType: z.string(), data: z.string() });

/** The public logo's address: /api/v1/public/logos/{account}/{version}.webp (the version keeps caches right). */
export const LogoParamsSchema = z.object({
  account: ObjectIdSchema,
  file: z.string().regex(/^\d{1,15}\.webp$/, 'El logotipo solicitado no existe.'),
});

export const RecipientGuideParamsSchema = z.object({ guide: GuideNumberSchema });

const RecipientEventSchema = z.object({
  date: z.string(),
  description: z.string(),
  location: z.string().nullable(),
});

/** Internal (tracking): a guide as its recipient may see it, with the ids the BFF needs to brand it. */
export const RecipientTrackingSchema = z.object({
  shipment_id: z.string(),
  account: z.string(),
  guide: z.string(),
  carrier: z.enum(CARRIER_CODES),
  status: z.enum(PORTAL_TRACKING_STATUSES).nullable(),
  status_text: z.string(),
  expected_delivery: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** Newest first. */
  events: z.array(RecipientEventSchema),
  test: z.boolean(),
});
export type RecipientTracking = z.infer<typeof RecipientTrackingSchema>;

export const RecipientSenderQuerySchema = z.object({ account: ObjectIdSchema, guide: z.string().max(40) });

/** Internal (identity): the sender's brand and what the recipient page may say of the recipient. */
export const RecipientSenderSchema = z.object({
  name: z.string(),
  logo_url: z.string().nullable(),
  recipient_first_name: z.string().nullable(),
  destination: z.object({ city: z.string(), state: z.string().nullable() }).nullable(),
  /** The signature of the page's 'no quiero recibir avisos' link, when notices go to someone. */
  opt_out_signature: z.string().nullable(),
});
export type RecipientSender = z.infer<typeof RecipientSenderSchema>;

/**
 * GET /api/v1/public/tracking/{guide}: the recipient page's data. No prices, no addresses beyond
 * city and state, nothing of the recipient but a first name.
 */
export const RecipientPageSchema = z.object({
  guide: z.string(),
  carrier: z.enum(CARRIER_CODES),
  carrier_name: z.string(),
  /** The carrier's own tracking page for the guide, where it has one. */
  carrier_tracking_url: z.string().nullable(),
  status: z.enum(PORTAL_TRACKING_STATUSES).nullable(),
  status_text: z.string(),
  /** The promised delivery date (YYYY-MM-DD, Mexico City), or null. */
  expected_delivery: z.string().nullable(),
  delivered_at: z.string().nullable(),
  events: z.array(RecipientEventSchema),
  sender: z.object({ name: z.string(), logo_url: z.string().nullable() }),
  recipient: z.object({
    first_name: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  /** The page's 'Dejar de recibir avisos' link (path), or null when no notices go to anyone. */
  opt_out_url: z.string().nullable(),
});
export type RecipientPage = z.infer<typeof RecipientPageSchema>;

/** POST /public/recipient-opt-out: the signed link of an e-mail or of the page. */
export const RecipientOptOutSchema = z.object({
  guide: GuideNumberSchema,
  signature: z
    .string({ error: 'El enlace para dejar de recibir avisos no es válido.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'El enlace para dejar de recibir avisos no es válido.'),
});
export type RecipientOptOut = z.infer<typeof RecipientOptOutSchema>;

export const RecipientOptedOutSchema = z.object({ opted_out: z.literal(true), sender: z.string() });
