import { Controller } from '@nestjs/common';
import { TrackingRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { RefreshGuidesUseCase } from './refresh-guides.usecase';

@Controller()
export class RefreshGuidesController {
  constructor(private readonly refreshGuides: RefreshGuidesUseCase) {}

  @Serves(TrackingRoutes.refresh)
  refresh(@Caller() caller: CallerIdentity) {
    return this.refreshGuides.execute(caller);
  }
}
