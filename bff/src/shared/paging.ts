import type { FastifyRequest } from 'fastify';
import type { Page } from '@envios/contracts';

/**
 * Adds the spec's paging fields to a service result: total pages and full links to the previous and
 * next pages of the same request (null at either end).
 */
export function toPage<T, X extends object>(
  req: FastifyRequest,
  result: { docs: T[]; page: number; limit: number; count: number } & X,
): Page<T> & Omit<X, 'docs' | 'page' | 'limit' | 'count'> {
  const pages = Math.max(1, Math.ceil(result.count / result.limit));
  const link = (page: number) => {
    const url = new URL(req.originalUrl, `${req.protocol}://${req.host}`);
    url.searchParams.set('page', String(page));
    url.searchParams.set('limit', String(result.limit));
    return url.toString();
  };
  return {
    ...result,
    pages,
    totalPages: pages,
    previous: result.page > 1 ? link(Math.min(result.page - 1, pages)) : null,
    next: result.page < pages ? link(result.page + 1) : null,
  };
}
