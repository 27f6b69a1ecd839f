import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ZodError } from 'zod';
import { ErrorCodes, Headers, Messages, type ApiError } from '@envios/contracts';
import { currentCorrelationId } from '../logging/correlation';
import { AppError } from './app-error';

const byStatus: Record<number, { code: string; message: string }> = {
  400: { code: ErrorCodes.validation, message: Messages.api.validation },
  401: { code: ErrorCodes.unauthorized, message: Messages.api.unauthorized },
  403: { code: ErrorCodes.forbidden, message: Messages.api.forbidden },
  404: { code: ErrorCodes.notFound, message: Messages.api.notFound },
  429: { code: ErrorCodes.rateLimited, message: Messages.api.rateLimited },
  503: { code: ErrorCodes.serviceUnavailable, message: Messages.api.serviceUnavailable },
};

export function zodErrorToApiError(error: ZodError): AppError {
  const details = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  // The first issue's text is the one a form would show; it is Spanish when the schema words it.
  return AppError.badRequest(ErrorCodes.validation, details[0]?.message ?? Messages.api.validation, details);
}

/** Turns anything thrown into the platform's one error body. */
export function toApiError(exception: unknown, path?: string): ApiError {
  if (exception instanceof ZodError) return toApiError(zodErrorToApiError(exception));
  if (exception instanceof AppError) {
    return {
      statusCode: exception.statusCode,
      code: exception.code,
      message: exception.message,
      ...(exception.details ? { details: exception.details } : {}),
    };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    if (statusCode === 404 && exception.constructor.name === 'NotFoundException' && path !== undefined) {
      const body = exception.getResponse();
      // Nest's own "Cannot GET /x" for unknown routes.
      if (typeof body === 'object' && /^Cannot /.test(String((body as { message?: unknown }).message))) {
        return { statusCode, code: ErrorCodes.routeNotFound, message: Messages.api.routeNotFound };
      }
    }
    const known = byStatus[statusCode] ?? {
      code: statusCode >= 500 ? ErrorCodes.internal : 'REQUEST.REJECTED',
      message: statusCode >= 500 ? Messages.api.internal : Messages.api.validation,
    };
    return { statusCode, ...known };
  }
  // Errors of the HTTP layer that reach here unmapped (malformed JSON, payload too large).
  const status =
    (exception as { statusCode?: unknown; status?: unknown })?.statusCode ??
    (exception as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, code: 'REQUEST.MALFORMED', message: Messages.api.validation };
  }
  return { statusCode: 500, code: ErrorCodes.internal, message: Messages.api.internal };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      // Kafka handlers never let errors escape (see Inbox); anything here is a bug worth a log line.
      this.logger.error(exception);
      return;
    }
    const adapter = this.adapterHost.httpAdapter;
    const http = host.switchToHttp();
    const req = http.getRequest<{ id?: unknown }>();
    const res = http.getResponse<unknown>();
    const path = String(adapter.getRequestUrl(req) ?? '').split('?')[0];
    const body = toApiError(exception, path);
    if (body.statusCode >= 500) this.logger.error({ err: exception, path }, 'request failed');
    const correlationId = currentCorrelationId() ?? String(req.id ?? '');
    if (correlationId) adapter.setHeader(res, Headers.correlationId, correlationId);
    adapter.reply(res, { ...body, correlationId: correlationId || undefined }, body.statusCode);
  }
}
