import { Controller } from '@nestjs/common';
import { BatchesRoutes } from '@envios/contracts';
import { Caller, Serves, type CallerIdentity } from '@envios/platform';
import { ListBatchesUseCase } from './list-batches.usecase';

const route = BatchesRoutes.listBatches;

@Controller()
export class ListBatchesController {
  constructor(private readonly listBatches: ListBatchesUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity) {
    return this.listBatches.execute(caller);
  }
}
