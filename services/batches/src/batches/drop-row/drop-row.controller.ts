import { Controller } from '@nestjs/common';
import { BatchesRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { DropRowUseCase } from './drop-row.usecase';

const route = BatchesRoutes.dropRow;

@Controller()
export class DropRowController {
  constructor(private readonly dropRow: DropRowUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id, n }: { id: string; n: number }) {
    return this.dropRow.execute(caller, id, n);
  }
}
