import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountErrors, ResetTokenSchema } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { PasswordHasher } from '../../users/password-hasher';
import { TokenVersions } from '../../users/token-versions';
import { User } from '../../users/user.schema';
import { hashResetToken, PasswordReset } from '../reset-token.schema';

/** POST /password-recovery/:token: sets the new password, burns the link and ends every session. */
@Injectable()
export class ResetPasswordUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>,
    private readonly hasher: PasswordHasher,
    private readonly tokenVersions: TokenVersions,
  ) {}

  async execute(token: string, password: string): Promise<{ updated: true }> {
    if (!ResetTokenSchema.safeParse(token).success) throw AppError.of(AccountErrors.resetLinkInvalid);
    const id = hashResetToken(token);
    const now = new Date();
    // Burn first, atomically: of two concurrent uses only one matches.
    const burned = await this.resets.updateOne(
      { _id: id, usedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
    );
    if (!burned.modifiedCount) throw AppError.of(AccountErrors.resetLinkInvalid);
    const reset = await this.resets.findById(id).lean();
    const passwordHash = await this.hasher.hash(password);
    await this.users.updateOne({ _id: reset!.userId }, { $set: { passwordHash }, $inc: { tokenVersion: 1 } });
    const user = await this.users.findById(reset!.userId, { tokenVersion: 1 }).lean();
    if (user) await this.tokenVersions.mirror(String(user._id), user.tokenVersion);
    return { updated: true };
  }
}
