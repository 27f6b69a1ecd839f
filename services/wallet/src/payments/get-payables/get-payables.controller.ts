import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { GetPayablesUseCase } from './get-payables.usecase';

const route = WalletRoutes.payables;

@Controller()
export class GetPayablesController {
  constructor(private readonly getPayables: GetPayablesUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) { ids }: { ids: string[] }) {
    return this.getPayables.execute(caller, ids);
  }
}
