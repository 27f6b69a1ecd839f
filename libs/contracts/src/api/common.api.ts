import { z } from 'zod';
import { ROLES } from '@envios/domain';

/** The six roles (libs/domain's list) as a schema. */
export const RoleSchema = z.enum(ROLES);

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
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    docs: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    pages: z.number().int(),
    totalPages: z.number().int(),
    count: z.number().int(),
    previous: z.string().nullable(),
    next: z.string().nullable(),
  });
export type Page<T> = Omit<z.infer<ReturnType<typeof pageSchema>>, 'docs'> & { docs: T[] };

/** What a service answers for one page of a list; the BFF adds `pages` and the links. */
export const pageResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({ docs: z.array(item), page: z.number().int(), limit: z.number().int(), count: z.number().int() });

/** `{id}` path parameters. */
export const IdParamsSchema = z.object({ id: ObjectIdSchema });

/** The answer of a delete. */
export const DeletedSchema = z.object({ deleted: z.literal(true) });
