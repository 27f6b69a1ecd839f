import { ManagedRedis } from '@envios/platform';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { tokenVersionKey } from '@envios/contracts';
import { User } from './user.schema';

/**
 * The user's token version lives in MongoDB (truth) and is mirrored in Redis, where the BFF checks
 * it on every request: bumping it revokes all older tokens at once.
 */
@Injectable()
export class TokenVersions implements OnApplicationBootstrap {
  private readonly logger = new Logger(TokenVersions.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly redis: ManagedRedis,
  ) {}

  /** Mirrors a version already written to MongoDB. */
  async mirror(userId: string, version: number): Promise<void> {
    await this.redis.set(tokenVersionKey(userId), String(version));
  }

  /** Rebuilds the mirror at start, in case Redis lost it. */
  async onApplicationBootstrap(): Promise<void> {
    const revoked = await this.users.find({ tokenVersion: { $gt: 0 } }, { tokenVersion: 1 }).lean();
    if (!revoked.length) return;
    const pipeline = this.redis.pipeline();
    for (const u of revoked) pipeline.set(tokenVersionKey(String(u._id)), String(u.tokenVersion));
    await pipeline.exec();
    this.logger.log(`mirrored ${revoked.length} token versions to Redis`);
  }
}
