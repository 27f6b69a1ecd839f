import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import {
  API_KEY_PREFIX,
  DeveloperErrors,
  MAX_ACTIVE_API_KEYS,
  type CreateApiKey,
  type CreatedApiKey,
} from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { userNotFound } from '../../users/user-scope';
import { User } from '../../users/user.schema';
import { toApiKeyDto } from '../api-key.mapper';
import { ApiKey, type ApiKeyRecord } from '../api-key.schema';

/** The SHA-256 a key is stored and looked up by. */
const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * POST /api-keys: a new key for the caller's own account, answered once with its secret
 * (`envmx_<mode>_` and 43 characters of 256 random bits); only its hash is kept.
 */
@Injectable()
export class CreateApiKeyUseCase {
  constructor(
    @InjectModel(ApiKey.name) private readonly keys: Model<ApiKey>,
    @InjectModel(User.name) private readonly users: Model<User>,
  ) {}

  async execute(caller: CallerIdentity, body: CreateApiKey): Promise<CreatedApiKey> {
    const owner = await this.users.findById(caller.id, { email: 1 }).lean();
    if (!owner) throw userNotFound();
    const active = await this.keys.countDocuments({ owner: new Types.ObjectId(caller.id), revokedAt: null });
    if (active >= MAX_ACTIVE_API_KEYS) throw AppError.of(DeveloperErrors.tooManyKeys);

    const key = `${API_KEY_PREFIX}${body.mode}_${randomBytes(32).toString('base64url')}`;
    const created = await this.keys.create({
      owner: new Types.ObjectId(caller.id),
      ownerEmail: owner.email,
      name: body.name,
      scopes: body.scopes,
      mode: body.mode,
      prefix: key.slice(0, API_KEY_PREFIX.length + body.mode.length + 5),
      hash: apiKeyHash(key),
    });
    return { ...toApiKeyDto(created.toObject<ApiKeyRecord>()), key };
  }
}
