import { Controller, Get, Param } from '@nestjs/common';
import { PostalCodeQuerySchema, type PostalCodeResponse } from '@envios/contracts';
import { zod } from '@envios/platform';
import { PostalCatalog } from '../postal-catalog';
import { findOrThrow } from '../postal-code.errors';
import { toResults } from '../postal-code.mapper';

/** GET /postalcode?zipCode=: every settlement of one code (the older helper reads data[0].parish and state). */
@Controller('internal/postal-codes')
export class GetPostalCodeController {
  constructor(private readonly catalog: PostalCatalog) {}

  @Get(':code')
  get(@Param('code', zod(PostalCodeQuerySchema.shape.zipCode)) code: string): PostalCodeResponse {
    return { data: toResults(findOrThrow(this.catalog, code)) };
  }
}
