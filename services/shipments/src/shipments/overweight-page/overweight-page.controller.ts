import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteParams, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { OverweightPageUseCase, type OverweightPageQuery } from './overweight-page.usecase';

const route = ShipmentsRoutes.overweightPage;

@Controller()
export class OverweightPageController {
  constructor(private readonly overweightPage: OverweightPageUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { userId }: { userId: string },
    @RouteQuery(route) query: OverweightPageQuery,
  ) {
    return this.overweightPage.execute(caller, userId, query);
  }
}
