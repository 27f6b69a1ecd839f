import { Controller } from '@nestjs/common';
import { TrackingRoutes, type TrackGuide } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { LookupGuideUseCase } from './lookup-guide.usecase';

@Controller()
export class LookupGuideController {
  constructor(private readonly lookupGuide: LookupGuideUseCase) {}

  @Serves(TrackingRoutes.lookup)
  lookup(@RouteBody(TrackingRoutes.lookup) { guide_number }: TrackGuide) {
    return this.lookupGuide.execute(guide_number);
  }
}
