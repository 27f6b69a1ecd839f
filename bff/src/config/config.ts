import { z } from 'zod';
import { baseConfigSchema, pemKey } from '@envios/platform';
import { SERVICES } from '@envios/contracts';

const url = z.url();

export const BffConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().positive().default(3000),
  IDENTITY_URL: url,
  QUOTING_URL: url,
  SHIPMENTS_URL: url,
  WALLET_URL: url,
  TRACKING_URL: url,
  REPORTS_URL: url,
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
  /** Number of proxies in front of the BFF (Kubernetes ingress): client IP comes from X-Forwarded-For. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
});
export type BffConfig = z.infer<typeof BffConfigSchema>;

export const serviceUrls = (config: BffConfig): Record<(typeof SERVICES)[number], string> => ({
  identity: config.IDENTITY_URL,
  quoting: config.QUOTING_URL,
  shipments: config.SHIPMENTS_URL,
  wallet: config.WALLET_URL,
  tracking: config.TRACKING_URL,
  reports: config.REPORTS_URL,
});
