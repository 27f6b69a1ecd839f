import { Controller } from '@nestjs/common';
import { BatchesRoutes } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { PayBatchUseCase } from './pay-batch.usecase';

const route = BatchesRoutes.payBatch;

@Controller()
export class PayBatchController {
  constructor(private readonly payBatch: PayBatchUseCase) {}

  /** The body's method is the wallet (the only one batches take); the route's schema checks it. */
  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) _body: { method: 'wallet' },
  ) {
    return this.payBatch.execute(caller, id);
  }
}
