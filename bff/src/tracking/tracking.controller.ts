import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { z } from 'zod';
import {
  TrackGuideSchema,
  TrackingRoutes,
  TrackingSourceParamsSchema,
  type TrackGuide,
} from '@envios/contracts';
import { TRACKING_SOURCES } from '@envios/domain';
import { zod } from '@envios/platform';
import { CurrentUser, Public, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

const R = TrackingRoutes;
/** Lookups a minute from one address (or one signed-in user): a person tracks a few guides, not thousands. */
const LOOKUPS_PER_MINUTE = 60;

/** Section 7 "Tracking": public lookups by guide number, and the refresh of the caller's guides. */
@ApiTags('rastreo')
@Controller('tracking')
export class TrackingController {
  constructor(private readonly services: ServiceClients) {}

  @Public()
  @Post()
  @HttpCode(200)
  @Throttle({ default: { limit: LOOKUPS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({ summary: "Rastrea una guía: estatus y movimientos (404: 'No se encontró la guía …')." })
  @ApiZodBody(TrackGuideSchema)
  @ApiZodResponse(R.lookup.response)
  lookup(@Body(zod(TrackGuideSchema)) body: TrackGuide) {
    return this.services.tracking.call(R.lookup, { body });
  }

  @ApiBearerAuth()
  @RequirePermission('shipments.read')
  @Get('all')
  @ApiOperation({
    summary: 'Actualiza el rastreo de las guías activas de quien llama (sin repetir consultas).',
  })
  @ApiZodResponse(R.refresh.response)
  refresh(@CurrentUser() user: SessionUser) {
    return this.services.tracking.call(R.refresh, { caller: user });
  }

  @Public()
  @Post(':source')
  @HttpCode(200)
  @Throttle({ default: { limit: LOOKUPS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({ summary: 'Estatus de una guía con el texto de su paquetería (sección 4).' })
  @ApiParam({ name: 'source', enum: TRACKING_SOURCES })
  @ApiZodBody(TrackGuideSchema)
  @ApiZodResponse(R.lookupBySource.response)
  bySource(
    @Param(zod(TrackingSourceParamsSchema)) params: z.infer<typeof TrackingSourceParamsSchema>,
    @Body(zod(TrackGuideSchema)) body: TrackGuide,
  ) {
    return this.services.tracking.call(R.lookupBySource, { params, body });
  }
}
