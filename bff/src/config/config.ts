import { z } from 'zod';
import { baseConfigSchema, pemKey } from '@envios/platform';
import { SERVICES } from '@envios/contracts';

type ServiceName = (typeof SERVICES)[number];
/** `<SERVICE>_URL`: where the BFF reaches each backend service (a new service needs only its variable). */
type ServiceUrlKey = `${Uppercase<ServiceName>}_URL`;
const urlKey = (name: ServiceName) => `${name.toUpperCase()}_URL` as ServiceUrlKey;
const serviceUrlFields = Object.fromEntries(SERVICES.map((name) => [urlKey(name), z.url()])) as Record<
  ServiceUrlKey,
  z.ZodURL
>;

export const BffConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(3000),
  ...serviceUrlFields,
  /** Ed25519 public key matching identity's JWT_PRIVATE_KEY. */
  JWT_PUBLIC_KEY: pemKey,
  /** Comma-separated origins allowed by CORS; empty means same-origin only (the BFF serves the web). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Folder with the built web app to serve; unset when the web is served elsewhere. */
  WEB_DIST_DIR: z.string().optional(),
  /** 'off' only in the shared test stack (every test calls from 127.0.0.1); tests of the limits run their own BFF. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Requests per minute per client on the API as a whole. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * How the web takes card payments: PayPal's own buttons (@paypal/react-paypal-js, with
   * PAYPAL_CLIENT_ID), or the approval page of the local PayPal-compatible sandbox.
   */
  PAYPAL_WEB_PROVIDER: z.enum(['local-sandbox', 'paypal']).default('local-sandbox'),
  /** Public; empty means none (the web then has no PayPal buttons to load). */
  PAYPAL_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** How long a replica holds a verified API key (a revoked one is refused everywhere within it). */
  API_KEY_HOLD_MS: z.coerce.number().int().min(0).max(1000).default(1000),
  /** Number of proxies in front of the BFF (Kubernetes ingress): client IP comes from X-Forwarded-For. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** The bearer Prometheus shows to scrape GET /metrics (the internet reaches the BFF); unset: not served. */
  METRICS_TOKEN: z.string().min(16).optional(),
});
export type BffConfig = z.infer<typeof BffConfigSchema>;

export const serviceUrls = (config: BffConfig): Record<ServiceName, string> =>
  Object.fromEntries(SERVICES.map((name) => [name, config[urlKey(name)]])) as Record<ServiceName, string>;
