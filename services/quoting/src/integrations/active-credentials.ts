import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CarrierConfigName } from '@envios/domain';
import { CredentialKeys, type StoredKeys } from './credential-keys';
import { Credential } from './credential.schema';

const CACHE_MS = 5_000;

/**
 * The decrypted keys of an integration's active mode, for the carrier connectors; cached briefly
 * (a change reaches every replica within CACHE_MS; the replica that made it at once).
 */
@Injectable()
export class ActiveCredentials {
  private readonly cache = new Map<CarrierConfigName, { at: number; keys: StoredKeys | null }>();

  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly keys: CredentialKeys,
  ) {}

  async keysOf(name: CarrierConfigName): Promise<StoredKeys | null> {
    const cached = this.cache.get(name);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.keys;
    const c = await this.credentials.findById(name).lean();
    const stored = c?.active ? c.keys[c.mode] : undefined;
    const keys = stored ? this.keys.open(stored) : null;
    this.cache.set(name, { at: Date.now(), keys });
    return keys;
  }

  forget(name: CarrierConfigName): void {
    this.cache.delete(name);
  }
}
