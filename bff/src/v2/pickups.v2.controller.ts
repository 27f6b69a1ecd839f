import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  CreatePickupSchema,
  PickupIdParamsSchema,
  PickupListSchema,
  PickupSchema,
  PickupsRoutes,
  ReschedulePickupSchema,
  type CreatePickup,
  type ReschedulePickup,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { ApiScope, CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { createPickup, reschedulePickup, sendPickupManifest } from '../pickups/pickups.controller';
import { ServiceClients } from '../platform/service-clients';
import { ApiV2Body, ApiV2Response } from '../shared/openapi';
import { Idempotent } from './idempotency';

const R = PickupsRoutes;
const PICKUP_ID = { name: 'id', type: String, description: 'The pickup’s id.' };

/**
 * The public API's pickups (issue 30): the same resources as the web's (no amounts in them), for
 * keys with the `shipments` scope; creating one needs an Idempotency-Key.
 */
@ApiTags('pickups')
@ApiBearerAuth()
@Controller('api/v2')
export class PickupsV2Controller {
  constructor(private readonly services: ServiceClients) {}

  @ApiScope('shipments')
  @RequirePermission('pickups.manage')
  @Idempotent({ required: true })
  @Post('pickups')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Books a courier pickup of labelled guides of one carrier at one address (address: {saved_id} or the address itself), on a date and window within the carrier’s rules (collection days, same-day cut-off, one pickup per address and day). Errors are 4xx with a stable code (PICKUP.*).',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: true })
  @ApiV2Body(CreatePickupSchema)
  @ApiV2Response(PickupSchema, 201)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(CreatePickupSchema)) body: CreatePickup,
    @Headers('idempotency-key') key: string,
  ) {
    return createPickup(this.services, user, body, key);
  }

  @ApiScope('shipments')
  @RequirePermission('pickups.manage')
  @Get('pickups')
  @ApiOperation({ summary: 'The pickups the key’s owner reaches, latest date first.' })
  @ApiV2Response(PickupListSchema)
  list(@CurrentUser() user: SessionUser) {
    return this.services.shipments.call(R.listPickups, { caller: user });
  }

  @ApiScope('shipments')
  @RequirePermission('pickups.manage')
  @Get('pickups/:id')
  @ApiParam(PICKUP_ID)
  @ApiOperation({
    summary: 'A pickup: status (scheduled, collected, missed, cancelled), guides, window, history.',
  })
  @ApiV2Response(PickupSchema)
  get(
    @CurrentUser() user: SessionUser,
    @Param(zod(PickupIdParamsSchema)) { id }: z.infer<typeof PickupIdParamsSchema>,
  ) {
    return this.services.shipments.call(R.getPickup, { caller: user, params: { id } });
  }

  @ApiScope('shipments')
  @RequirePermission('pickups.manage')
  @Put('pickups/:id')
  @ApiParam(PICKUP_ID)
  @ApiOperation({
    summary:
      'Moves a pickup to another date, window or address: cancelled and booked again where the carrier allows it; a missed pickup is booked again.',
  })
  @ApiV2Body(ReschedulePickupSchema)
  @ApiV2Response(PickupSchema)
  reschedule(
    @CurrentUser() user: SessionUser,
    @Param(zod(PickupIdParamsSchema)) { id }: z.infer<typeof PickupIdParamsSchema>,
    @Body(zod(ReschedulePickupSchema)) body: ReschedulePickup,
  ) {
    return reschedulePickup(this.services, user, id, body);
  }

  @ApiScope('shipments')
  @RequirePermission('pickups.manage')
  @Delete('pickups/:id')
  @ApiParam(PICKUP_ID)
  @ApiOperation({ summary: 'Cancels a scheduled pickup (where the carrier allows it) or a missed one.' })
  @ApiV2Response(PickupSchema)
  cancel(
    @CurrentUser() user: SessionUser,
    @Param(zod(PickupIdParamsSchema)) { id }: z.infer<typeof PickupIdParamsSchema>,
  ) {
    return this.services.shipments.call(R.cancelPickup, { caller: user, params: { id }, timeoutMs: 30_000 });
  }

  @ApiScope('shipments')
  @RequirePermission('pickups.manage')
  @Get('pickups/:id/manifest')
  @ApiParam(PICKUP_ID)
  @ApiOperation({ summary: 'The pickup’s manifest (PDF) for the courier to sign.' })
  @ApiOkResponse({
    description: 'The manifest.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async manifest(
    @CurrentUser() user: SessionUser,
    @Param(zod(PickupIdParamsSchema)) { id }: z.infer<typeof PickupIdParamsSchema>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await sendPickupManifest(this.services, user, id, res);
  }
}
