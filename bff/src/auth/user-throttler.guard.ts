import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthedRequest } from './auth.decorators';

/**
 * Rate limits count per signed-in user, or per client address for anonymous calls. A request with an
 * API key has its own limit per key (AuthGuard), announced in its RateLimit-* headers.
 */
@Injectable()
export class UserThrottlerGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (context.switchToHttp().getRequest<AuthedRequest>().apiKey) return true;
    return super.shouldSkip(context);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const r = req as unknown as AuthedRequest;
    return r.user ? `user:${r.user.id}` : `ip:${r.ip}`;
  }
}
