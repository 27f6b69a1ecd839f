import { Controller } from '@nestjs/common';
import { IdentityRoutes, type SignUp } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { SignUpUseCase } from './sign-up.usecase';

const route = IdentityRoutes.signUp;

@Controller()
export class SignUpController {
  constructor(private readonly signUp: SignUpUseCase) {}

  @Serves(route)
  execute(@RouteBody(route) body: SignUp) {
    return this.signUp.execute(body);
  }
}
