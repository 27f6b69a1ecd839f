import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { ListOverweightUseCase } from './list-overweight.usecase';

const route = ShipmentsRoutes.overweightList;

@Controller()
export class ListOverweightController {
  constructor(private readonly listOverweight: ListOverweightUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { userId }: { userId: string }) {
    return this.listOverweight.execute(caller, userId);
  }
}
