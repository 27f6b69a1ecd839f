import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetUserUseCase } from './get-user.usecase';

const route = IdentityRoutes.getUser;

@Controller()
export class GetUserController {
  constructor(private readonly getUser: GetUserUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    return this.getUser.execute(caller, id);
  }
}
