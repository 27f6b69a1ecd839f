import { z } from 'zod';

/** A MongoDB ObjectId as a 24-hex string; anything else is rejected before it reaches a query. */
export const ObjectIdSchema = z.string().regex(/^[a-f0-9]{24}$/i, 'Identificador inválido.');

/** Query paging for list endpoints (page from 1; the web asks for 10 a page). */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/**
 * The paging shape of the API (spec section 7, shipments list): docs plus page numbers and full
 * links to the previous and next pages (null at the ends).
 */
export interface Page<T> {
  docs: T[];
  page: number;
  limit: number;
  pages: number;
  totalPages: number;
  count: number;
  previous: string | null;
  next: string | null;
}
