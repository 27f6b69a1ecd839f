import { Controller } from '@nestjs/common';
import { BatchesRoutes, type BatchPayMethod } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { PayBatchUseCase } from './pay-batch.usecase';

const route = BatchesRoutes.payBatch;

@Controller()
export class PayBatchController {
  constructor(private readonly payBatch: PayBatchUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) { method }: { method: BatchPayMethod },
  ) {
    return this.payBatch.execute(caller, id, method);
  }
}
