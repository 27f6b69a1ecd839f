import { Controller } from '@nestjs/common';
import { DisputesRoutes } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { OpenDisputeUseCase, type OpenDisputeInput } from './open-dispute.usecase';

const route = DisputesRoutes.open;

@Controller()
export class OpenDisputeController {
  constructor(private readonly openDispute: OpenDisputeUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { shipmentId }: { shipmentId: string },
    @RouteBody(route) body: OpenDisputeInput,
  ) {
    return this.openDispute.execute(caller, shipmentId, body);
  }
}
