import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { CarrierServicesUseCase } from './carrier-services.usecase';

const route = ShipmentsRoutes.carrierServicesOf;

@Controller()
export class CarrierServicesController {
  constructor(private readonly carrierServices: CarrierServicesUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { userId }: { userId: string }) {
    return this.carrierServices.execute(caller, userId);
  }
}
