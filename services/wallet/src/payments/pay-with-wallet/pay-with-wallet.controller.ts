import { Controller } from '@nestjs/common';
import { WalletRoutes, type InternalWalletPaymentSchema } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import type { z } from 'zod';
import { PayWithWalletUseCase } from './pay-with-wallet.usecase';

const route = WalletRoutes.payWithWallet;

@Controller()
export class PayWithWalletController {
  constructor(private readonly payWithWallet: PayWithWalletUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteBody(route) body: z.output<typeof InternalWalletPaymentSchema>,
  ) {
    return this.payWithWallet.execute(caller, body);
  }
}
