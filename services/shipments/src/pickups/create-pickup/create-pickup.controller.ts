import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { PickupsRoutes, type CreatePickupInternalSchema } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreatePickupUseCase } from './create-pickup.usecase';

const route = PickupsRoutes.createPickup;

@Controller()
export class CreatePickupController {
  constructor(private readonly createPickup: CreatePickupUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteBody(route) body: z.infer<typeof CreatePickupInternalSchema>,
  ) {
    return this.createPickup.execute(caller, body);
  }
}
