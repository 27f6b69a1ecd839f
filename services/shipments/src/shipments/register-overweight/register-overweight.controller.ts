import { Controller } from '@nestjs/common';
import { ShipmentsRoutes } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { RegisterOverweightUseCase, type OverweightInput } from './register-overweight.usecase';

const route = ShipmentsRoutes.registerOverweight;

@Controller()
export class RegisterOverweightController {
  constructor(private readonly registerOverweight: RegisterOverweightUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) body: OverweightInput,
  ) {
    return this.registerOverweight.execute(caller, id, body);
  }
}
