import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { WalletCoversUseCase } from './wallet-covers.usecase';

const route = WalletRoutes.walletCovers;

@Controller()
export class WalletCoversController {
  constructor(private readonly walletCovers: WalletCoversUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteQuery(route) { shipments }: { shipments: string[] }) {
    return this.walletCovers.execute(caller, shipments);
  }
}
