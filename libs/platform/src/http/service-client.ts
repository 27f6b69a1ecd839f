import { Agent, request as send, type Dispatcher } from 'undici';
import { ApiErrorSchema, ErrorCodes, Headers, Messages } from '@envios/contracts';
import { AppError } from '../errors/app-error';
import { currentCorrelationId } from '../logging/correlation';
import { InternalHeaders, signCaller, type CallerIdentity } from '../internal-auth/caller';

export interface ServiceRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  caller?: Omit<CallerIdentity, 'iat'>;
  /** Longest wait for the answer's headers, and then between chunks of its body. */
  timeoutMs?: number;
}

export interface ServiceResponse<T> {
  status: number;
  body: T;
}

/**
 * Kept-alive connections shared by every service client of the process. undici's request API, not
 * fetch(): the BFF makes one such call per API request, and fetch's WHATWG streams and abort
 * signals cost several times the CPU for the same exchange.
 */
const dispatcher: Dispatcher = new Agent({ connections: 256, keepAliveTimeout: 10_000 });

/**
 * HTTP client from the BFF to one service's /internal API: adds the service token, the signed
 * caller identity and the correlation id; turns the service's error body back into an AppError.
 */
export class ServiceClient {
  constructor(
    readonly name: string,
    private readonly baseUrl: string,
    private readonly serviceToken: string,
    private readonly signingKey: string,
    private readonly defaultTimeoutMs = 10_000,
  ) {}

  async request<T = unknown>(req: ServiceRequest): Promise<ServiceResponse<T>> {
    const { status, raw } = await this.exchange(req);
    return { status, body: (raw.length ? safeJson(raw.toString('utf8')) : undefined) as T };
  }

  /**
   * A 2xx answer's JSON body as the service sent it, for routes that hand it on unchanged: no parse
   * and re-serialisation of a large body (a quote is 15 KB). Errors are thrown as by `request`.
   */
  async requestRaw(req: ServiceRequest): Promise<{ status: number; json: Buffer }> {
    const { status, raw } = await this.exchange(req);
    return { status, json: raw };
  }

  private async exchange(req: ServiceRequest): Promise<{ status: number; raw: Buffer }> {
    const url = new URL(req.path, this.baseUrl);
    for (const [k, v] of Object.entries(req.query ?? {})) {
      if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      [InternalHeaders.serviceToken]: this.serviceToken,
    };
    const correlationId = currentCorrelationId();
    if (correlationId) headers[Headers.correlationId] = correlationId;
    if (req.caller) Object.assign(headers, signCaller(req.caller, this.signingKey));
    if (req.body !== undefined) headers['content-type'] = 'application/json';

    const timeoutMs = req.timeoutMs ?? this.defaultTimeoutMs;
    let status: number;
    let raw: Buffer;
    try {
      const res = await send(url, {
        dispatcher,
        method: req.method ?? 'GET',
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      status = res.statusCode;
      raw = Buffer.from(await res.body.arrayBuffer());
    } catch {
      throw AppError.unavailable();
    }
    if (status >= 200 && status < 300) return { status, raw };
    const parsed = ApiErrorSchema.safeParse(raw.length ? safeJson(raw.toString('utf8')) : undefined);
    if (parsed.success) {
      throw new AppError(parsed.data.statusCode, parsed.data.code, parsed.data.message, parsed.data.details);
    }
    throw status >= 500
      ? new AppError(502, ErrorCodes.serviceUnavailable, Messages.api.serviceUnavailable)
      : new AppError(status, 'REQUEST.REJECTED', Messages.api.validation);
  }

  async get<T>(path: string, opts: Omit<ServiceRequest, 'path' | 'method'> = {}): Promise<T> {
    return (await this.request<T>({ ...opts, path, method: 'GET' })).body;
  }
  async post<T>(path: string, body?: unknown, opts: Omit<ServiceRequest, 'path' | 'method' | 'body'> = {}) {
    return (await this.request<T>({ ...opts, path, body, method: 'POST' })).body;
  }
  async put<T>(path: string, body?: unknown, opts: Omit<ServiceRequest, 'path' | 'method' | 'body'> = {}) {
    return (await this.request<T>({ ...opts, path, body, method: 'PUT' })).body;
  }
  async patch<T>(path: string, body?: unknown, opts: Omit<ServiceRequest, 'path' | 'method' | 'body'> = {}) {
    return (await this.request<T>({ ...opts, path, body, method: 'PATCH' })).body;
  }
  async delete<T>(path: string, opts: Omit<ServiceRequest, 'path' | 'method'> = {}): Promise<T> {
    return (await this.request<T>({ ...opts, path, method: 'DELETE' })).body;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
