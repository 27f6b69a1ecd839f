import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  ErrorCodes,
  PostalCodeQuerySchema,
  PostalSearchQuerySchema,
  type PostalCodeResponse,
  type PostalRouteResponse,
  type PostalSearchResponse,
} from '@envios/contracts';
import { AppError, zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodQuery } from '../shared/openapi';

const ONLY_MEXICO = 'Solo se admiten códigos postales de México.';
const FiveDigits = PostalCodeQuerySchema.shape.zipCode;

/** OpenAPI shape of PostalCodeResult (libs/contracts): one settlement of a code. */
const POSTAL_CODE_RESULT = {
  type: 'object',
  properties: {
    postal_code: { type: 'string', example: '06700' },
    place_name: { type: 'string', example: 'Roma Norte', description: 'Colonia / asentamiento' },
    settlement_type: { type: 'string', example: 'Colonia' },
    city: {
      type: 'string',
      example: 'Ciudad de México',
      description: 'El municipio cuando el catálogo no tiene ciudad',
    },
    parish: { type: 'string', example: 'Cuauhtémoc', description: 'Municipio (alcaldía en CDMX)' },
    state: { type: 'string', example: 'Ciudad de México' },
    state_short: { type: 'string', example: 'CDMX' },
    country_code: { type: 'string', enum: ['MX'] },
    is_remote: { type: 'boolean', description: 'Asentamiento rural: zona extendida de las paqueterías' },
  },
};
const resultList = { type: 'array', items: POSTAL_CODE_RESULT };

/**
 * Spec section 7, "Addresses, profiles, postal codes": the SEPOMEX catalogue for the address forms.
 * Signed-in users only (SEPOMEX's terms do not allow handing the catalogue to the public).
 */
@ApiTags('códigos postales')
@ApiBearerAuth()
@RequirePermission('postalcodes.read')
@Controller()
export class PostalCodesController {
  constructor(private readonly services: ServiceClients) {}

  @Get('postalcodes')
  @ApiOperation({
    summary:
      'Códigos postales que empiezan con el texto (3 a 7 caracteres): una fila por colonia, máximo 100.',
  })
  @ApiZodQuery(PostalSearchQuerySchema)
  @ApiOkResponse({ schema: { type: 'object', properties: { country_codes: resultList } } })
  search(
    @CurrentUser() user: SessionUser,
    @Query(zod(PostalSearchQuerySchema)) query: z.infer<typeof PostalSearchQuerySchema>,
  ): Promise<PostalSearchResponse> {
    onlyMexico(query.country);
    return this.services.quoting.get('/internal/postal-codes', {
      caller: user,
      query: { search: query.search },
    });
  }

  @Get('postalcode')
  @ApiOperation({
    summary:
      'Las colonias de un código postal de 5 dígitos (data[0].parish y data[0].state). 404 si no existe.',
  })
  @ApiZodQuery(PostalCodeQuerySchema)
  @ApiOkResponse({ schema: { type: 'object', properties: { data: resultList } } })
  lookup(
    @CurrentUser() user: SessionUser,
    @Query(zod(PostalCodeQuerySchema)) query: z.infer<typeof PostalCodeQuerySchema>,
  ): Promise<PostalCodeResponse> {
    onlyMexico(query.country);
    return this.services.quoting.get(`/internal/postal-codes/${query.zipCode}`, { caller: user });
  }

  @Get('postalcodes/:origin/:destination')
  @ApiOperation({
    summary: 'Las colonias de ambos códigos y la zona entre ellos (1 mismo estado … 5 extremos del país).',
  })
  @ApiParam({ name: 'origin', example: '06700' })
  @ApiParam({ name: 'destination', example: '64000' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        origin: resultList,
        destination: resultList,
        zone: { type: 'integer', minimum: 1, maximum: 5 },
      },
    },
  })
  route(
    @CurrentUser() user: SessionUser,
    @Param('origin', zod(FiveDigits)) origin: string,
    @Param('destination', zod(FiveDigits)) destination: string,
  ): Promise<PostalRouteResponse> {
    return this.services.quoting.get(`/internal/postal-codes/${origin}/${destination}`, { caller: user });
  }
}

function onlyMexico(country: string): void {
  if (country !== 'MX')
    throw AppError.badRequest(ErrorCodes.validation, ONLY_MEXICO, [
      { path: 'country', message: ONLY_MEXICO },
    ]);
}
