import { Controller } from '@nestjs/common';
import { WebhooksRoutes } from '@envios/contracts';
import { Caller, RouteParams, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { ReplayRangeUseCase } from './replay-range.usecase';

const route = WebhooksRoutes.replayRange;

@Controller()
export class ReplayRangeController {
  constructor(private readonly replayRange: ReplayRangeUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) body: { from: string; to: string },
  ) {
    return this.replayRange.execute(caller, id, body);
  }
}
