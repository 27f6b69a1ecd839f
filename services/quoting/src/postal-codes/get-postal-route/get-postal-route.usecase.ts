import { Injectable } from '@nestjs/common';
import type { PostalRouteResponse } from '@envios/contracts';
import { PostalCatalog } from '../postal-catalog';
import { findOrThrow } from '../postal-code.errors';
import { toResults } from '../postal-code.mapper';
import { zoneBetween } from '@envios/carriers';

/** GET /postalcodes/{origin}/{destination}: both codes' settlements and the zone between them. */
@Injectable()
export class GetPostalRouteUseCase {
  constructor(private readonly catalog: PostalCatalog) {}

  execute(originCode: string, destinationCode: string): PostalRouteResponse {
    const origin = findOrThrow(this.catalog, originCode, 'origin');
    const destination = findOrThrow(this.catalog, destinationCode, 'destination');
    return {
      origin: toResults(origin),
      destination: toResults(destination),
      zone: zoneBetween(origin.stateShort, destination.stateShort),
    };
  }
}
