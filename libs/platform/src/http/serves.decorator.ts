import { applyDecorators, Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import type { InternalRoute } from '@envios/contracts';
import { zod } from '../validation/zod.pipe';

const METHODS = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;

/**
 * Binds a controller method to a typed internal route of libs/contracts: its method and path, and
 * 200 for every success (the BFF chooses the public status). Put it on a method of an
 * `@Controller()` without a prefix.
 */
export const Serves = (route: InternalRoute) =>
  applyDecorators(METHODS[route.method](route.path), HttpCode(200));

function schemaOf<K extends 'params' | 'query' | 'body'>(route: InternalRoute, part: K) {
  const schema = route[part];
  if (!schema) throw new Error(`${route.method} ${route.path} declares no ${part}`);
  return schema;
}

/** The route's path parameters, validated by its `params` schema. */
export const RouteParams = (route: InternalRoute) => Param(zod(schemaOf(route, 'params')));
/** The route's query, validated by its `query` schema. */
export const RouteQuery = (route: InternalRoute) => Query(zod(schemaOf(route, 'query')));
/** The route's body, validated by its `body` schema. */
export const RouteBody = (route: InternalRoute) => Body(zod(schemaOf(route, 'body')));
