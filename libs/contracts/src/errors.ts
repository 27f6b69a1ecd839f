import { z } from 'zod';

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

/** Stable error codes; they cross process boundaries where `instanceof` cannot. */
export const ErrorCodes = {
  validation: 'REQUEST.VALIDATION_FAILED',
  notFound: 'RESOURCE.NOT_FOUND',
  routeNotFound: 'ROUTE.NOT_FOUND',
  unauthorized: 'AUTH.UNAUTHORIZED',
  forbidden: 'AUTH.FORBIDDEN',
  rateLimited: 'REQUEST.RATE_LIMITED',
  internal: 'INTERNAL.ERROR',
  serviceUnavailable: 'SERVICE.UNAVAILABLE',
  internalAuth: 'INTERNAL.AUTH_FAILED',
} as const;
