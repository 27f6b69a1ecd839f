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
  timeoutMs?: number;
}

export interface ServiceResponse<T> {
  status: number;
  body: T;
}

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

    let res: Response;
    try {
      res = await fetch(url, {
        method: req.method ?? 'GET',
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(req.timeoutMs ?? this.defaultTimeoutMs),
      });
    } catch {
      throw AppError.unavailable();
    }
    const text = await res.text();
    const body = text ? safeJson(text) : undefined;
    if (res.ok) return { status: res.status, body: body as T };
    const parsed = ApiErrorSchema.safeParse(body);
    if (parsed.success) {
      throw new AppError(parsed.data.statusCode, parsed.data.code, parsed.data.message, parsed.data.details);
    }
    throw res.status >= 500
      ? new AppError(502, ErrorCodes.serviceUnavailable, Messages.api.serviceUnavailable)
      : new AppError(res.status, 'REQUEST.REJECTED', Messages.api.validation);
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
