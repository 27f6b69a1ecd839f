import { Body, Controller, Post } from '@nestjs/common';
import { SignUpSchema, type SignUp } from '@envios/contracts';
import { zod } from '@envios/platform';
import { TariffsService } from '../tariffs.service';
import { UserRegistrar } from '../user-registrar';

/** POST /users (public sign-up): always role user, never approved yet, default tariff. */
@Controller('internal/users')
export class SignUpController {
  constructor(
    private readonly registrar: UserRegistrar,
    private readonly tariffs: TariffsService,
  ) {}

  @Post()
  signUp(@Body(zod(SignUpSchema)) body: SignUp) {
    return this.registrar.register({
      ...body,
      rol: 'user',
      approved: false,
      tariff: this.tariffs.defaultTariff(),
      createdBy: null,
    });
  }
}
