import { z } from 'zod';
import { ObjectIdSchema } from './common.api';

// ---------- Webhooks of the public API (issue 26) ----------

/** What an endpoint can subscribe to; each delivery carries one. */
export const WEBHOOK_EVENT_TYPES = [
  'shipment.label_created',
  'shipment.label_failed',
  'tracking.updated',
  'shipment.delivered',
  'shipment.exception',
  'shipment.cancelled',
  'overweight.registered',
  'payment.completed',
  'wallet.low_balance',
  'batch.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The header each delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">[,v1=…]`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Envios-Signature';
/** Endpoints an account may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const CreateWebhookEndpointSchema = z.object({
  url: z
    .string({ error: 'Indica la URL que recibirá los eventos.' })
    .trim()
    .max(500, 'La URL no puede tener más de 500 caracteres.')
    .pipe(z.url({ protocol: /^https?$/, error: 'La URL debe empezar con https://.' })),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Tipo de evento desconocido.' }), {
      error: 'Elige al menos un tipo de evento.',
    })
    .min(1, 'Elige al menos un tipo de evento.')
    .transform((events) => [...new Set(events)].sort()),
});
export type CreateWebhookEndpoint = z.infer<typeof CreateWebhookEndpointSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** False once disabled after failing for days (or by its owner deleting it). */
  enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  /** Since when every delivery fails; null while it answers. */
  failing_since: z.string().nullable(),
  /** The account it belongs to (staff who read every account's see whose). */
  owner: z.object({ id: z.string(), email: z.string() }),
  /** `test` for what a test API key made; a test endpoint receives only those, a live one never. */
  mode: z.enum(['live', 'test']),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointListSchema = z.object({ data: z.array(WebhookEndpointSchema) });

/** Answered once, at creation and at each rotation: the secret that signs the deliveries. */
export const CreatedWebhookEndpointSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export const RotatedWebhookSecretSchema = z.object({
  id: z.string(),
  secret: z.string(),
  /** Until then deliveries carry a second signature with the previous secret. */
  previous_secret_expires_at: z.string(),
});

export const WebhookIdParamsSchema = z.object({ id: ObjectIdSchema });
export const WebhookDeliveryIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9._-]{1,120}$/, 'La entrega no existe.'),
});

const cursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'El cursor no es válido; usa el next_cursor de la respuesta anterior.')
  .optional();
const limit = z.coerce
  .number({ error: 'El tamaño de página debe ser un número.' })
  .int('El tamaño de página debe ser un número entero.')
  .min(1, 'El tamaño de página debe ser de 1 a 100.')
  .max(100, 'El tamaño de página debe ser de 1 a 100.')
  .default(20);
export const WebhookPageQuerySchema = z.object({ cursor, limit });
export const WebhookEventsQuerySchema = z.object({
  cursor,
  limit,
  type: z.enum(WEBHOOK_EVENT_TYPES).optional(),
});

export const WEBHOOK_DELIVERY_STATES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  endpoint_id: z.string(),
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  /** pending → succeeded; retrying while the endpoint fails; failed after a day of retries. */
  status: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  /** The first 500 characters the endpoint answered. */
  response_body: z.string().nullable(),
  latency_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  /** A delivery made again by hand: the one it replays. */
  replay_of: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = z.object({
  data: z.array(WebhookDeliverySchema),
  next_cursor: z.string().nullable(),
});

/** What a delivery's body is, and what GET /events lists. */
export const WebhookEventSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  /** `test` for what a test API key made; a test endpoint receives only those, a live one never. */
  mode: z.enum(['live', 'test']),

  created_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
export const WebhookEventListSchema = z.object({
  data: z.array(WebhookEventSchema),
  next_cursor: z.string().nullable(),
});

export const ReplayRangeSchema = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine((r) => Date.parse(r.from) <= Date.parse(r.to), {
    message: '"from" debe ser anterior a "to".',
    path: ['from'],
  });
export const ReplayedSchema = z.object({ replayed: z.number().int() });
