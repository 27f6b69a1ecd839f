import { Controller } from '@nestjs/common';
import { PickupsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { CancelPickupUseCase } from './cancel-pickup.usecase';

const route = PickupsRoutes.cancelPickup;

@Controller()
export class CancelPickupController {
  constructor(private readonly cancelPickup: CancelPickupUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.cancelPickup.execute(caller, id);
  }
}
