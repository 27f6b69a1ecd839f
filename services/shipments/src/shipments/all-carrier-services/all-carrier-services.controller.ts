import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Serves } from '@envios/platform';
import { AllCarrierServicesUseCase } from './all-carrier-services.usecase';

@Controller()
export class AllCarrierServicesController {
  constructor(private readonly allCarrierServices: AllCarrierServicesUseCase) {}

  @Serves(ShipmentsRoutes.allCarrierServices)
  execute() {
    return this.allCarrierServices.execute();
  }
}
