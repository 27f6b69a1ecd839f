import { Injectable } from '@nestjs/common';
import type { PostalCodeLookup } from '@envios/contracts';
import { PostalCatalog } from '../postal-catalog';
import { toResults } from '../postal-code.mapper';

/**
 * POST /postal-codes/lookup: the settlements of many codes at once (a batch file's), from the
 * catalogue in memory; a code the catalogue does not have is left out of the answer.
 */
@Injectable()
export class LookupPostalCodesUseCase {
  constructor(private readonly catalog: PostalCatalog) {}

  execute(codes: readonly string[]): PostalCodeLookup {
    const data: PostalCodeLookup['data'] = {};
    for (const code of new Set(codes)) {
      const entry = this.catalog.lookup(code);
      if (entry) data[code] = toResults(entry);
    }
    return { data };
  }
}
