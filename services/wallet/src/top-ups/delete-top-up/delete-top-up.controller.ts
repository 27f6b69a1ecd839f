import { Controller } from '@nestjs/common';
import { WalletRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { DeleteTopUpUseCase } from './delete-top-up.usecase';

const route = WalletRoutes.deleteTopUp;

@Controller()
export class DeleteTopUpController {
  constructor(private readonly deleteTopUp: DeleteTopUpUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.deleteTopUp.execute(caller, id);
  }
}
