import { Controller } from '@nestjs/common';
import { BatchesRoutes, type ImportBatch } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { ImportBatchUseCase } from './import-batch.usecase';

const route = BatchesRoutes.importBatch;

@Controller()
export class ImportBatchController {
  constructor(private readonly importBatch: ImportBatchUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: ImportBatch) {
    return this.importBatch.execute(caller, body);
  }
}
