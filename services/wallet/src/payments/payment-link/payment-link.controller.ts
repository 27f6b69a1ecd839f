import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { PaymentLinkUseCase } from './payment-link.usecase';

const route = WalletRoutes.paymentLink;

@Controller()
export class PaymentLinkController {
  constructor(private readonly paymentLink: PaymentLinkUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.paymentLink.execute(caller, id);
  }
}
