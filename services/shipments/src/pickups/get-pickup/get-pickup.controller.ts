import { Controller } from '@nestjs/common';
import { PickupsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetPickupUseCase } from './get-pickup.usecase';

const route = PickupsRoutes.getPickup;

@Controller()
export class GetPickupController {
  constructor(private readonly getPickup: GetPickupUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.getPickup.execute(caller, id);
  }
}
