import {
  ArgumentsHost,
  Catch,
  HttpException,
  Inject,
  Logger,
  Optional,
  type ExceptionFilter,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ZodError } from 'zod';
import { CommonErrors, Headers, type ApiError, type ErrorEntry } from '@envios/contracts';
import { currentCorrelationId } from '../logging/correlation';
import { AppError } from './app-error';
import { isTransient } from './transient';

/** What a 503 for a store out of reach asks the caller to wait: about a restart's time. */
const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

/**
 * Nest's own HTTP exceptions, by status, in our words. Our validation throws AppError or ZodError, so
 * a bare 400 comes from the HTTP layer: a body that is not valid JSON, a poisoned key.
 */
const byStatus: Record<number, ErrorEntry> = {
  400: CommonErrors.malformed,
  401: CommonErrors.unauthorized,
  403: CommonErrors.forbidden,
  404: CommonErrors.notFound,
  413: CommonErrors.payloadTooLarge,
  415: CommonErrors.unsupportedMediaType,
  429: CommonErrors.rateLimited,
  503: CommonErrors.serviceUnavailable,
};

const body = (entry: ErrorEntry, statusCode = entry.status): ApiError => ({
  statusCode,
  code: entry.code,
  message: entry.message as string,
});

export function zodErrorToApiError(error: ZodError): AppError {
  const details = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  // The first issue's text is the one a form would show; it is Spanish when the schema words it.
  const { status, code, message } = CommonErrors.validation;
  return new AppError(status, code, details[0]?.message ?? message, details);
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
      const response = exception.getResponse();
      // Nest's own "Cannot GET /x" for unknown routes.
      if (
        typeof response === 'object' &&
        /^Cannot /.test(String((response as { message?: unknown }).message))
      ) {
        return body(CommonErrors.routeNotFound);
      }
    }
    return body(
      byStatus[statusCode] ?? (statusCode >= 500 ? CommonErrors.internal : CommonErrors.rejected),
      statusCode,
    );
  }
  // Errors of the HTTP layer that reach here unmapped (malformed JSON, payload too large).
  const status =
    (exception as { statusCode?: unknown; status?: unknown })?.statusCode ??
    (exception as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return body(byStatus[status] ?? CommonErrors.malformed, status);
  }
  // A store or the broker out of reach for a moment (a restart, a failover): not the request's
  // fault, and worth trying again soon — 503 with Retry-After, not 500.
  if (isTransient(exception)) {
    return {
      ...body(CommonErrors.serviceUnavailable),
      details: [{ path: 'retryAfterSeconds', message: String(RETRY_AFTER_UNAVAILABLE_SECONDS) }],
    };
  }
  return body(CommonErrors.internal);
}

/**
 * An app's choice of the language of an error's message for a request (the BFF's public API answers
 * English to `Accept-Language: en`): the request's URL and headers, and the error as it would go.
 */
export const ERROR_LANGUAGE = Symbol('ERROR_LANGUAGE');
export type ErrorLanguage = (
  req: { url: string; headers: Record<string, string | string[] | undefined> },
  error: ApiError,
) => ApiError;

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Optional() @Inject(ERROR_LANGUAGE) private readonly language?: ErrorLanguage,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      // Kafka handlers never let errors escape (see Inbox); anything here is a bug worth a log line.
      this.logger.error(exception);
      return;
    }
    const adapter = this.adapterHost.httpAdapter;
    const http = host.switchToHttp();
    const req = http.getRequest<{ id?: unknown; headers?: Record<string, string | string[] | undefined> }>();
    const res = http.getResponse<unknown>();
    const url = String(adapter.getRequestUrl(req) ?? '');
    const path = url.split('?')[0];
    const plain = toApiError(exception, path);
    const body = this.language ? this.language({ url, headers: req.headers ?? {} }, plain) : plain;
    if (body.statusCode >= 500) this.logger.error({ err: exception, path }, 'request failed');
    const correlationId = currentCorrelationId() ?? String(req.id ?? '');
    if (correlationId) adapter.setHeader(res, Headers.correlationId, correlationId);
    // An error that says when to try again (a payment in progress) says it as HTTP does too.
    const retryAfter = body.details?.find((d) => d.path === 'retryAfterSeconds')?.message;
    if (retryAfter && /^\d+$/.test(retryAfter)) adapter.setHeader(res, 'Retry-After', retryAfter);
    adapter.reply(res, { ...body, correlationId: correlationId || undefined }, body.statusCode);
  }
}
