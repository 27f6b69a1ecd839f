import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ApiPermission } from '@envios/domain';
import { CommonErrors, type ApiKeyScope } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import type { FastifyRequest } from 'fastify';

export const IS_PUBLIC = 'envios:public';
export const PERMISSION = 'envios:permission';
export const API_SCOPE = 'envios:api-scope';

/** No sign-in needed (a valid token is still read, e.g. to know who wrote a contact message). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only roles the permission matrix (libs/domain) allows for this group of routes. */
export const RequirePermission = (permission: ApiPermission) => SetMetadata(PERMISSION, permission);

/**
 * A route of the public API (/api/v2) that an API key with this scope may call; a key is refused on
 * every route without one (the web session's routes, the keys' own management).
 */
export const ApiScope = (scope: ApiKeyScope) => SetMetadata(API_SCOPE, scope);

export type SessionUser = Omit<CallerIdentity, 'iat'>;
/** The API key a request was made with: which one, what it may do, how often. */
interface RequestApiKey {
  id: string;
  scopes: readonly ApiKeyScope[];
  mode: 'live' | 'test';
  rateLimit: number;
}
export type AuthedRequest = FastifyRequest & { user?: SessionUser; apiKey?: RequestApiKey };

/** The signed-in user (the guard has already refused anonymous calls on non-public routes). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionUser => {
  const user = ctx.switchToHttp().getRequest<AuthedRequest>().user;
  if (!user) throw AppError.of(CommonErrors.unauthorized);
  return user;
});

export const OptionalUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): SessionUser | undefined =>
    ctx.switchToHttp().getRequest<AuthedRequest>().user,
);
