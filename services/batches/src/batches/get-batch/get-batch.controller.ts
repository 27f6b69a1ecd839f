import { Controller } from '@nestjs/common';
import { BatchesRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetBatchUseCase } from './get-batch.usecase';

const route = BatchesRoutes.getBatch;

@Controller()
export class GetBatchController {
  constructor(private readonly getBatch: GetBatchUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.getBatch.execute(caller, id);
  }
}
