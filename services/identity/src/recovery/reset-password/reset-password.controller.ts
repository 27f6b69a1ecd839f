import { Controller } from '@nestjs/common';
import { IdentityRoutes } from '@envios/contracts';
import { RouteBody, RouteParams, Serves } from '@envios/platform';
import { ResetPasswordUseCase } from './reset-password.usecase';

const route = IdentityRoutes.resetPassword;

@Controller()
export class ResetPasswordController {
  constructor(private readonly resetPassword: ResetPasswordUseCase) {}

  @Serves(route)
  execute(
    @RouteParams(route) { token }: { token: string },
    @RouteBody(route) { password }: { password: string },
  ) {
    return this.resetPassword.execute(token, password);
  }
}
