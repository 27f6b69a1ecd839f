import { key32, serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

export const WebhooksConfigSchema = serviceConfigSchema.extend({
  /** Seals each endpoint's signing secret at rest (AES-256-GCM, 32 bytes). */
  WEBHOOKS_ENCRYPTION_KEY: key32,
  /** Endpoints on private, loopback or link-local addresses: only in the local profile (SSRF). */
  WEBHOOK_ALLOW_PRIVATE: flag,
  /** Plain-HTTP endpoints: only in the local profile; production takes https:// alone. */
  WEBHOOK_ALLOW_HTTP: flag,
  /** How long an endpoint has to answer a delivery. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Deliveries in flight at once per worker replica. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().positive().default(32),
  /** Multiplies the retry schedule (10 s … 6 h, a day in all); tests shrink it. */
  WEBHOOK_BACKOFF_SCALE: z.coerce.number().positive().max(1).default(1),
  /** An endpoint failing every delivery this long is disabled and its owner e-mailed (3 days). */
  WEBHOOK_DISABLE_AFTER_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(3 * 24 * 3_600_000),
});
export type WebhooksConfig = z.infer<typeof WebhooksConfigSchema>;
