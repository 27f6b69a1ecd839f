import { Controller } from '@nestjs/common';
import { DisputesRoutes } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { RejectDisputeUseCase } from './reject-dispute.usecase';

const route = DisputesRoutes.reject;

@Controller()
export class RejectDisputeController {
  constructor(private readonly rejectDispute: RejectDisputeUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) { reason }: { reason: string },
  ) {
    return this.rejectDispute.execute(caller, id, reason);
  }
}
