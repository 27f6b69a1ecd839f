import { FedexError, FedexLocalErrorCodes, fedexErrorFromResponse } from './fedex-error';
import { abortable, readJson } from './fedex-http';

export interface FedexTokenCacheOptions {
  /** Base URL of the FedEx APIs, without a trailing slash. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Renew this long before the token expires (at most a tenth of its life). */
  refreshMarginMs: number;
  /** Limit of one token request; not tied to any caller, because its result is shared. */
  timeoutMs: number;
  fetch: typeof fetch;
  now: () => number;
}

/**
 * FedEx OAuth client-credentials token (carrier-apis.md §1.2), kept until shortly before it expires
 * and shared: concurrent callers wait for the one token request in flight.
 */
export class FedexTokenCache {
  private token?: { value: string; renewAt: number };
  private inFlight?: Promise<string>;

  constructor(private readonly options: FedexTokenCacheOptions) {}

  /** A valid token; `signal` only stops this caller's wait, never the shared request. */
  get(signal: AbortSignal): Promise<string> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.token && this.options.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.inFlight ??= this.request().finally(() => {
      this.inFlight = undefined;
    });
    return abortable(this.inFlight, signal);
  }

  /** Drops `value` after FedEx refused it; a token another caller has already renewed is kept. */
  invalidate(value: string): void {
    if (this.token?.value === value) this.token = undefined;
  }

  private async request(): Promise<string> {
    const { baseUrl, clientId, clientSecret, timeoutMs, refreshMarginMs, now } = this.options;
    const requestedAt = now();
    let res: Response;
    try {
      res = await this.options.fetch(`${baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: clientSecret,
        }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw noAnswer('token request', err);
    }
    const body = await readJson(res).catch((err: unknown) => {
      throw noAnswer('token request', err);
    });
    if (!res.ok) throw fedexErrorFromResponse('OAuth', res.status, body);
    const record = (body ?? {}) as { access_token?: unknown; expires_in?: unknown };
    const expiresIn = record.expires_in === undefined ? 3600 : Number(record.expires_in);
    if (
      typeof record.access_token !== 'string' ||
      !record.access_token ||
      !Number.isFinite(expiresIn) ||
      expiresIn <= 0
    ) {
      throw new FedexError(
        FedexLocalErrorCodes.invalidResponse,
        res.status,
        'FedEx OAuth answered without a usable access_token',
      );
    }
    const lifeMs = expiresIn * 1000;
    this.token = {
      value: record.access_token,
      renewAt: requestedAt + lifeMs - Math.min(refreshMarginMs, lifeMs / 10),
    };
    return record.access_token;
  }
}

/** A FedexError for a call that got no (complete) answer: timeout or network failure. */
export function noAnswer(what: string, err: unknown): FedexError {
  const timedOut = err instanceof Error && err.name === 'TimeoutError';
  return new FedexError(
    timedOut ? FedexLocalErrorCodes.timeout : FedexLocalErrorCodes.network,
    0,
    `FedEx ${what} failed: ${timedOut ? 'no answer in time' : String(err)}`,
    { cause: err },
  );
}
