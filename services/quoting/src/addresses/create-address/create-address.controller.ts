import { Controller } from '@nestjs/common';
import { QuotingRoutes, type SaveAddress } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateAddressUseCase } from './create-address.usecase';

const route = QuotingRoutes.createAddress;

@Controller()
export class CreateAddressController {
  constructor(private readonly createAddress: CreateAddressUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: SaveAddress) {
    return this.createAddress.execute(caller, body);
  }
}
