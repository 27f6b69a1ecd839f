import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { WalletErrors } from '@envios/contracts';
import { APP_CONFIG, AppError } from '@envios/platform';
import type { WalletConfig } from '../config';

/** The Stripe events the wallet acts on: SPEI transfers, and OXXO vouchers paid or expired. */
const STRIPE_EVENT_TYPES = [
  'customer_cash_balance_transaction.created',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
] as const;

/** A customer's SPEI address (funding instructions, mx_bank_transfer). */
export interface SpeiAddress {
  clabe: string;
  bankName: string;
  bankCode: string;
}

/** An OXXO voucher as Stripe made it (a confirmed PaymentIntent's oxxo_display_details). */
export interface OxxoIntent {
  paymentIntent: string;
  number: string;
  expiresAt: Date;
  hostedVoucherUrl: string | null;
}

/**
 * Stripe through its official SDK (base URL from STRIPE_API_URL: Stripe, or the local sandbox).
 * Requests that create something carry an idempotency key chosen by the caller, so a retry — from
 * this replica or another — makes nothing twice. A refusal or an unreachable Stripe is
 * STRIPE.UNAVAILABLE (503) to our callers; the SDK retries network errors itself.
 */
@Injectable()
export class StripeClient {
  private readonly stripe: Stripe;

  constructor(@Inject(APP_CONFIG) private readonly config: WalletConfig) {
    const url = new URL(config.STRIPE_API_URL);
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY, {
      host: url.hostname,
      port: url.port || (url.protocol === 'http:' ? 80 : 443),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      timeout: config.STRIPE_TIMEOUT_MS,
      maxNetworkRetries: 2,
      appInfo: { name: 'envios-wallet' },
    });
  }

  /** The customer of one of our users (metadata.user), made once per idempotency key. */
  async customerFor(user: string, email: string | undefined, key: string): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { ...(email ? { email } : {}), metadata: { user } },
        { idempotencyKey: key },
      ),
    );
    return customer.id;
  }

  /** The customer's own CLABE (Stripe answers the same funding instructions on every call). */
  async speiAddress(customer: string): Promise<SpeiAddress> {
    const fi = await this.call(() =>
      this.stripe.customers.createFundingInstructions(customer, {
        funding_type: 'bank_transfer',
        currency: 'mxn',
        bank_transfer: { type: 'mx_bank_transfer' },
      }),
    );
    const spei = fi.bank_transfer.financial_addresses.find((a) => a.type === 'spei')?.spei;
    if (!spei) throw AppError.of(WalletErrors.stripeUnavailable);
    return { clabe: spei.clabe, bankName: spei.bank_name, bankCode: spei.bank_code };
  }

  /** A confirmed OXXO PaymentIntent (the voucher), once per idempotency key. */
  async oxxoVoucher(input: {
    user: string;
    voucherId: string;
    amountCentavos: number;
    name: string;
    email: string;
    key: string;
  }): Promise<OxxoIntent> {
    const pi = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCentavos,
          currency: 'mxn',
          allowed_payment_method_types: ['oxxo'],
          payment_method_data: { type: 'oxxo', billing_details: { name: input.name, email: input.email } },
          payment_method_options: {
            oxxo: { expires_after_days: this.config.STRIPE_OXXO_EXPIRES_AFTER_DAYS },
          },
          confirm: true,
          description: 'Recarga de saldo en OXXO',
          metadata: { user: input.user, voucher: input.voucherId },
        },
        { idempotencyKey: input.key },
      ),
    );
    const details = pi.next_action?.oxxo_display_details;
    if (!details?.number || !details.expires_after) throw AppError.of(WalletErrors.stripeUnavailable);
    return {
      paymentIntent: pi.id,
      number: details.number,
      expiresAt: new Date(details.expires_after * 1000),
      hostedVoucherUrl: details.hosted_voucher_url ?? null,
    };
  }

  /** The event a webhook delivery carries, if its Stripe-Signature is Stripe's for this body; else null. */
  verify(body: string, signature: string): Stripe.Event | null {
    try {
      return this.stripe.webhooks.constructEvent(body, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch {
      return null;
    }
  }

  /** Every event of our types created at or after `since` (unix seconds), oldest first. */
  async eventsSince(since: number): Promise<Stripe.Event[]> {
    const events: Stripe.Event[] = [];
    let startingAfter: string | undefined;
    for (;;) {
      const page = await this.call(() =>
        this.stripe.events.list({
          types: [...STRIPE_EVENT_TYPES],
          created: { gte: since },
          limit: 100,
          ...(startingAfter ? { starting_after: startingAfter } : {}),
        }),
      );
      events.push(...page.data);
      if (!page.has_more || !page.data.length) break;
      startingAfter = page.data[page.data.length - 1].id;
    }
    return events.reverse();
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw AppError.of(WalletErrors.stripeUnavailable);
    }
  }
}
