import { Injectable } from '@nestjs/common';
import { WalletErrors } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { ApplyStripeEventUseCase } from '../apply-stripe-event/apply-stripe-event.usecase';
import { StripeClient } from '../stripe.client';

/**
 * POST /stripe/webhook: Stripe's notifications, verified with Stripe's own SDK
 * (`stripe.webhooks.constructEvent`: the Stripe-Signature's HMAC over the raw body, within its
 * tolerance) before anything is read; a bad or missing signature is refused (400) and changes
 * nothing. The event is applied as the sweep applies it: idempotently, in any order.
 */
@Injectable()
export class StripeWebhookUseCase {
  constructor(
    private readonly stripe: StripeClient,
    private readonly apply: ApplyStripeEventUseCase,
  ) {}

  async execute(signature: string, body: string) {
    const event = signature ? this.stripe.verify(body, signature) : null;
    if (!event) throw AppError.of(WalletErrors.stripeWebhookInvalid);
    await this.apply.execute(event);
    return { received: true as const };
  }
}
