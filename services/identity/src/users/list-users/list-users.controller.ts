import { Controller, Get, Query } from '@nestjs/common';
import { UserListQuerySchema, type UserListQuery } from '@envios/contracts';
import { Caller, zod, type CallerIdentity } from '@envios/platform';
import { ListUsersUseCase } from './list-users.usecase';

@Controller('internal/users')
export class ListUsersController {
  constructor(private readonly listUsers: ListUsersUseCase) {}

  @Get()
  list(@Caller() caller: CallerIdentity, @Query(zod(UserListQuerySchema)) query: UserListQuery) {
    return this.listUsers.execute(caller, query);
  }
}
