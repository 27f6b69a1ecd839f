import { Controller } from '@nestjs/common';
import { IdentityRoutes, type UpdateUserProfile } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { EditUserUseCase } from './edit-user.usecase';

const route = IdentityRoutes.editUser;

@Controller()
export class EditUserController {
  constructor(private readonly editUser: EditUserUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) body: UpdateUserProfile,
  ) {
    return this.editUser.execute(caller, id, body);
  }
}
