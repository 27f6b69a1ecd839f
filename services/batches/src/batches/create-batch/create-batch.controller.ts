import { Controller } from '@nestjs/common';
import { BatchesRoutes, type BatchColumn } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateBatchUseCase } from './create-batch.usecase';

const route = BatchesRoutes.createBatch;

@Controller()
export class CreateBatchController {
  constructor(private readonly createBatch: CreateBatchUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteBody(route) body: { rows: Partial<Record<BatchColumn, string>>[] },
  ) {
    return this.createBatch.execute(caller, body.rows);
  }
}
