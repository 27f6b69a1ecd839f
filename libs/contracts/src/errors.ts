import { z } from 'zod';
import { Messages } from './messages';

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

/** Errors any route can answer with. */
export const CommonErrors = defineErrors({
  validation: { status: 400, code: 'REQUEST.VALIDATION_FAILED', message: Messages.api.validation },
  /** The HTTP layer refused the request itself (malformed JSON and the like). */
  malformed: { status: 400, code: 'REQUEST.MALFORMED', message: Messages.api.validation },
  rejected: { status: 400, code: 'REQUEST.REJECTED', message: Messages.api.validation },
  unauthorized: { status: 401, code: 'AUTH.UNAUTHORIZED', message: Messages.api.unauthorized },
  forbidden: { status: 403, code: 'AUTH.FORBIDDEN', message: Messages.api.forbidden },
  notFound: { status: 404, code: 'RESOURCE.NOT_FOUND', message: Messages.api.notFound },
  routeNotFound: { status: 404, code: 'ROUTE.NOT_FOUND', message: Messages.api.routeNotFound },
  rateLimited: { status: 429, code: 'REQUEST.RATE_LIMITED', message: Messages.api.rateLimited },
  internal: { status: 500, code: 'INTERNAL.ERROR', message: Messages.api.internal },
  /** A service behind the BFF answered with something that is not our error body. */
  badGateway: { status: 502, code: 'SERVICE.UNAVAILABLE', message: Messages.api.serviceUnavailable },
  serviceUnavailable: { status: 503, code: 'SERVICE.UNAVAILABLE', message: Messages.api.serviceUnavailable },
  /** Internal routes: the service token or the caller's signature is missing or wrong. */
  internalAuth: { status: 401, code: 'INTERNAL.AUTH_FAILED', message: 'Service token missing or invalid' },
  internalCaller: { status: 401, code: 'INTERNAL.AUTH_FAILED', message: 'Caller identity signature invalid' },
});

/** The accounts area (identity service). */
export const AccountErrors = defineErrors({
  invalidCredentials: {
    status: 404,
    code: 'AUTH.INVALID_CREDENTIALS',
    message: Messages.login.invalidCredentials,
  },
  /** The spec's 404 with message 'no active' for accounts not approved yet (or blocked). */
  notActive: { status: 404, code: 'AUTH.NOT_ACTIVE', message: Messages.login.notActiveCode },
  tooManyAttempts: {
    status: 429,
    code: 'AUTH.TOO_MANY_ATTEMPTS',
    message: (minutes: number) =>
      `Demasiados intentos fallidos. Espera ${minutes} minutos e inténtalo de nuevo.`,
  },
  tooManyRecoveryLinks: {
    status: 429,
    code: 'AUTH.TOO_MANY_ATTEMPTS',
    message: 'Ya enviamos varios enlaces. Revisa tu correo o inténtalo más tarde.',
  },
  sessionRevoked: {
    status: 401,
    code: 'AUTH.SESSION_REVOKED',
    message: 'Tu sesión ya no es válida. Inicia sesión de nuevo.',
  },
  emailTaken: {
    status: 409,
    code: 'USER.EMAIL_TAKEN',
    message: 'Ya existe una cuenta registrada con ese correo electrónico.',
  },
  userNotFound: { status: 404, code: 'USER.NOT_FOUND', message: 'El usuario no existe.' },
  tariffNotFound: { status: 400, code: 'TARIFF.NOT_FOUND', message: 'Selecciona un tipo de usuario válido.' },
  onlyOwnTariff: {
    status: 403,
    code: 'AUTH.FORBIDDEN',
    message: 'Solo puedes asignar tu propia tarifa a tus usuarios.',
  },
  onlySuperadminChangesRole: {
    status: 403,
    code: 'AUTH.FORBIDDEN',
    message: 'Solo un superadministrador puede cambiar el rol.',
  },
  onlySuperadminChangesTariff: {
    status: 403,
    code: 'AUTH.FORBIDDEN',
    message: 'Solo un superadministrador puede cambiar la tarifa.',
  },
  cannotChangeOwnStatus: {
    status: 409,
    code: 'USER.CANNOT_MODIFY_SELF',
    message: 'No puedes cambiar el estatus de tu propia cuenta.',
  },
  cannotChangeOwnRole: {
    status: 409,
    code: 'USER.CANNOT_MODIFY_SELF',
    message: 'No puedes cambiar el rol de tu propia cuenta.',
  },
  clientNotFound: { status: 404, code: 'USER.NOT_FOUND', message: 'El cliente no existe.' },
  notAClient: {
    status: 409,
    code: 'CLIENT.NOT_A_CLIENT',
    message: 'La cuenta seleccionada no es un cliente.',
  },
  onlyOperativeAssignable: {
    status: 409,
    code: 'CLIENT.USER_NOT_ASSIGNABLE',
    message: 'Solo se pueden asignar cuentas con rol Operativo.',
  },
  alreadyAssigned: {
    status: 409,
    code: 'CLIENT.USER_NOT_ASSIGNABLE',
    message: 'El usuario ya está asignado a un cliente.',
  },
  notAssigned: {
    status: 409,
    code: 'CLIENT.USER_NOT_ASSIGNED',
    message: 'El usuario no está asignado a ningún cliente.',
  },
  noLongerAssigned: {
    status: 409,
    code: 'CLIENT.USER_NOT_ASSIGNED',
    message: 'El usuario ya no está asignado a ese cliente.',
  },
  unknownEmail: { status: 404, code: 'RECOVERY.UNKNOWN_EMAIL', message: Messages.recovery.unknownEmail },
  resetLinkInvalid: {
    status: 400,
    code: 'RECOVERY.TOKEN_INVALID',
    message: 'El enlace para restablecer tu contraseña no es válido o ya expiró. Solicita uno nuevo.',
  },
});

/** The quoting area: postal codes, addresses, profiles, integrations and quotes. */
export const QuotingErrors = defineErrors({
  /** A code looked up by itself does not exist. */
  postalCodeNotFound: { status: 404, code: 'POSTAL.NOT_FOUND', message: 'El código postal no existe.' },
  /** A code inside a request body (an address, a quote) does not exist: the body is invalid. */
  postalCodeUnknown: {
    status: 400,
    code: 'POSTAL.UNKNOWN',
    message: (side?: string) =>
      side ? `El código postal de ${side} no existe.` : 'El código postal no existe.',
  },
  onlyMexico: {
    status: 400,
    code: 'REQUEST.VALIDATION_FAILED',
    message: 'Solo se admiten códigos postales de México.',
  },
  colonyMismatch: {
    status: 400,
    code: 'ADDRESS.COLONY_MISMATCH',
    message: 'La colonia no corresponde al código postal.',
  },
  addressNotFound: { status: 404, code: 'ADDRESS.NOT_FOUND', message: 'La dirección no existe.' },
  profileNotFound: { status: 404, code: 'PROFILE.NOT_FOUND', message: 'El perfil de paquete no existe.' },
  onlyOwnRecords: {
    status: 403,
    code: 'AUTH.FORBIDDEN',
    message: 'Solo puedes consultar tus propios registros.',
  },
  carrierConfigUnknown: {
    status: 404,
    code: 'CREDENTIAL.NOT_FOUND',
    message: (name: string) => `No existe la paquetería ${name}.`,
  },
  credentialNotFound: {
    status: 404,
    code: 'CREDENTIAL.NOT_FOUND',
    message: (name: string) => `No existe una configuración para ${name}.`,
  },
  credentialExists: {
    status: 409,
    code: 'CREDENTIAL.EXISTS',
    message: (name: string) => `Ya existe una configuración para ${name}. Edítala.`,
  },
  credentialNameMismatch: {
    status: 400,
    code: 'CREDENTIAL.NAME_MISMATCH',
    message: 'La paquetería no coincide con la configuración.',
  },
  quoteSignatureInvalid: {
    status: 400,
    code: 'QUOTE.SIGNATURE_INVALID',
    message: 'La cotización no es válida. Cotiza de nuevo.',
  },
  quoteExpired: {
    status: 410,
    code: 'QUOTE.EXPIRED',
    message: 'La cotización expiró. Cotiza de nuevo para ver precios vigentes.',
  },
});
