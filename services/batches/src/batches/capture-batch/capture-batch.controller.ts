import { Controller } from '@nestjs/common';
import { BatchesRoutes } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { CaptureBatchUseCase } from './capture-batch.usecase';

const route = BatchesRoutes.captureBatch;

@Controller()
export class CaptureBatchController {
  constructor(private readonly captureBatch: CaptureBatchUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) { order_id }: { order_id: string },
  ) {
    return this.captureBatch.execute(caller, id, order_id);
  }
}
