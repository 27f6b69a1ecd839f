import { Controller } from '@nestjs/common';
import { BatchesRoutes, type BatchRowValues } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { FixRowUseCase } from './fix-row.usecase';

const route = BatchesRoutes.fixRow;

@Controller()
export class FixRowController {
  constructor(private readonly fixRow: FixRowUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id, n }: { id: string; n: number },
    @RouteBody(route) body: { values: Partial<BatchRowValues> },
  ) {
    return this.fixRow.execute(caller, id, n, body.values);
  }
}
