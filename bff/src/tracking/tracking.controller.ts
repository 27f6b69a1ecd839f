import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  TrackGuideSchema,
  TrackingErrors,
  TrackingRoutes,
  TrackingSourceParamsSchema,
  type TrackGuide,
} from '@envios/contracts';
import { TRACKING_SOURCES } from '@envios/domain';
import { AppError, zod } from '@envios/platform';
import { CurrentUser, Public, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';
import { LOOKUPS_PER_MINUTE } from './lookup-throttle';
import { TrackingLookupCache } from './tracking-lookup-cache';

const R = TrackingRoutes;

/** Section 7 "Tracking": public lookups by guide number, and the refresh of the caller's guides. */
@ApiTags('rastreo')
@Controller('tracking')
export class TrackingController {
  constructor(
    private readonly services: ServiceClients,
    private readonly lookups: TrackingLookupCache,
  ) {}

  @Public()
  @Post()
  @HttpCode(200)
  @Throttle({ default: { limit: LOOKUPS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({ summary: "Rastrea una guía: estatus y movimientos (404: 'No se encontró la guía …')." })
  @ApiZodBody(TrackGuideSchema)
  @ApiZodResponse(R.lookup.response)
  async lookup(@Body(zod(TrackGuideSchema)) body: TrackGuide, @Res() res: FastifyReply): Promise<void> {
    // Plain requests are answered before Fastify by the lookup lane (lookup-lane.ts); this answers the rest.
    const held = await this.lookups.lookup(body.guide_number);
    if (!held.found) throw AppError.of(TrackingErrors.guideNotFound, body.guide_number);
    await res.status(200).type('application/json; charset=utf-8').send(held.body);
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
