import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthedRequest } from './auth.decorators';

/** Rate limits count per signed-in user, or per client address for anonymous calls. */
@Injectable()
export class UserThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const r = req as unknown as AuthedRequest;
    return r.user ? `user:${r.user.id}` : `ip:${r.ip}`;
  }
}
