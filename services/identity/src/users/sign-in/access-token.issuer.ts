import { Inject, Injectable } from '@nestjs/common';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@envios/contracts';
import type { Role } from '@envios/domain';
import { APP_CONFIG } from '@envios/platform';
import type { IdentityConfig } from '../../config';

/** Signs access tokens (EdDSA); a kept session lasts days, otherwise hours. */
@Injectable()
export class AccessTokenIssuer {
  private key?: Promise<CryptoKey>;

  constructor(@Inject(APP_CONFIG) private readonly config: IdentityConfig) {}

  async issue(user: { id: string; rol: Role; email: string; tokenVersion: number }, keepSession: boolean) {
    this.key ??= importPKCS8(this.config.JWT_PRIVATE_KEY, 'EdDSA');
    const lifetimeSeconds = keepSession
      ? this.config.SESSION_LONG_DAYS * 86_400
      : this.config.SESSION_SHORT_HOURS * 3_600;
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ rol: user.rol, email: user.email, tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(await this.key);
    return { token, expiresAt: new Date((now + lifetimeSeconds) * 1000).toISOString() };
  }
}
