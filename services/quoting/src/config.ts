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
});
export type QuotingConfig = z.infer<typeof QuotingConfigSchema>;
