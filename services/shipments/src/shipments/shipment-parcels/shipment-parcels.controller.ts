import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { ShipmentParcelsUseCase } from './shipment-parcels.usecase';

const route = ShipmentsRoutes.parcels;

@Controller()
export class ShipmentParcelsController {
  constructor(private readonly shipmentParcels: ShipmentParcelsUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.shipmentParcels.execute(caller, id);
  }
}
