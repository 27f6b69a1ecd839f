import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { WalletCoversAmountUseCase } from './wallet-covers-amount.usecase';

const route = WalletRoutes.walletCoversAmount;

@Controller()
export class WalletCoversAmountController {
  constructor(private readonly walletCoversAmount: WalletCoversAmountUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) { centavos }: { centavos: number }) {
    return this.walletCoversAmount.execute(caller, centavos);
  }
}
