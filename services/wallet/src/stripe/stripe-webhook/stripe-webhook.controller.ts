import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { StripeWebhookUseCase } from './stripe-webhook.usecase';

const route = WalletRoutes.stripeWebhook;

@Controller()
export class StripeWebhookController {
  constructor(private readonly webhook: StripeWebhookUseCase) {}

  @Serves(route)
  execute(@RouteBody(route) { signature, body }: { signature: string; body: string }) {
    return this.webhook.execute(signature, body);
  }
}
