import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { DuplicateShipmentsUseCase } from './duplicate-shipments.usecase';

const route = ShipmentsRoutes.duplicate;

@Controller()
export class DuplicateShipmentsController {
  constructor(private readonly duplicateShipments: DuplicateShipmentsUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) { shipments }: { shipments: string[] }) {
    return this.duplicateShipments.execute(caller, shipments);
  }
}
