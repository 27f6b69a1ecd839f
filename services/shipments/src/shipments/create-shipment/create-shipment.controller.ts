import { Controller } from '@nestjs/common';
import { ShipmentsRoutes, type ShipmentToCreate } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateShipmentUseCase } from './create-shipment.usecase';

const route = ShipmentsRoutes.createShipment;

/** POST /shipments: one shipment of a one-guide quote. */
@Controller()
export class CreateShipmentController {
  constructor(private readonly createShipment: CreateShipmentUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: ShipmentToCreate) {
    return this.createShipment.execute(caller, body);
  }
}
