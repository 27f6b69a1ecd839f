import { Injectable } from '@nestjs/common';
import type { PostalCodeResponse } from '@envios/contracts';
import { PostalCatalog } from '../postal-catalog';
import { findOrThrow } from '../postal-code.errors';
import { toResults } from '../postal-code.mapper';

/** GET /postalcode?zipCode=: every settlement of one code (the older helper reads data[0].parish and state). */
@Injectable()
export class GetPostalCodeUseCase {
  constructor(private readonly catalog: PostalCatalog) {}

  execute(code: string): PostalCodeResponse {
    return { data: toResults(findOrThrow(this.catalog, code)) };
  }
}
