import { Controller } from '@nestjs/common';
import { QuotingRoutes, type SaveAddress } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { UpdateAddressUseCase } from './update-address.usecase';

const route = QuotingRoutes.updateAddress;

@Controller()
export class UpdateAddressController {
  constructor(private readonly updateAddress: UpdateAddressUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) body: SaveAddress,
  ) {
    return this.updateAddress.execute(caller, id, body);
  }
}
