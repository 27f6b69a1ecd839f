import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { APP_CONFIG } from '@envios/platform';
import type { IdentityConfig } from '../config';

/** argon2id with the configured cost (see bench/signin for the figures behind the defaults). */
@Injectable()
export class PasswordHasher {
  private readonly options: argon2.Options & { raw?: false };
  /** Verified against when the e-mail is unknown, so both failures take the same time. */
  private dummyHash?: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: IdentityConfig) {
    this.options = {
      type: argon2.argon2id,
      memoryCost: config.ARGON2_MEMORY_KIB,
      timeCost: config.ARGON2_TIME_COST,
      parallelism: config.ARGON2_PARALLELISM,
    };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash('not-a-real-password');
      await argon2.verify(await this.dummyHash, password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** True when a stored hash was made with other parameters than today's. */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, this.options);
  }
}
