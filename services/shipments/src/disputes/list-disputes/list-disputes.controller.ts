import { Controller } from '@nestjs/common';
import { DisputesRoutes, type DisputeStatus } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ListDisputesUseCase } from './list-disputes.usecase';

const route = DisputesRoutes.list;

@Controller()
export class ListDisputesController {
  constructor(private readonly listDisputes: ListDisputesUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteQuery(route) { status }: { status?: DisputeStatus }) {
    return this.listDisputes.execute(caller, status);
  }
}
