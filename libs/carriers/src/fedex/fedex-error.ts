/** One item of FedEx's error body `{transactionId, errors: [{code, message, parameterList}]}`. */
export interface FedexErrorItem {
  code: string;
  message?: string;
  parameterList?: { key?: string; value?: string }[];
}

/** Codes of failures that FedEx did not describe itself (no error body to read). */
export const FedexLocalErrorCodes = {
  network: 'FEDEX.NETWORK_ERROR',
  timeout: 'FEDEX.TIMEOUT',
  invalidResponse: 'FEDEX.INVALID_RESPONSE',
  /** A non-2xx answer without FedEx's error body, e.g. FEDEX.HTTP_502 from a proxy. */
  http: (status: number) => `FEDEX.HTTP_${status}`,
} as const;

export interface FedexErrorDetails {
  transactionId?: string;
  customerTransactionId?: string;
  /** Every error item FedEx returned; `code` is the first one's. */
  errors?: FedexErrorItem[];
  /** From Retry-After on a 429. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * A failed FedEx call. `code` is FedEx's first error code (NOT.AUTHORIZED.ERROR,
 * SERVICE.UNAVAILABLE.ERROR, PACKAGE.DIMENSIONS.INVALID…) or one of FedexLocalErrorCodes;
 * `status` is the HTTP status (0 when no answer arrived).
 */
export class FedexError extends Error {
  readonly transactionId?: string;
  readonly customerTransactionId?: string;
  readonly errors: FedexErrorItem[];
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    details: FedexErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'FedexError';
    this.transactionId = details.transactionId;
    this.customerTransactionId = details.customerTransactionId;
    this.errors = details.errors ?? [];
    this.retryAfterSeconds = details.retryAfterSeconds;
  }

  /** Worth trying again later: throttling, FedEx-side failures, no answer. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** The FedexError for a non-2xx answer, from FedEx's error body when it has one. */
export function fedexErrorFromResponse(
  what: string,
  status: number,
  body: unknown,
  extra: { customerTransactionId?: string; retryAfter?: string | null } = {},
): FedexError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors = Array.isArray(record.errors)
    ? record.errors.filter(
        (e): e is FedexErrorItem =>
          typeof e === 'object' && e !== null && typeof (e as FedexErrorItem).code === 'string',
      )
    : [];
  const first = errors[0];
  const code = first?.code ?? FedexLocalErrorCodes.http(status);
  const retryAfter = extra.retryAfter ? Number(extra.retryAfter) : NaN;
  return new FedexError(
    code,
    status,
    `FedEx ${what} answered ${status} ${code}${first?.message ? `: ${first.message}` : ''}`,
    {
      transactionId: typeof record.transactionId === 'string' ? record.transactionId : undefined,
      customerTransactionId: extra.customerTransactionId,
      errors,
      retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined,
    },
  );
}
