import { MAX_ACTIVE_API_KEYS } from '../api/developers.api';
import { defineErrors } from './common.errors';

/** API keys, idempotency and rate limits of the public API (issue 26). */
export const DeveloperErrors = defineErrors({
  keyInvalid: {
    status: 401,
    code: 'API_KEY.INVALID',
    message: 'La clave de API no es válida o fue revocada.',
  },
  keyInQuery: {
    status: 400,
    code: 'API_KEY.IN_QUERY',
    message: 'Envía la clave de API en el encabezado Authorization (Bearer), nunca en la URL.',
  },
  keyNotForRoute: {
    status: 403,
    code: 'API_KEY.NOT_FOR_ROUTE',
    message: 'Las claves de API sirven para /api/v2; esta ruta es de la sesión web.',
  },
  scopeMissing: {
    status: 403,
    code: 'API_KEY.SCOPE_MISSING',
    message: (scope: string) => `Esta clave de API no tiene el permiso «${scope}».`,
  },
  keyNotFound: { status: 404, code: 'API_KEY.NOT_FOUND', message: 'La clave de API no existe.' },
  tooManyKeys: {
    status: 409,
    code: 'API_KEY.TOO_MANY',
    message: `Una cuenta puede tener como máximo ${MAX_ACTIVE_API_KEYS} claves activas. Revoca alguna antes de crear otra.`,
  },
  modeMismatch: {
    status: 422,
    code: 'API_KEY.MODE_MISMATCH',
    message:
      'Lo creado con una clave de prueba solo se usa con claves de prueba, y lo real solo con claves live.',
  },
  testOnly: {
    status: 403,
    code: 'API_KEY.TEST_ONLY',
    message: 'Solo una clave de prueba (envmx_test_) recarga el saldo de prueba.',
  },
  idempotencyKeyRequired: {
    status: 400,
    code: 'IDEMPOTENCY.KEY_REQUIRED',
    message: 'Esta operación necesita el encabezado Idempotency-Key (de 1 a 255 caracteres).',
  },
  idempotencyKeyInvalid: {
    status: 400,
    code: 'IDEMPOTENCY.KEY_INVALID',
    message: 'El encabezado Idempotency-Key debe tener de 1 a 255 caracteres visibles.',
  },
  idempotencyKeyReused: {
    status: 422,
    code: 'IDEMPOTENCY.KEY_REUSED',
    message: 'Esta Idempotency-Key ya se usó con otra solicitud; usa una nueva para una operación distinta.',
  },
  idempotencyInProgress: {
    status: 409,
    code: 'IDEMPOTENCY.IN_PROGRESS',
    message: 'La solicitud con esta Idempotency-Key sigue en curso; reinténtala en unos segundos.',
  },
  rateLimited: {
    status: 429,
    code: 'RATE_LIMIT.EXCEEDED',
    message: (seconds: number) =>
      `Demasiadas solicitudes con esta clave. Espera ${seconds === 1 ? '1 segundo' : `${seconds} segundos`}.`,
  },
  labelOtherFormat: {
    status: 409,
    code: 'LABEL.OTHER_FORMAT',
    message: (format: string) =>
      `La guía se generó en formato ${format}; pídela sin format o en ese formato. El formato de las guías siguientes se elige con PUT /api/v2/settings/label-format.`,
  },
  noRateForRule: {
    status: 422,
    code: 'RATE.NONE_FOR_RULE',
    message:
      'Ninguna paquetería ofrece un servicio para este envío; revisa los códigos postales y las medidas.',
  },
});
