import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { CarrierServicesUseCase } from './carrier-services.usecase';

@Controller()
export class CarrierServicesController {
  constructor(private readonly carrierServices: CarrierServicesUseCase) {}

  @Serves(ShipmentsRoutes.carrierServicesOf)
  of(
    @Caller() caller: CallerIdentity,
    @RouteParams(ShipmentsRoutes.carrierServicesOf) { userId }: { userId: string },
  ) {
    return this.carrierServices.of(caller, userId);
  }

  @Serves(ShipmentsRoutes.allCarrierServices)
  all() {
    return this.carrierServices.all();
  }
}
