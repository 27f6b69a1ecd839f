import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetOxxoUseCase } from './get-oxxo.usecase';

const route = WalletRoutes.oxxoVoucher;

@Controller()
export class GetOxxoController {
  constructor(private readonly getOxxo: GetOxxoUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { reference }: { reference: string }) {
    return this.getOxxo.execute(caller, reference);
  }
}
