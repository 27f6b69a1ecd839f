import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { LastShipmentsUseCase } from './last-shipments.usecase';

const route = ShipmentsRoutes.lastShipments;

@Controller()
export class LastShipmentsController {
  constructor(private readonly lastShipments: LastShipmentsUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { userId }: { userId: string }) {
    return this.lastShipments.execute(caller, userId);
  }
}
