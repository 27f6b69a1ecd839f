import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { RouteParams, Serves } from '@envios/platform';
import { GetPostalRouteUseCase } from './get-postal-route.usecase';

const route = QuotingRoutes.getPostalRoute;

@Controller()
export class GetPostalRouteController {
  constructor(private readonly getPostalRoute: GetPostalRouteUseCase) {}

  @Serves(route)
  execute(@RouteParams(route) p: { origin: string; destination: string }) {
    return this.getPostalRoute.execute(p.origin, p.destination);
  }
}
