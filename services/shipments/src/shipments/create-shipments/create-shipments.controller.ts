import { Controller } from '@nestjs/common';
import { ShipmentsRoutes, type ShipmentToCreate } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateShipmentsUseCase } from './create-shipments.usecase';

@Controller()
export class CreateShipmentsController {
  constructor(private readonly createShipments: CreateShipmentsUseCase) {}

  /** POST /shipments: one shipment of a one-guide quote. */
  @Serves(ShipmentsRoutes.createShipment)
  async one(
    @Caller() caller: CallerIdentity,
    @RouteBody(ShipmentsRoutes.createShipment) body: ShipmentToCreate,
  ) {
    const [created] = await this.createShipments.execute(caller, [body]);
    return created;
  }

  /** POST /shipments/home/all: the guides of one quote. */
  @Serves(ShipmentsRoutes.createShipments)
  async many(
    @Caller() caller: CallerIdentity,
    @RouteBody(ShipmentsRoutes.createShipments) body: { shipments: ShipmentToCreate[] },
  ) {
    return { shipments: await this.createShipments.execute(caller, body.shipments) };
  }
}
