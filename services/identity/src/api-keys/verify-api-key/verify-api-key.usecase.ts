import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { VerifiedApiKey } from '@envios/contracts';
import { APP_CONFIG } from '@envios/platform';
import type { IdentityConfig } from '../../config';
import { User } from '../../users/user.schema';
import { ApiKey, type ApiKeyRecord } from '../api-key.schema';

/** A key's last use is written at most this often (the BFF asks about a busy key every second). */
const LAST_USE_EVERY_MS = 60_000;

/**
 * The BFF asks whether a key (by its hash) is live: not revoked, its owner active. It answers the
 * owner's current role, so a blocked owner or a changed role takes effect on the key as on a session,
 * and notes the key's last use (time and address).
 */
@Injectable()
export class VerifyApiKeyUseCase {
  constructor(
    @InjectModel(ApiKey.name) private readonly keys: Model<ApiKey>,
    @InjectModel(User.name) private readonly users: Model<User>,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async execute(hash: string, ip: string | undefined): Promise<VerifiedApiKey> {
    const key = await this.keys.findOne({ hash }).lean<ApiKeyRecord>();
    if (!key || key.revokedAt) return { valid: false, key: null };
    const owner = await this.users
      .findById(key.owner, { rol: 1, email: 1, active: 1, apiRateLimit: 1 })
      .lean();
    if (!owner?.active) return { valid: false, key: null };

    const now = new Date();
    if (
      !key.lastUsedAt ||
      now.getTime() - key.lastUsedAt.getTime() >= LAST_USE_EVERY_MS ||
      key.lastUsedIp !== (ip ?? null)
    )
      await this.keys.updateOne({ _id: key._id }, { $set: { lastUsedAt: now, lastUsedIp: ip ?? null } });

    return {
      valid: true,
      key: {
        id: String(key._id),
        scopes: key.scopes,
        mode: key.mode,
        rate_limit: owner.apiRateLimit ?? this.config.API_RATE_LIMIT_PER_SECOND,
        owner: { id: String(key.owner), role: owner.rol, email: owner.email },
      },
    };
  }
}
