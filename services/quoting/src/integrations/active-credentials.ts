import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CarrierConfigName } from '@envios/domain';
import { CredentialKeys, type StoredKeys } from './credential-keys';
import { Credential, credentialId, PLATFORM_OWNER } from './credential.schema';

const CACHE_MS = 5_000;

/**
 * The decrypted keys of an integration's active mode, for the carrier connectors: the client's own
 * when it has an active one, else the platform's. Cached briefly (a change reaches every replica
 * within CACHE_MS; the replica that made it at once).
 */
@Injectable()
export class ActiveCredentials {
  private readonly cache = new Map<string, { at: number; keys: StoredKeys | null }>();

  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly keys: CredentialKeys,
  ) {}

  async keysFor(name: CarrierConfigName, clientId: string | null): Promise<StoredKeys | null> {
    return (clientId && (await this.keysOf(clientId, name))) || this.keysOf(PLATFORM_OWNER, name);
  }

  forget(owner: string, name: CarrierConfigName): void {
    this.cache.delete(credentialId(owner, name));
  }

  private async keysOf(owner: string, name: CarrierConfigName): Promise<StoredKeys | null> {
    const id = credentialId(owner, name);
    const cached = this.cache.get(id);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.keys;
    const c = await this.credentials.findById(id).lean();
    const stored = c?.active ? c.keys[c.mode] : undefined;
    const keys = stored ? this.keys.open(stored) : null;
    this.cache.set(id, { at: Date.now(), keys });
    return keys;
  }
}
