import { Controller } from '@nestjs/common';
import { IdentityRoutes, type UpdateUserActive } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { SetUserActiveUseCase } from './set-user-active.usecase';

const route = IdentityRoutes.setUserActive;

@Controller()
export class SetUserActiveController {
  constructor(private readonly setUserActive: SetUserActiveUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) { active }: UpdateUserActive,
  ) {
    return this.setUserActive.execute(caller, id, active);
  }
}
