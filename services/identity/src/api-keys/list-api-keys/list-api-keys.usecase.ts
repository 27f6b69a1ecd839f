import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { ApiKeyDto } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { toApiKeyDto } from '../api-key.mapper';
import { ApiKey, type ApiKeyRecord } from '../api-key.schema';

/** Keys a list shows at most (an account holds 20 active; revoked ones are history). */
const LIST_MAX = 200;

/**
 * GET /api-keys: a client sees its own keys; the superadmin and the admin (who only reads) every
 * account's, newest first. Never a secret.
 */
@Injectable()
export class ListApiKeysUseCase {
  constructor(@InjectModel(ApiKey.name) private readonly keys: Model<ApiKey>) {}

  async execute(caller: CallerIdentity): Promise<{ docs: ApiKeyDto[] }> {
    const everyone = caller.role === 'superadmin' || caller.role === 'admin';
    const filter = everyone ? {} : { owner: new Types.ObjectId(caller.id) };
    const keys = await this.keys.find(filter).sort({ createdAt: -1 }).limit(LIST_MAX).lean<ApiKeyRecord[]>();
    return { docs: keys.map(toApiKeyDto) };
  }
}
