import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import { SignInSchema } from '@envios/contracts';
import { zod } from '@envios/platform';
import { SignInUseCase } from './sign-in.usecase';

/** The BFF adds the client's address so failures can be throttled per address too. */
const InternalSignInSchema = SignInSchema.extend({ clientIp: z.string().max(64).optional() });

@Controller('internal/auth')
export class SignInController {
  constructor(private readonly signIn: SignInUseCase) {}

  @Post('sign-in')
  @HttpCode(200)
  execute(@Body(zod(InternalSignInSchema)) body: z.infer<typeof InternalSignInSchema>) {
    const { clientIp, ...credentials } = body;
    return this.signIn.execute(credentials, clientIp);
  }
}
