import { Controller, Get, Query } from '@nestjs/common';
import type { z } from 'zod';
import { PostalSearchQuerySchema, type PostalCodeResult, type PostalSearchResponse } from '@envios/contracts';
import { zod } from '@envios/platform';
import { PostalCatalog } from '../postal-catalog';
import { toResults } from '../postal-code.mapper';

/** A search answers at most this many rows (settlements), whatever the number of codes. */
export const MAX_SEARCH_ROWS = 100;

/** GET /postalcodes?search=: codes starting with the text, one row per settlement, in code order. */
@Controller('internal/postal-codes')
export class SearchPostalCodesController {
  constructor(private readonly catalog: PostalCatalog) {}

  @Get()
  search(
    @Query(zod(PostalSearchQuerySchema)) query: z.infer<typeof PostalSearchQuerySchema>,
  ): PostalSearchResponse {
    return { country_codes: searchRows(this.catalog, query.search) };
  }
}

export function searchRows(catalog: PostalCatalog, text: string): PostalCodeResult[] {
  // Codes are digits only: any other text simply matches nothing.
  if (!/^\d+$/.test(text)) return [];
  // Every code has at least one settlement, so MAX_SEARCH_ROWS codes always fill the rows.
  return catalog.searchPrefix(text, MAX_SEARCH_ROWS).flatMap(toResults).slice(0, MAX_SEARCH_ROWS);
}
