import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { AssignUserUseCase } from './assign-user.usecase';

const route = IdentityRoutes.assignUserToClient;

@Controller()
export class AssignUserController {
  constructor(private readonly assignUser: AssignUserUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) p: { clientId: string; userId: string }) {
    return this.assignUser.execute(caller, p.clientId, p.userId);
  }
}
