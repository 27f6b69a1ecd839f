import { ErrorCodes, Messages } from '@envios/contracts';

/**
 * An error with a stable string code and a Spanish user-facing message. Services throw it; the
 * exception filter turns it into `{statusCode, code, message, correlationId}`; the BFF's service
 * client turns that body back into an AppError, so codes survive process boundaries.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(code: string, message: string, details?: { path: string; message: string }[]) {
    return new AppError(400, code, message, details);
  }
  static unauthorized(message: string = Messages.api.unauthorized, code: string = ErrorCodes.unauthorized) {
    return new AppError(401, code, message);
  }
  static forbidden(message: string = Messages.api.forbidden, code: string = ErrorCodes.forbidden) {
    return new AppError(403, code, message);
  }
  static notFound(message: string = Messages.api.notFound, code: string = ErrorCodes.notFound) {
    return new AppError(404, code, message);
  }
  static conflict(code: string, message: string) {
    return new AppError(409, code, message);
  }
  static unavailable(message: string = Messages.api.serviceUnavailable) {
    return new AppError(503, ErrorCodes.serviceUnavailable, message);
  }
}
