import { key32, serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

export const QuotingConfigSchema = serviceConfigSchema.extend({
  /** HMAC key of quote tokens; the shipments service verifies with the same key. */
  QUOTE_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters'),
  QUOTE_TTL_MINUTES: z.coerce.number().int().min(1).default(30),
  /** AES-256-GCM key for carrier credentials at rest. */
  CREDENTIALS_ENCRYPTION_KEY: key32,
  /** How long a quote waits for each carrier before leaving it out. */
  CARRIER_DEADLINE_MS: z.coerce.number().int().min(100).default(2500),
  /** The SEPOMEX catalogue to import (our CSV or Correos de México's CPdescarga.txt); defaults to the bundled sample. */
  SEPOMEX_FILE: z.string().optional(),
  /** How often each replica looks for a newer postal-code import (one read by `_id`). */
  POSTAL_REFRESH_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * The reports service, which keeps each carrier's on-time record per lane (the quote's `on_time`).
   * Unset: every option's on-time rate is null.
   */
  REPORTS_URL: z.url().optional(),
  /** How long a replica reuses a lane's on-time figures (they move by the day). */
  ON_TIME_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  /**
   * Longest a quote waits for a lane's on-time figures: past it the quote answers rate null and the
   * figures, once they arrive, serve the next quotes of the lane.
   */
  ON_TIME_DEADLINE_MS: z.coerce.number().int().min(10).max(5_000).default(150),
});
export type QuotingConfig = z.infer<typeof QuotingConfigSchema>;
