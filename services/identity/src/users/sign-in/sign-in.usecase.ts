import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountErrors, type SignIn, type SignInResponse } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { PasswordHasher } from '../password-hasher';
import { User } from '../user.schema';
import { AccessTokenIssuer } from './access-token.issuer';
import { LoginThrottle } from './login-throttle';

/**
 * POST /login. Wrong e-mail or password → 404 with the invalid-credentials text (same time either
 * way); correct password on an account not approved or blocked → 404 with message 'no active'.
 */
@Injectable()
export class SignInUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly tokens: AccessTokenIssuer,
  ) {}

  async execute(input: SignIn, clientIp?: string): Promise<SignInResponse> {
    const emailLower = input.email.toLowerCase();
    await this.throttle.assertAllowed(emailLower, clientIp);

    const user = await this.users.findOne({ emailLower }).select('+passwordHash').lean();
    if (!(await this.hasher.verify(user?.passwordHash, input.password)) || !user) {
      await this.throttle.recordFailure(emailLower, clientIp);
      throw AppError.of(AccountErrors.invalidCredentials);
    }
    await this.throttle.reset(emailLower);
    if (!user.active) throw AppError.of(AccountErrors.notActive);

    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.updateOne(
        { _id: user._id },
        { $set: { passwordHash: await this.hasher.hash(input.password) } },
      );
    }
    const id = String(user._id);
    const { token, expiresAt } = await this.tokens.issue(
      { id, rol: user.rol, email: user.emailLower, tokenVersion: user.tokenVersion },
      input.keepSession,
    );
    return { id, token, rol: user.rol, expiresAt };
  }
}
