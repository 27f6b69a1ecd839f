import { Controller } from '@nestjs/common';
import { BatchesRoutes, type BatchLabelFormat } from '@envios/contracts';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { BatchLabelsUseCase } from './batch-labels.usecase';

const route = BatchesRoutes.batchLabels;

@Controller()
export class BatchLabelsController {
  constructor(private readonly batchLabels: BatchLabelsUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteQuery(route) { format }: { format: BatchLabelFormat },
  ) {
    return this.batchLabels.execute(caller, id, format);
  }
}
