import { Controller, Get, Param } from '@nestjs/common';
import { PostalCodeQuerySchema, type PostalRouteResponse } from '@envios/contracts';
import { zod } from '@envios/platform';
import { PostalCatalog } from '../postal-catalog';
import { findOrThrow } from '../postal-code.errors';
import { toResults } from '../postal-code.mapper';
import { zoneBetween } from '../zones';

const FiveDigits = PostalCodeQuerySchema.shape.zipCode;

/** GET /postalcodes/{origin}/{destination}: both codes' settlements and the zone between them. */
@Controller('internal/postal-codes')
export class GetPostalRouteController {
  constructor(private readonly catalog: PostalCatalog) {}

  @Get(':origin/:destination')
  route(
    @Param('origin', zod(FiveDigits)) originCode: string,
    @Param('destination', zod(FiveDigits)) destinationCode: string,
  ): PostalRouteResponse {
    const origin = findOrThrow(this.catalog, originCode, 'origin');
    const destination = findOrThrow(this.catalog, destinationCode, 'destination');
    return {
      origin: toResults(origin),
      destination: toResults(destination),
      zone: zoneBetween(origin.stateShort, destination.stateShort),
    };
  }
}
