import { Injectable } from '@nestjs/common';
import type { PostalCodeResult, PostalSearchResponse } from '@envios/contracts';
import { PostalCatalog } from '../postal-catalog';
import { toResults } from '../postal-code.mapper';

/** A search answers at most this many rows (settlements), whatever the number of codes. */
const MAX_SEARCH_ROWS = 100;

/** GET /postalcodes?search=: codes starting with the text, one row per settlement, in code order. */
@Injectable()
export class SearchPostalCodesUseCase {
  constructor(private readonly catalog: PostalCatalog) {}

  execute(text: string): PostalSearchResponse {
    return { country_codes: searchRows(this.catalog, text) };
  }
}

function searchRows(catalog: PostalCatalog, text: string): PostalCodeResult[] {
  // Codes are digits only: any other text simply matches nothing.
  if (!/^\d+$/.test(text)) return [];
  // Every code has at least one settlement, so MAX_SEARCH_ROWS codes always fill the rows.
  return catalog.searchPrefix(text, MAX_SEARCH_ROWS).flatMap(toResults).slice(0, MAX_SEARCH_ROWS);
}
