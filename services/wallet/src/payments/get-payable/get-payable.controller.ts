import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetPayableUseCase } from './get-payable.usecase';

const route = WalletRoutes.payable;

@Controller()
export class GetPayableController {
  constructor(private readonly getPayable: GetPayableUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.getPayable.execute(caller, id);
  }
}
