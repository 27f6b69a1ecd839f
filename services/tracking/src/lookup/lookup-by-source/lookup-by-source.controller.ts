import { Controller } from '@nestjs/common';
import { TrackingRoutes, type TrackGuide } from '@envios/contracts';
import type { TrackingSource } from '@envios/domain';
import { RouteBody, RouteParams, Serves } from '@envios/platform';
import { LookupBySourceUseCase } from './lookup-by-source.usecase';

@Controller()
export class LookupBySourceController {
  constructor(private readonly lookupBySource: LookupBySourceUseCase) {}

  @Serves(TrackingRoutes.lookupBySource)
  lookup(
    @RouteParams(TrackingRoutes.lookupBySource) { source }: { source: TrackingSource },
    @RouteBody(TrackingRoutes.lookupBySource) { guide_number }: TrackGuide,
  ) {
    return this.lookupBySource.execute(source, guide_number);
  }
}
