import { Agent, request as send, type Dispatcher } from 'undici';
import {
  ApiErrorSchema,
  CommonErrors,
  Headers,
  routeUrlPath,
  type InternalRoute,
  type RouteInput,
  type RouteResponse,
} from '@envios/contracts';
import { AppError } from '../errors/app-error';
import { currentCorrelationId } from '../logging/correlation';
import { InternalHeaders, signCaller, type CallerIdentity } from '../internal-auth/caller';

export interface CallOptions {
  caller?: Omit<CallerIdentity, 'iat'>;
  /** Longest wait for the answer's headers, and then between chunks of its body. */
  timeoutMs?: number;
}

/**
 * Kept-alive connections shared by every service client of the process. undici's request API, not
 * fetch(): the BFF makes one such call per API request, and fetch's WHATWG streams and abort
 * signals cost several times the CPU for the same exchange.
 */
const dispatcher: Dispatcher = new Agent({ connections: 256, keepAliveTimeout: 10_000 });

/**
 * HTTP client from the BFF to one service's internal API, by the typed routes of libs/contracts:
 * builds the URL from the route, adds the service token, the signed caller identity and the
 * correlation id, checks a 2xx answer against the route's response schema and turns the service's
 * error body back into an AppError.
 */
export class ServiceClient {
  constructor(
    readonly name: string,
    private readonly baseUrl: string,
    private readonly serviceToken: string,
    private readonly signingKey: string,
    private readonly defaultTimeoutMs = 10_000,
  ) {}

  /** Calls a route and returns its answer, checked against the route's response schema. */
  async call<R extends InternalRoute>(
    route: R,
    input: RouteInput<R> & CallOptions,
  ): Promise<RouteResponse<R>> {
    const raw = await this.exchange(route, input);
    const parsed = route.response.safeParse(raw.length ? safeJson(raw.toString('utf8')) : undefined);
    if (!parsed.success) {
      // The service broke its own contract: a bug on our side, not the caller's.
      throw new Error(
        `${this.name} ${route.method} ${route.path} answered outside its schema: ${parsed.error.message}`,
      );
    }
    return parsed.data as RouteResponse<R>;
  }

  /**
   * A 2xx answer's JSON body as the service sent it, for routes that hand it on unchanged: no parse
   * and re-serialisation of a large body (a quote is 10 KB). Errors are thrown as by `call`.
   */
  async callRaw<R extends InternalRoute>(route: R, input: RouteInput<R> & CallOptions): Promise<Buffer> {
    return this.exchange(route, input);
  }

  private async exchange(
    route: InternalRoute,
    input: { params?: unknown; query?: unknown; body?: unknown } & CallOptions,
  ): Promise<Buffer> {
    const url = new URL(routeUrlPath(route, input.params as Record<string, unknown>), this.baseUrl);
    for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      [InternalHeaders.serviceToken]: this.serviceToken,
    };
    const correlationId = currentCorrelationId();
    if (correlationId) headers[Headers.correlationId] = correlationId;
    if (input.caller) Object.assign(headers, signCaller(input.caller, this.signingKey));
    if (input.body !== undefined) headers['content-type'] = 'application/json';

    const timeoutMs = input.timeoutMs ?? this.defaultTimeoutMs;
    let status: number;
    let raw: Buffer;
    try {
      const res = await send(url, {
        dispatcher,
        method: route.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      status = res.statusCode;
      raw = Buffer.from(await res.body.arrayBuffer());
    } catch {
      throw AppError.of(CommonErrors.serviceUnavailable);
    }
    if (status >= 200 && status < 300) return raw;
    const parsed = ApiErrorSchema.safeParse(raw.length ? safeJson(raw.toString('utf8')) : undefined);
    if (parsed.success) {
      throw new AppError(parsed.data.statusCode, parsed.data.code, parsed.data.message, parsed.data.details);
    }
    throw status >= 500
      ? AppError.of(CommonErrors.badGateway)
      : new AppError(status, CommonErrors.rejected.code, CommonErrors.rejected.message as string);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
