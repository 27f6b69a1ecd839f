import { Messages } from '../messages';
import { defineErrors } from './common.errors';

const waitText = (seconds: number) => {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
};

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
    message: (seconds: number) =>
      `Demasiados intentos fallidos. Espera ${waitText(seconds)} e inténtalo de nuevo.`,
  },
  tooManyRecoveryLinks: {
    status: 429,
    code: 'AUTH.TOO_MANY_RECOVERY_LINKS',
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
  clientNotFound: { status: 404, code: 'CLIENT.NOT_FOUND', message: 'El cliente no existe.' },
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
    code: 'CLIENT.USER_ALREADY_ASSIGNED',
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
  autopayNotAllowed: {
    status: 403,
    code: 'AUTH.FORBIDDEN',
    message: 'Tu rol no paga envíos, así que no puede pagar sobrepesos automáticamente.',
  },
  unknownEmail: { status: 404, code: 'RECOVERY.UNKNOWN_EMAIL', message: Messages.recovery.unknownEmail },
  resetLinkInvalid: {
    status: 400,
    code: 'RECOVERY.TOKEN_INVALID',
    message: 'El enlace para restablecer tu contraseña no es válido o ya expiró. Solicita uno nuevo.',
  },
});
