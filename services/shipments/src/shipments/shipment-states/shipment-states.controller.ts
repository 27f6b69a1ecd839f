import { Controller } from '@nestjs/common';
import { ShipmentsBatchRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { ShipmentStatesUseCase } from './shipment-states.usecase';

const route = ShipmentsBatchRoutes.shipmentStates;

@Controller()
export class ShipmentStatesController {
  constructor(private readonly shipmentStates: ShipmentStatesUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: { ids: string[] }) {
    return this.shipmentStates.execute(caller, body.ids);
  }
}
