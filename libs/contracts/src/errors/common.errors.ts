import { z } from 'zod';
import { Messages } from '../messages';

/** The one error body every app answers with. `message` is Spanish and user-facing. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  code: z.string().min(1),
  message: z.string(),
  correlationId: z.string().optional(),
  /** Field-level problems for validation errors: path → Spanish message. */
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * One error a part of the system answers with: its HTTP status, a stable code (codes cross process
 * boundaries where `instanceof` cannot) and the Spanish message, or a function that words it from
 * the specifics. Services throw `AppError.of(entry, ...args)`.
 */
export interface ErrorEntry<A extends unknown[] = []> {
  readonly status: number;
  readonly code: string;
  readonly message: string | ((...args: A) => string);
}

/** An area's error table (`{name: {status, code, message}}`), frozen. */
export function defineErrors<T extends Record<string, ErrorEntry<any>>>(table: T): Readonly<T> {
  return Object.freeze(table);
}

/** The message of an entry, worded with its arguments. */
export function errorMessage<A extends unknown[]>(entry: ErrorEntry<A>, ...args: A): string {
  return typeof entry.message === 'function' ? entry.message(...args) : entry.message;
}

/** The largest JSON body an app accepts (the BFF and every service). */
export const MAX_BODY_KIB = 100;

/** Errors any route can answer with. */
export const CommonErrors = defineErrors({
  validation: { status: 400, code: 'REQUEST.VALIDATION_FAILED', message: Messages.api.validation },
  /** The HTTP layer refused the request itself (malformed JSON and the like). */
  malformed: { status: 400, code: 'REQUEST.MALFORMED', message: Messages.api.validation },
  rejected: { status: 400, code: 'REQUEST.REJECTED', message: Messages.api.validation },
  payloadTooLarge: {
    status: 413,
    code: 'REQUEST.TOO_LARGE',
    message: `La solicitud es demasiado grande: el máximo es ${MAX_BODY_KIB} KB.`,
  },
  unsupportedMediaType: {
    status: 415,
    code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
    message: 'El contenido debe enviarse como JSON (application/json).',
  },
  unauthorized: { status: 401, code: 'AUTH.UNAUTHORIZED', message: Messages.api.unauthorized },
  forbidden: { status: 403, code: 'AUTH.FORBIDDEN', message: Messages.api.forbidden },
  notFound: { status: 404, code: 'RESOURCE.NOT_FOUND', message: Messages.api.notFound },
  routeNotFound: { status: 404, code: 'ROUTE.NOT_FOUND', message: Messages.api.routeNotFound },
  rateLimited: { status: 429, code: 'REQUEST.RATE_LIMITED', message: Messages.api.rateLimited },
  internal: { status: 500, code: 'INTERNAL.ERROR', message: Messages.api.internal },
  /** A service behind the BFF answered with something that is not our error body. */
  badGateway: { status: 502, code: 'SERVICE.BAD_GATEWAY', message: Messages.api.serviceUnavailable },
  serviceUnavailable: { status: 503, code: 'SERVICE.UNAVAILABLE', message: Messages.api.serviceUnavailable },
  /** Internal routes: the service token or the caller's signature is missing or wrong. */
  internalAuth: { status: 401, code: 'INTERNAL.AUTH_FAILED', message: 'Service token missing or invalid' },
  internalCaller: {
    status: 401,
    code: 'INTERNAL.CALLER_INVALID',
    message: 'Caller identity signature invalid',
  },
});
