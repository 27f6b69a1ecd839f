import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { DeleteAddressUseCase } from './delete-address.usecase';

const route = QuotingRoutes.deleteAddress;

@Controller()
export class DeleteAddressController {
  constructor(private readonly deleteAddress: DeleteAddressUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.deleteAddress.execute(caller, id);
  }
}
