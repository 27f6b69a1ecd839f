import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DeveloperErrors, type ApiKeyDto } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { toApiKeyDto } from '../api-key.mapper';
import { ApiKey, type ApiKeyRecord } from '../api-key.schema';

/**
 * DELETE /api-keys/{id}: the owner revokes its key (the superadmin any key). Revoking twice answers
 * the key as revoked the first time. Every BFF replica refuses it within a second (it holds a
 * verified key at most that long).
 */
@Injectable()
export class RevokeApiKeyUseCase {
  constructor(@InjectModel(ApiKey.name) private readonly keys: Model<ApiKey>) {}

  async execute(caller: CallerIdentity, id: string): Promise<ApiKeyDto> {
    const key = await this.keys.findById(id).lean<ApiKeyRecord>();
    // Someone else's key is as unknown as a key that does not exist.
    if (!key || (caller.role !== 'superadmin' && String(key.owner) !== caller.id))
      throw AppError.of(DeveloperErrors.keyNotFound);
    if (key.revokedAt) return toApiKeyDto(key);
    const revoked = await this.keys
      .findOneAndUpdate({ _id: key._id, revokedAt: null }, { $set: { revokedAt: new Date() } }, { new: true })
      .lean<ApiKeyRecord>();
    return toApiKeyDto(revoked ?? (await this.keys.findById(id).lean<ApiKeyRecord>())!);
  }
}
