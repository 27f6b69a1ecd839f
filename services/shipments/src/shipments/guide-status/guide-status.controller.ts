import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GuideStatusUseCase } from './guide-status.usecase';

const route = ShipmentsRoutes.guideStatus;

@Controller()
export class GuideStatusController {
  constructor(private readonly guideStatus: GuideStatusUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.guideStatus.execute(caller, id);
  }
}
