import { errorMessage, type ErrorEntry } from '@envios/contracts';

export type ErrorDetail = { path: string; message: string };

/**
 * An error with a stable string code and a Spanish user-facing message. Services throw entries of
 * their area's error table (libs/contracts): `AppError.of(QuotingErrors.credentialExists, name)`.
 * The exception filter turns it into `{statusCode, code, message, correlationId}`; the BFF's
 * service client turns that body back into an AppError, so codes survive process boundaries.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The error of a table entry, its message worded with `args`. */
  static of<A extends unknown[]>(entry: ErrorEntry<A>, ...args: A): AppError {
    return new AppError(entry.status, entry.code, errorMessage(entry, ...args));
  }

  /** The same error with field-level details (which field of the request it is about). */
  withDetails(details: ErrorDetail[]): AppError {
    return new AppError(this.statusCode, this.code, this.message, details);
  }
}
