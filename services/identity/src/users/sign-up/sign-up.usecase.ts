import { Injectable } from '@nestjs/common';
import type { SignUp, UserDto } from '@envios/contracts';
import { RegisterUserUseCase } from '../register-user/register-user.usecase';
import { TariffsService } from '../tariffs.service';

/** POST /users (public sign-up): always role user, never approved yet, the default tariff. */
@Injectable()
export class SignUpUseCase {
  constructor(
    private readonly registerUser: RegisterUserUseCase,
    private readonly tariffs: TariffsService,
  ) {}

  execute(body: SignUp): Promise<UserDto> {
    return this.registerUser.execute({
      ...body,
      rol: 'user',
      approved: false,
      tariff: this.tariffs.defaultTariff(),
      createdBy: null,
    });
  }
}
