import {
  createParamDecorator,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { CommonErrors } from '@envios/contracts';
import { APP_CONFIG, type BaseConfig } from '../config/config';
import { AppError } from '../errors/app-error';
import { InternalHeaders, safeEqual, verifyCaller, type CallerIdentity } from './caller';

/** What the guard reads of a request, whichever HTTP adapter serves it. */
type InternalRequest = {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  caller?: CallerIdentity;
};

const header = (req: InternalRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Guards every service route under /internal: the BFF's service token is required, and a signed
 * caller identity, when present, is verified and attached to the request.
 */
@Injectable()
export class InternalAuthGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: BaseConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<InternalRequest>();
    if (!req.url.startsWith('/internal')) return true;
    const token = header(req, InternalHeaders.serviceToken);
    if (!token || !safeEqual(token, this.config.INTERNAL_SERVICE_TOKEN)) {
      throw AppError.of(CommonErrors.internalAuth);
    }
    const payload = header(req, InternalHeaders.caller);
    if (payload) {
      const caller = verifyCaller(
        payload,
        header(req, InternalHeaders.callerSignature),
        this.config.INTERNAL_SIGNING_KEY,
      );
      if (!caller) throw AppError.of(CommonErrors.internalCaller);
      req.caller = caller;
    }
    return true;
  }
}

/** The verified caller; routes using it refuse anonymous internal calls with 401. */
export const Caller = createParamDecorator((_: unknown, ctx: ExecutionContext): CallerIdentity => {
  const caller = ctx.switchToHttp().getRequest<InternalRequest>().caller;
  if (!caller) throw AppError.of(CommonErrors.unauthorized);
  return caller;
});

/** The verified caller, or undefined for anonymous calls (sign-up, sign-in, public lookups). */
export const OptionalCaller = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): CallerIdentity | undefined =>
    ctx.switchToHttp().getRequest<InternalRequest>().caller,
);
