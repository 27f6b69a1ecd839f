import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { userNotFound } from '../../users/user-scope';
import { User } from '../../users/user.schema';

/**
 * PUT /users/{id}/api-rate-limit: the requests a second each of this account's API keys may make
 * (null: the portal's default). The superadmin's (the BFF checks); keys see it within a second.
 */
@Injectable()
export class SetApiRateLimitUseCase {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async execute(id: string, limit: number | null): Promise<{ api_rate_limit: number | null }> {
    const changed = isValidObjectId(id)
      ? await this.users.updateOne({ _id: id }, { $set: { apiRateLimit: limit } })
      : { matchedCount: 0 };
    if (!changed.matchedCount) throw userNotFound();
    return { api_rate_limit: limit };
  }
}
