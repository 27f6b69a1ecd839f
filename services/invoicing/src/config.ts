import { secret, serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

/** The invoicing service's environment: the platform's variables and the PAC's (Facturapi). */
export const InvoicingConfigSchema = serviceConfigSchema.extend({
  /**
   * Facturapi's REST API, version included (https://www.facturapi.io/v2); locally our
   * Facturapi-compatible sandbox. The official SDK is pointed at it (its BASE_URL).
   */
  FACTURAPI_BASE_URL: z.url().default('https://www.facturapi.io/v2'),
  /** The organization's secret key (sk_live_… in production, sk_test_… elsewhere). */
  FACTURAPI_KEY: secret(z.string().min(16, 'must be at least 16 characters'), 16),
  /** How long a stamp or cancellation may take before it is given up and retried (same idempotency key). */
  FACTURAPI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** The issuer's lugar de expedición (its fiscal postal code): the global invoice's receptor CP. */
  INVOICE_ISSUER_ZIP: z.string().regex(/^\d{5}$/, 'must be a 5-digit postal code'),
  /** Attempts of a stamping job (a PAC timeout or 5xx is retried), and the first backoff. */
  INVOICE_STAMP_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  INVOICE_BACKOFF_MS: z.coerce.number().int().positive().default(5_000),
});
export type InvoicingConfig = z.infer<typeof InvoicingConfigSchema>;
