import { serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

export const WalletConfigSchema = serviceConfigSchema.extend({
  /** Where the web is, for the return and cancel addresses of PayPal orders. */
  WEB_BASE_URL: z.url().default('http://localhost:8080'),
  /** How long a wallet payment may hold its shipments before the sweep decides it never happened. */
  PAYMENT_LEASE_MS: z.coerce.number().int().min(1_000).default(30_000),
});
export type WalletConfig = z.infer<typeof WalletConfigSchema>;
