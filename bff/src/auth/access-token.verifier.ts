import { Inject, Injectable } from '@nestjs/common';
import { importSPKI, jwtVerify, type CryptoKey } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  AccessTokenClaimsSchema,
  AccountErrors,
  CommonErrors,
  tokenVersionKey,
  type AccessTokenClaims,
} from '@envios/contracts';
import { APP_CONFIG, AppError, ManagedRedis } from '@envios/platform';
import type { BffConfig } from '../config/config';
import type { SessionUser } from './auth.decorators';

/** Tokens whose signature this replica has checked; a busy portal has a few thousand live ones. */
const VERIFIED_MAX = 10_000;

/**
 * Verifies identity's EdDSA tokens locally, then compares the token's version with the one identity
 * mirrors in Redis: a blocked user, a changed password or role make every older token fail at once.
 * A token's signature is checked once: the same string verifies the same way until it expires, so
 * later requests with it only check the expiry and the version (which is what revokes it).
 */
@Injectable()
export class AccessTokenVerifier {
  private key?: Promise<CryptoKey>;
  private readonly verified = new Map<string, AccessTokenClaims>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: BffConfig,
    private readonly redis: ManagedRedis,
  ) {}

  async verify(token: string): Promise<SessionUser> {
    let claims = this.verified.get(token);
    if (!claims || claims.exp * 1000 <= Date.now()) {
      this.verified.delete(token);
      claims = await this.verifySignature(token);
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, claims);
    }
    const current = Number((await this.redis.get(tokenVersionKey(claims.sub))) ?? 0);
    if (claims.tv !== current) {
      throw AppError.of(AccountErrors.sessionRevoked);
    }
    return { id: claims.sub, role: claims.rol, email: claims.email };
  }

  private async verifySignature(token: string): Promise<AccessTokenClaims> {
    this.key ??= importSPKI(this.config.JWT_PUBLIC_KEY, 'EdDSA');
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        algorithms: ['EdDSA'],
      });
      return AccessTokenClaimsSchema.parse(payload);
    } catch {
      throw AppError.of(CommonErrors.unauthorized);
    }
  }
}
