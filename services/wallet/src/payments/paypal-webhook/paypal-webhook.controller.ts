import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { PaypalWebhookUseCase } from './paypal-webhook.usecase';

const route = WalletRoutes.webhook;

@Controller()
export class PaypalWebhookController {
  constructor(private readonly webhook: PaypalWebhookUseCase) {}

  @Serves(route)
  execute(@RouteBody(route) { headers, body }: { headers: Record<string, string>; body: string }) {
    return this.webhook.execute(headers, body);
  }
}
