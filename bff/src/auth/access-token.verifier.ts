import { Inject, Injectable } from '@nestjs/common';
import { importSPKI, jwtVerify, type CryptoKey } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  AccessTokenClaimsSchema,
  AccountErrors,
  tokenVersionKey,
} from '@envios/contracts';
import { APP_CONFIG, AppError, ManagedRedis } from '@envios/platform';
import type { BffConfig } from '../config/config';
import type { SessionUser } from './auth.decorators';

/**
 * Verifies identity's EdDSA tokens locally, then compares the token's version with the one identity
 * mirrors in Redis: a blocked user, a changed password or role make every older token fail at once.
 */
@Injectable()
export class AccessTokenVerifier {
  private key?: Promise<CryptoKey>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: BffConfig,
    private readonly redis: ManagedRedis,
  ) {}

  async verify(token: string): Promise<SessionUser> {
    this.key ??= importSPKI(this.config.JWT_PUBLIC_KEY, 'EdDSA');
    let claims;
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        algorithms: ['EdDSA'],
      });
      claims = AccessTokenClaimsSchema.parse(payload);
    } catch {
      throw AppError.unauthorized();
    }
    const current = Number((await this.redis.get(tokenVersionKey(claims.sub))) ?? 0);
    if (claims.tv !== current) {
      throw AppError.unauthorized('Tu sesión ya no es válida. Inicia sesión de nuevo.', AccountErrors.sessionRevoked);
    }
    return { id: claims.sub, role: claims.rol, email: claims.email };
  }
}
