import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { PickupsRoutes, type ReschedulePickupInternalSchema } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { ReschedulePickupUseCase } from './reschedule-pickup.usecase';

const route = PickupsRoutes.reschedulePickup;

@Controller()
export class ReschedulePickupController {
  constructor(private readonly reschedule: ReschedulePickupUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) body: z.infer<typeof ReschedulePickupInternalSchema>,
  ) {
    return this.reschedule.execute(caller, id, body);
  }
}
