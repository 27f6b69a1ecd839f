import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { GenerateGuidesManySchema, ObjectIdSchema, ShipmentsRoutes } from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

const R = ShipmentsRoutes;

/**
 * Section 4, guides after payment: the labels are made by workers once the payment is recorded;
 * these answer `execute: true` once every label exists (waiting a few seconds for them first).
 */
@ApiTags('envios')
@ApiBearerAuth()
@RequirePermission('shipments.read')
@Controller('generate-guides-after-pay')
export class GuidesController {
  constructor(private readonly services: ServiceClients) {}

  @Get(':id')
  @ApiOperation({ summary: 'Si la guía del envío pagado ya existe (execute).' })
  @ApiZodResponse(R.guidesAfterPay.response)
  one(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.shipments.call(R.guidesAfterPay, {
      caller: user,
      body: { shipments: [id] },
      timeoutMs: 20_000,
    });
  }

  @Post('many')
  @HttpCode(200)
  @ApiOperation({ summary: 'Si las guías de varios envíos pagados ya existen (execute).' })
  @ApiZodBody(GenerateGuidesManySchema)
  @ApiZodResponse(R.guidesAfterPay.response)
  many(
    @CurrentUser() user: SessionUser,
    @Body(zod(GenerateGuidesManySchema)) body: z.infer<typeof GenerateGuidesManySchema>,
  ) {
    return this.services.shipments.call(R.guidesAfterPay, {
      caller: user,
      body: { shipments: body.shipments },
      timeoutMs: 20_000,
    });
  }
}
