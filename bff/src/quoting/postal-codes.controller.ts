import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  PostalCodeQuerySchema,
  PostalSearchQuerySchema,
  QuotingErrors,
  QuotingRoutes,
} from '@envios/contracts';
import { AppError, zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodQuery, ApiZodResponse } from '../shared/openapi';

const R = QuotingRoutes;
const FiveDigits = PostalCodeQuerySchema.shape.zipCode;

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
  @ApiZodResponse(R.searchPostalCodes.response)
  search(
    @CurrentUser() user: SessionUser,
    @Query(zod(PostalSearchQuerySchema)) query: z.infer<typeof PostalSearchQuerySchema>,
  ) {
    onlyMexico(query.country);
    return this.services.quoting.call(R.searchPostalCodes, { caller: user, query: { search: query.search } });
  }

  @Get('postalcode')
  @ApiOperation({
    summary:
      'Las colonias de un código postal de 5 dígitos (data[0].parish y data[0].state). 404 si no existe.',
  })
  @ApiZodQuery(PostalCodeQuerySchema)
  @ApiZodResponse(R.getPostalCode.response)
  lookup(
    @CurrentUser() user: SessionUser,
    @Query(zod(PostalCodeQuerySchema)) query: z.infer<typeof PostalCodeQuerySchema>,
  ) {
    onlyMexico(query.country);
    return this.services.quoting.call(R.getPostalCode, { caller: user, params: { code: query.zipCode } });
  }

  @Get('postalcodes/:origin/:destination')
  @ApiOperation({
    summary: 'Las colonias de ambos códigos y la zona entre ellos (1 mismo estado … 5 extremos del país).',
  })
  @ApiParam({ name: 'origin', example: '06700' })
  @ApiParam({ name: 'destination', example: '64000' })
  @ApiZodResponse(R.getPostalRoute.response)
  route(
    @CurrentUser() user: SessionUser,
    @Param('origin', zod(FiveDigits)) origin: string,
    @Param('destination', zod(FiveDigits)) destination: string,
  ) {
    return this.services.quoting.call(R.getPostalRoute, { caller: user, params: { origin, destination } });
  }
}

function onlyMexico(country: string): void {
  if (country === 'MX') return;
  const error = AppError.of(QuotingErrors.onlyMexico);
  throw error.withDetails([{ path: 'country', message: error.message }]);
}
