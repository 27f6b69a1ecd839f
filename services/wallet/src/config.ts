import { secret, serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

export const WalletConfigSchema = serviceConfigSchema.extend({
  /** Where the web is, for the return and cancel addresses of PayPal orders. */
  /** Where people open the portal: PayPal's return and cancel URLs point back there. */
  PUBLIC_URL: z.url(),
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
  /**
   * How long a wallet payment may hold its shipments before the sweep (or a retry) decides it never
   * happened: a payment takes milliseconds, so this is how long a claim left by a process that died
   * keeps its shipments from being paid again (a retry meanwhile answers PAYMENT.IN_PROGRESS).
   */
  PAYMENT_LEASE_MS: z.coerce.number().int().min(1_000).default(10_000),
  /** Stripe's API (SPEI and OXXO): https://api.stripe.com, or our local sandbox. */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** The account's secret key (sk_live_… / sk_test_…). */
  STRIPE_SECRET_KEY: secret(z.string().startsWith('sk_'), 20),
  /** The webhook endpoint's signing secret (whsec_…), for stripe.webhooks.constructEvent. */
  STRIPE_WEBHOOK_SECRET: secret(z.string().startsWith('whsec_'), 20),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(500).default(10_000),
  /** Whom a SPEI transfer goes to, as the 'Recargar Saldo' screen shows it. */
  STRIPE_SPEI_BENEFICIARY: z.string().min(1).default('Envíos MX S.A. de C.V.'),
  /** Days an OXXO voucher can be paid (Stripe's default, 3; 1–7). */
  STRIPE_OXXO_EXPIRES_AFTER_DAYS: z.coerce.number().int().min(1).max(7).default(3),
  /** How often the sweep asks Stripe's Events API for what the webhooks may have missed. */
  STRIPE_SWEEP_EVERY_MS: z.coerce.number().int().min(1_000).default(60_000),
  /** How far behind its last checkpoint the sweep starts again (events arriving late keep their time). */
  STRIPE_SWEEP_OVERLAP_SECONDS: z.coerce.number().int().min(0).default(600),
  /** A payment that leaves a wallet under this ($500.00) announces it (the wallet.low_balance webhook). */
  WALLET_LOW_BALANCE_CENTAVOS: z.coerce.number().int().positive().default(50_000),
});
export type WalletConfig = z.infer<typeof WalletConfigSchema>;
