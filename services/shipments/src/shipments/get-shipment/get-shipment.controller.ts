import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetShipmentUseCase } from './get-shipment.usecase';

const route = ShipmentsRoutes.getShipment;

@Controller()
export class GetShipmentController {
  constructor(private readonly getShipment: GetShipmentUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.getShipment.execute(caller, id);
  }
}
