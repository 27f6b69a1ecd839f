import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  LogoParamsSchema,
  RecipientGuideParamsSchema,
  RecipientOptedOutSchema,
  RecipientOptOutSchema,
  RecipientPageSchema,
  RecipientRoutes,
  type RecipientOptOut,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { Public } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';
import { LOOKUPS_PER_MINUTE } from '../tracking/lookup-throttle';
import { recipientPage } from './recipient-page';

/**
 * Issue 30: what the recipient of a parcel opens without an account — the branded tracking page's
 * data, the sender's logo, and the signed 'no more notices' link. Rate-limited like the public lookup.
 */
@ApiTags('rastreo')
@Public()
@Controller('public')
export class RecipientPageController {
  constructor(private readonly services: ServiceClients) {}

  @Get('tracking/:guide')
  @Throttle({ default: { limit: LOOKUPS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({
    summary:
      "Página del destinatario: remitente (nombre y logotipo), paquetería y su enlace, estatus, fecha estimada y movimientos. Sin precios ni direcciones. 404: 'No se encontró la guía …'.",
  })
  @ApiParam({ name: 'guide', type: String })
  @ApiZodResponse(RecipientPageSchema)
  page(@Param(zod(RecipientGuideParamsSchema)) { guide }: z.infer<typeof RecipientGuideParamsSchema>) {
    return recipientPage(this.services, guide);
  }

  @Post('recipient-opt-out')
  @HttpCode(200)
  @Throttle({ default: { limit: LOOKUPS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Enlace firmado de un aviso o de la página: ese correo no recibe más avisos de ese remitente.',
  })
  @ApiZodBody(RecipientOptOutSchema)
  @ApiZodResponse(RecipientOptedOutSchema)
  optOut(@Body(zod(RecipientOptOutSchema)) body: RecipientOptOut) {
    return this.services.identity.call(RecipientRoutes.optOut, { body });
  }

  @Get('logos/:account/:file')
  @ApiOperation({
    summary: 'El logotipo de un remitente (WebP); su dirección cambia con cada logotipo nuevo.',
  })
  @ApiParam({ name: 'account', description: 'La cuenta del remitente (id).', type: String })
  @ApiParam({
    name: 'file',
    description: 'La versión del logotipo: <número>.webp (cambia con cada logotipo nuevo).',
    type: String,
  })
  @ApiOkResponse({ content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } })
  async logo(
    @Param(zod(LogoParamsSchema)) params: z.infer<typeof LogoParamsSchema>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const logo = await this.services.identity.call(RecipientRoutes.brandingLogo, { params });
    await res
      .status(200)
      .header('content-type', logo.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(logo.data, 'base64'));
  }
}
