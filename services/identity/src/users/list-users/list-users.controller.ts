import { Controller } from '@nestjs/common';
import { IdentityRoutes, type UserListQuery } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ListUsersUseCase } from './list-users.usecase';

const route = IdentityRoutes.listUsers;

@Controller()
export class ListUsersController {
  constructor(private readonly listUsers: ListUsersUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteQuery(route) query: UserListQuery) {
    return this.listUsers.execute(caller, query);
  }
}
