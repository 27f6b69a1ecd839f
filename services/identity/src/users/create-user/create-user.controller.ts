import { Controller } from '@nestjs/common';
import { IdentityRoutes, type CreateUser } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { CreateUserUseCase } from './create-user.usecase';

const route = IdentityRoutes.createUser;

@Controller()
export class CreateUserController {
  constructor(private readonly createUser: CreateUserUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteBody(route) body: CreateUser) {
    return this.createUser.execute(caller, body);
  }
}
