import { routeUrlPath, type InternalRoute } from '@envios/contracts';
import { signCaller, type CallerIdentity } from '@envios/platform';
import { appUrl, infra, type AppName } from './stack';

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Send this exact string as the body (malformed JSON tests). */
  rawBody?: string;
}

/**
 * fetch, sent again once when the server had closed the kept-alive socket it went out on ('other
 * side closed': the server's idle timeout and the client's reuse crossed on a loaded machine, and
 * the request never reached it). A server that is down still fails (the second try is refused).
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw err;
    return fetch(url, init);
  }
}

async function send<T>(
  base: string,
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetchOnce(base + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* keep text */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** Calls the public API through the running BFF: api('POST', '/login', {body}). Paths are under /api/v1. */
export function api<T = any>(method: string, path: string, opts?: RequestOptions): Promise<HttpResult<T>> {
  return send<T>(appUrl('bff'), method, `/api/v1${path}`, opts);
}

/** Calls a service's internal API directly, authenticated as the BFF would be. */
export function internal<T = any>(app: AppName, method: string, path: string, opts: RequestOptions = {}) {
  return send<T>(appUrl(app), method, path, {
    ...opts,
    headers: { 'x-service-token': infra().serviceToken, ...(opts.headers ?? {}) },
  });
}

export function rawRequest<T = any>(baseUrl: string, method: string, path: string, opts?: RequestOptions) {
  return send<T>(baseUrl, method, path, opts);
}

/**
 * Calls a typed internal route on a service process (e.g. one from startServiceProcess), with the
 * service token and, when given, a caller identity signed as the BFF signs it.
 */
export function callRoute<T = any>(
  baseUrl: string,
  route: InternalRoute,
  input: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
  caller?: Omit<CallerIdentity, 'iat'>,
): Promise<HttpResult<T>> {
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  return send<T>(baseUrl, route.method, routeUrlPath(route, input.params) + query, {
    body: input.body,
    headers: {
      'x-service-token': infra().serviceToken,
      ...(caller ? signCaller(caller, infra().signingKey) : {}),
    },
  });
}
