import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetShipmentUseCase } from './get-shipment.usecase';

@Controller()
export class GetShipmentController {
  constructor(private readonly getShipment: GetShipmentUseCase) {}

  @Serves(ShipmentsRoutes.getShipment)
  one(@Caller() caller: CallerIdentity, @RouteParams(ShipmentsRoutes.getShipment) { id }: { id: string }) {
    return this.getShipment.execute(caller, id);
  }

  @Serves(ShipmentsRoutes.guideStatus)
  guideStatus(
    @Caller() caller: CallerIdentity,
    @RouteParams(ShipmentsRoutes.guideStatus) { id }: { id: string },
  ) {
    return this.getShipment.guideStatus(caller, id);
  }

  @Serves(ShipmentsRoutes.parcels)
  parcels(@Caller() caller: CallerIdentity, @RouteParams(ShipmentsRoutes.parcels) { id }: { id: string }) {
    return this.getShipment.parcels(caller, id);
  }
}
