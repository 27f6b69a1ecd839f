import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountErrors, PasswordResetSchema, ResetTokenSchema } from '@envios/contracts';
import { AppError, zod } from '@envios/platform';
import { PasswordHasher } from '../../users/password-hasher';
import { TokenVersions } from '../../users/token-versions';
import { User } from '../../users/user.schema';
import { hashResetToken, PasswordReset } from '../reset-token.schema';

const invalidLink = () =>
  AppError.badRequest(
    AccountErrors.resetTokenInvalid,
    'El enlace para restablecer tu contraseña no es válido o ya expiró. Solicita uno nuevo.',
  );

/** POST /password-recovery/:token: sets the new password, burns the link and ends every session. */
@Controller('internal/password-recovery')
export class ResetPasswordController {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    private readonly hasher: PasswordHasher,
    private readonly tokenVersions: TokenVersions,
  ) {}

  @Post(':token')
  @HttpCode(200)
  async reset(@Param('token') token: string, @Body(zod(PasswordResetSchema)) body: { password: string }) {
    if (!ResetTokenSchema.safeParse(token).success) throw invalidLink();
    const id = hashResetToken(token);
    const now = new Date();
    // Burn first, atomically: of two concurrent uses only one matches.
    const burned = await this.resets.updateOne(
      { _id: id, usedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
    );
    if (!burned.modifiedCount) throw invalidLink();
    const reset = await this.resets.findById(id).lean();
    const passwordHash = await this.hasher.hash(body.password);
    await this.users.updateOne({ _id: reset!.userId }, { $set: { passwordHash }, $inc: { tokenVersion: 1 } });
    const user = await this.users.findById(reset!.userId, { tokenVersion: 1 }).lean();
    if (user) await this.tokenVersions.mirror(String(user._id), user.tokenVersion);
    return { updated: true };
  }
}
