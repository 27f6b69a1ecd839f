import { serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

export const WalletConfigSchema = serviceConfigSchema.extend({
  /** Where the web is, for the return and cancel addresses of PayPal orders. */
  WEB_BASE_URL: z.url().default('http://localhost:8080'),
  /** PayPal's REST API: https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or our local sandbox. */
  PAYPAL_BASE_URL: z.url(),
  PAYPAL_CLIENT_ID: z.string().min(1),
  PAYPAL_CLIENT_SECRET: z.string().min(1),
  /** The id of the webhook PayPal delivers to (per environment), for verify-webhook-signature. */
  PAYPAL_WEBHOOK_ID: z.string().min(1),
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(500).default(10_000),
  /**
   * An order the buyer approved but nobody captured (the browser closed) is captured by the sweep
   * once it has been quiet this long: the browser's own capture comes first when it is there.
   */
  ABANDONED_APPROVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
  /** How long a wallet payment may hold its shipments before the sweep decides it never happened. */
  PAYMENT_LEASE_MS: z.coerce.number().int().min(1_000).default(30_000),
});
export type WalletConfig = z.infer<typeof WalletConfigSchema>;
