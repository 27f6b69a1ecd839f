import { Controller } from '@nestjs/common';
import { ShipmentsRoutes, type ShipmentToCreate } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateShipmentsUseCase } from './create-shipments.usecase';

const route = ShipmentsRoutes.createShipments;

/** POST /shipments/home/all: the guides of one quote. */
@Controller()
export class CreateShipmentsController {
  constructor(private readonly createShipments: CreateShipmentsUseCase) {}

  @Serves(route)
  async execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: { shipments: ShipmentToCreate[] }) {
    return { shipments: await this.createShipments.execute(caller, body.shipments) };
  }
}
