import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { IdentityRoutes, type InternalSignInSchema } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { SignInUseCase } from './sign-in.usecase';

const route = IdentityRoutes.signIn;

@Controller()
export class SignInController {
  constructor(private readonly signIn: SignInUseCase) {}

  /** The BFF adds the client's address so failures can be throttled per address too. */
  @Serves(route)
  execute(@RouteBody(route) body: z.infer<typeof InternalSignInSchema>) {
    const { clientIp, ...credentials } = body;
    return this.signIn.execute(credentials, clientIp);
  }
}
