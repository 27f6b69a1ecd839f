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

/** Error codes of the accounts area (identity service). */
export const AccountErrors = {
  invalidCredentials: 'AUTH.INVALID_CREDENTIALS',
  notActive: 'AUTH.NOT_ACTIVE',
  tooManyAttempts: 'AUTH.TOO_MANY_ATTEMPTS',
  sessionRevoked: 'AUTH.SESSION_REVOKED',
  emailTaken: 'USER.EMAIL_TAKEN',
  userNotFound: 'USER.NOT_FOUND',
  tariffNotFound: 'TARIFF.NOT_FOUND',
  cannotModifySelf: 'USER.CANNOT_MODIFY_SELF',
  notAClient: 'CLIENT.NOT_A_CLIENT',
  userNotAssignable: 'CLIENT.USER_NOT_ASSIGNABLE',
  userNotAssigned: 'CLIENT.USER_NOT_ASSIGNED',
  unknownEmail: 'RECOVERY.UNKNOWN_EMAIL',
  resetTokenInvalid: 'RECOVERY.TOKEN_INVALID',
} as const;

/** Error codes of the quoting area. */
export const QuotingErrors = {
  postalCodeNotFound: 'POSTAL.NOT_FOUND',
  colonyMismatch: 'ADDRESS.COLONY_MISMATCH',
  addressNotFound: 'ADDRESS.NOT_FOUND',
  profileNotFound: 'PROFILE.NOT_FOUND',
  credentialNotFound: 'CREDENTIAL.NOT_FOUND',
  credentialExists: 'CREDENTIAL.EXISTS',
  quoteSignatureInvalid: 'QUOTE.SIGNATURE_INVALID',
  quoteExpired: 'QUOTE.EXPIRED',
  noCarrierAvailable: 'QUOTE.NO_CARRIER_AVAILABLE',
} as const;
