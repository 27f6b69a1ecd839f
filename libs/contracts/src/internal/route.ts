import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of a service's internal API (what the BFF calls): method, path, the zod schemas of its
 * path parameters, query and body, and of its answer. The service's controller takes its method and
 * path from here and validates with these schemas; the BFF's service client builds the URL from it
 * and checks the answer against `response`; the BFF's OpenAPI documents that same schema.
 */
export interface InternalRoute<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  /** `/internal/…`, with `:name` segments filled from `params`. */
  readonly path: `/internal/${string}`;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
}

export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(route: InternalRoute<P, Q, B, R>): InternalRoute<P, Q, B, R> {
  return Object.freeze(route);
}

/** What a caller gives for a route: its path parameters, query and body, as their schemas accept them. */
export type RouteInput<R extends InternalRoute> =
  R extends InternalRoute<infer P, infer Q, infer B, z.ZodType>
    ? (P extends z.ZodType ? { params: z.input<P> } : { params?: never }) &
        (Q extends z.ZodType ? { query?: z.input<Q> } : { query?: never }) &
        (B extends z.ZodType ? { body: z.input<B> } : { body?: never })
    : never;

/** What a route answers, as its response schema gives it. */
export type RouteResponse<R extends InternalRoute> = z.output<R['response']>;

/** The route's path with its `:name` segments replaced by the given values (URL-encoded). */
export function routeUrlPath(route: InternalRoute, params: Record<string, unknown> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
