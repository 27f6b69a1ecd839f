import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { isAllowed, type ApiPermission } from '@envios/domain';
import { API_KEY_PREFIX, CommonErrors, DeveloperErrors, isApiKey, type ApiKeyScope } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { AccessTokenVerifier } from './access-token.verifier';
import { ApiKeyRateLimiter } from './api-key.rate-limiter';
import { ApiKeyVerifier } from './api-key.verifier';
import { API_SCOPE, IS_PUBLIC, PERMISSION, type AuthedRequest } from './auth.decorators';

/**
 * Every API route needs a valid session unless marked @Public(); routes marked with a permission
 * accept only the roles the matrix in libs/domain lists for it. An API key (`envmx_…`) acts as its
 * owner on the routes of the public API that name one of its scopes, within its requests a second.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: AccessTokenVerifier,
    private readonly keys: ApiKeyVerifier,
    private readonly limiter: ApiKeyRateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    // A key in a URL ends up in logs, proxies and browser history: refused, whatever the route.
    if (req.url.includes(API_KEY_PREFIX)) throw AppError.of(DeveloperErrors.keyInQuery);
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;

    if (token && isApiKey(token)) {
      await this.withKey(context, req, token);
    } else if (token) {
      try {
        req.user = await this.verifier.verify(token);
      } catch (err) {
        // A stale token on a public page is simply ignored.
        if (!isPublic) throw err;
      }
    }
    if (isPublic) return true;
    if (!req.user) throw AppError.of(CommonErrors.unauthorized);

    const permission = this.reflector.getAllAndOverride<ApiPermission | undefined>(PERMISSION, targets);
    if (permission && !isAllowed(req.user.role, permission)) throw AppError.of(CommonErrors.forbidden);
    return true;
  }

  private async withKey(context: ExecutionContext, req: AuthedRequest, token: string) {
    const scope = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(API_SCOPE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const key = await this.keys.verify(token, req.ip);
    if (!scope) throw AppError.of(DeveloperErrors.keyNotForRoute);
    const window = await this.limiter.take(key.id, key.rate_limit);
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    reply.header('RateLimit-Limit', String(window.limit));
    reply.header('RateLimit-Remaining', String(window.remaining));
    reply.header('RateLimit-Reset', String(window.reset));
    if (!window.allowed) {
      reply.header('Retry-After', String(window.reset));
      throw AppError.of(DeveloperErrors.rateLimited, window.reset);
    }
    if (!key.scopes.includes(scope)) throw AppError.of(DeveloperErrors.scopeMissing, scope);
    req.user = {
      id: key.owner.id,
      role: key.owner.role,
      email: key.owner.email,
      ...(key.mode === 'test' ? { test: true } : {}),
    };
    req.apiKey = { id: key.id, scopes: key.scopes, mode: key.mode, rateLimit: key.rate_limit };
  }
}
