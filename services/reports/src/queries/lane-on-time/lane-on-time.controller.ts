import { Controller } from '@nestjs/common';
import { ReportsRoutes, type LaneOnTimeQuery } from '@envios/contracts';
import { RouteQuery, Serves } from '@envios/platform';
import { LaneOnTimeUseCase } from './lane-on-time.usecase';

@Controller()
export class LaneOnTimeController {
  constructor(private readonly onTime: LaneOnTimeUseCase) {}

  @Serves(ReportsRoutes.laneOnTime)
  get(@RouteQuery(ReportsRoutes.laneOnTime) query: LaneOnTimeQuery) {
    return this.onTime.execute(query);
  }
}
