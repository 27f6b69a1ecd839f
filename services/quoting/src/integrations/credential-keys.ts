import { Injectable } from '@nestjs/common';
import type { CredentialDto } from '@envios/contracts';
import type { CarrierConfigMode } from '@envios/domain';
import { PLAIN_KEYS, type Credential } from './credential.schema';
import { isMasked, mask, SecretBox } from './secret-box';

export type StoredKeys = Record<string, string>;

/** Keys as stored (secrets sealed with the SecretBox, `url` in the clear) and as the screen shows them (masked). */
@Injectable()
export class CredentialKeys {
  constructor(private readonly box: SecretBox) {}

  seal(keys: StoredKeys, previous: StoredKeys = {}): StoredKeys {
    // A masked value sent back unchanged keeps the stored secret.
    return Object.fromEntries(
      Object.entries(keys).map(([k, v]) => [
        k,
        isMasked(v) && previous[k] ? previous[k] : this.sealOne(k, v),
      ]),
    );
  }

  open(keys: StoredKeys): StoredKeys {
    return Object.fromEntries(
      Object.entries(keys).map(([k, v]) => [k, PLAIN_KEYS.includes(k) ? v : this.box.open(v)]),
    );
  }

  toDto(c: Credential & { updatedAt: Date }): CredentialDto {
    const keys: CredentialDto['keys'] = {};
    for (const [mode, values] of Object.entries(c.keys ?? {}) as [CarrierConfigMode, StoredKeys][]) {
      keys[mode] = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, PLAIN_KEYS.includes(k) ? v : mask(this.box.open(v))]),
      );
    }
    return { name: c.name, active: c.active, mode: c.mode, keys, updatedAt: c.updatedAt.toISOString() };
  }

  private sealOne(key: string, value: string): string {
    return PLAIN_KEYS.includes(key) ? value : this.box.seal(value);
  }
}
