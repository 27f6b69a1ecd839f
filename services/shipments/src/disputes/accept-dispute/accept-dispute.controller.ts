import { Controller } from '@nestjs/common';
import { DisputesRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { AcceptDisputeUseCase } from './accept-dispute.usecase';

const route = DisputesRoutes.accept;

@Controller()
export class AcceptDisputeController {
  constructor(private readonly acceptDispute: AcceptDisputeUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.acceptDispute.execute(caller, id);
  }
}
