import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PasswordReset } from '../reset-token.schema';

/** Deletes reset links a day after they expire (the local MongoDB-compatible server has no TTL indexes). */
@Injectable()
export class PurgeExpiredResetsUseCase {
  constructor(@InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>) {}

  async execute(): Promise<{ deleted: number }> {
    const { deletedCount } = await this.resets.deleteMany({
      expiresAt: { $lt: new Date(Date.now() - 86_400_000) },
    });
    return { deleted: deletedCount };
  }
}
