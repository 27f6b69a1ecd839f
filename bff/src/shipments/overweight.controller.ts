import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ObjectIdSchema,
  OverweightListSchema,
  OverweightPageSchema,
  OverweightQuerySchema,
  OverweightQuoteRequestSchema,
  ShipmentsRoutes,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodQuery, ApiZodResponse } from '../shared/openapi';
import { toPage } from '../shared/paging';

const R = ShipmentsRoutes;

/**
 * Section 7's overweight routes ('Reporte de Sobrepesos'): a scope's shipments with overweight —
 * declared against measured, and how the charge was computed. Owned by the shipments service.
 */
@ApiTags('sobrepesos')
@ApiBearerAuth()
@Controller()
export class OverweightController {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('overweight.read')
  @Get('shipments/all/:userId/overweight')
  @ApiOperation({
    summary: 'Envíos con sobrepeso de un usuario o de la cuenta de un cliente, del más reciente (hasta 500).',
  })
  @ApiZodResponse(OverweightListSchema)
  list(@CurrentUser() user: SessionUser, @Param('userId', zod(ObjectIdSchema)) userId: string) {
    return this.services.shipments.call(R.overweightList, { caller: user, params: { userId } });
  }

  @RequirePermission('overweight.read')
  @Get('overweight/user/:userId')
  @ApiOperation({
    summary:
      'Reporte de Sobrepesos paginado: service, status (pagado o pendiente) y filter (paquetería, servicio, guía, sobrepeso, costo, pagado o pendiente). Personal con su propio id: los de todas las cuentas.',
  })
  @ApiZodQuery(OverweightQuerySchema)
  @ApiZodResponse(OverweightPageSchema)
  async page(
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Param('userId', zod(ObjectIdSchema)) userId: string,
    @Query(zod(OverweightQuerySchema)) query: z.infer<typeof OverweightQuerySchema>,
  ) {
    const page = await this.services.shipments.call(R.overweightPage, {
      caller: user,
      params: { userId },
      query,
    });
    return toPage(req, page);
  }

  @RequirePermission('overweight.register')
  @Post('shipments/:id/overweight/quote')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Calcula el sobrepeso y su cargo con las medidas de la paquetería (tarifa del servicio, o por kg sin tarifa), sin guardarlo; PUT /shipments/{id} registra el costo que se confirme.',
  })
  @ApiZodBody(OverweightQuoteRequestSchema)
  @ApiZodResponse(R.quoteOverweight.response)
  quote(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(OverweightQuoteRequestSchema)) body: z.infer<typeof OverweightQuoteRequestSchema>,
  ) {
    return this.services.shipments.call(R.quoteOverweight, { caller: user, params: { id }, body });
  }
}
