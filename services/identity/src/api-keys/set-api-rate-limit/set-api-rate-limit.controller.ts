import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { RouteBody, RouteParams, Serves } from '@envios/platform';
import { SetApiRateLimitUseCase } from './set-api-rate-limit.usecase';

const route = IdentityRoutes.setApiRateLimit;

@Controller()
export class SetApiRateLimitController {
  constructor(private readonly setApiRateLimit: SetApiRateLimitUseCase) {}

  @Serves(route)
  execute(
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) { api_rate_limit }: { api_rate_limit: number | null },
  ) {
    return this.setApiRateLimit.execute(id, api_rate_limit);
  }
}
