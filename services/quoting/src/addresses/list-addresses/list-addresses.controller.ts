import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ListAddressesUseCase } from './list-addresses.usecase';

const route = QuotingRoutes.listAddresses;

@Controller()
export class ListAddressesController {
  constructor(private readonly listAddresses: ListAddressesUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteQuery(route) { user }: { user?: string }) {
    return this.listAddresses.execute(caller, user);
  }
}
