import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetAddressUseCase } from './get-address.usecase';

const route = QuotingRoutes.getAddress;

@Controller()
export class GetAddressController {
  constructor(private readonly getAddress: GetAddressUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.getAddress.execute(caller, id);
  }
}
