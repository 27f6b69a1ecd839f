import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { ListClientUsersUseCase } from './list-client-users.usecase';

const route = IdentityRoutes.listClientUsers;

@Controller()
export class ListClientUsersController {
  constructor(private readonly listClientUsers: ListClientUsersUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { clientId }: { clientId: string }) {
    return this.listClientUsers.execute(caller, clientId);
  }
}
