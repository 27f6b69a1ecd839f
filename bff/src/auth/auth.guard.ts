import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isAllowed, type ApiPermission } from '@envios/domain';
import { CommonErrors } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { AccessTokenVerifier } from './access-token.verifier';
import { IS_PUBLIC, PERMISSION, type AuthedRequest } from './auth.decorators';

/**
 * Every API route needs a valid session unless marked @Public(); routes marked with a permission
 * accept only the roles the matrix in libs/domain lists for it.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: AccessTokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;

    if (token) {
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
}
