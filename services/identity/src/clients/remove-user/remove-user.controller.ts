import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { RemoveUserUseCase } from './remove-user.usecase';

const route = IdentityRoutes.removeUserFromClient;

@Controller()
export class RemoveUserController {
  constructor(private readonly removeUser: RemoveUserUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { userId }: { userId: string }) {
    return this.removeUser.execute(caller, userId);
  }
}
