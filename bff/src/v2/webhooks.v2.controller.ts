import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  CreatedWebhookEndpointSchema,
  CreateWebhookEndpointSchema,
  ReplayedSchema,
  V2_EXAMPLES,
  ReplayRangeSchema,
  RotatedWebhookSecretSchema,
  WebhookDeliveryIdParamsSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEventListSchema,
  WebhookEventsQuerySchema,
  WebhookIdParamsSchema,
  WebhookPageQuerySchema,
  WebhooksRoutes,
  type CreateWebhookEndpoint,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { ApiScope, CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiV2Body, ApiV2Query, ApiV2Response } from '../shared/openapi';
import { Idempotent } from './idempotency';

const R = WebhooksRoutes;
const ENDPOINT_ID = { name: 'id', type: String, description: 'The webhook endpoint’s id.' };
type Id = z.infer<typeof WebhookIdParamsSchema>;

/**
 * The public API's webhooks: endpoints, their delivery log and replays, and the account's event log.
 * With a web session the 'API y Webhooks' screen uses the same routes (the admin only reads).
 */
@ApiTags('webhooks')
@ApiBearerAuth()
@ApiScope('webhooks')
@Controller('api/v2')
export class WebhooksV2Controller {
  constructor(private readonly services: ServiceClients) {}

  @RequirePermission('developers.manage')
  @Idempotent({ required: false })
  @Post('webhook-endpoints')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Creates an endpoint for the event types chosen; the answer carries its signing secret this once. The URL must be https and resolve to public addresses.',
  })
  @ApiV2Body(CreateWebhookEndpointSchema, V2_EXAMPLES.createWebhook)
  @ApiV2Response(CreatedWebhookEndpointSchema, 201, V2_EXAMPLES.createdWebhook)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(CreateWebhookEndpointSchema)) body: CreateWebhookEndpoint,
  ) {
    return this.services.webhooks.call(R.createEndpoint, { caller: user, body });
  }

  @RequirePermission('developers.read')
  @Get('webhook-endpoints')
  @ApiOperation({ summary: 'The account’s webhook endpoints (never their secrets).' })
  @ApiV2Response(WebhookEndpointListSchema)
  list(@CurrentUser() user: SessionUser) {
    return this.services.webhooks.call(R.listEndpoints, { caller: user });
  }

  @RequirePermission('developers.manage')
  @Delete('webhook-endpoints/:id')
  @ApiParam(ENDPOINT_ID)
  @ApiOperation({ summary: 'Deletes an endpoint: it receives nothing more; its delivery log is kept.' })
  @ApiV2Response(WebhookEndpointSchema)
  remove(@CurrentUser() user: SessionUser, @Param(zod(WebhookIdParamsSchema)) { id }: Id) {
    return this.services.webhooks.call(R.deleteEndpoint, { caller: user, params: { id } });
  }

  @RequirePermission('developers.manage')
  @Post('webhook-endpoints/:id/rotate-secret')
  @HttpCode(200)
  @ApiParam(ENDPOINT_ID)
  @ApiOperation({
    summary:
      'A new signing secret, answered once; for 24 h each delivery carries a second v1 signature with the previous one.',
  })
  @ApiV2Response(RotatedWebhookSecretSchema)
  rotate(@CurrentUser() user: SessionUser, @Param(zod(WebhookIdParamsSchema)) { id }: Id) {
    return this.services.webhooks.call(R.rotateSecret, { caller: user, params: { id } });
  }

  @RequirePermission('developers.read')
  @Get('webhook-endpoints/:id/deliveries')
  @ApiParam(ENDPOINT_ID)
  @ApiOperation({
    summary:
      'The delivery log, newest first: status, attempts, latency, the response code and its first 500 characters.',
  })
  @ApiV2Query(WebhookPageQuerySchema)
  @ApiV2Response(WebhookDeliveryListSchema)
  deliveries(
    @CurrentUser() user: SessionUser,
    @Param(zod(WebhookIdParamsSchema)) { id }: Id,
    @Query(zod(WebhookPageQuerySchema)) query: z.infer<typeof WebhookPageQuerySchema>,
  ) {
    return this.services.get('webhooks').call(R.listDeliveries, {
      caller: user,
      params: { id },
      query: { cursor: query.cursor, limit: query.limit },
    });
  }

  @RequirePermission('developers.manage')
  @Idempotent({ required: false })
  @Post('webhook-endpoints/:id/replay')
  @HttpCode(200)
  @ApiParam(ENDPOINT_ID)
  @ApiOperation({ summary: 'Sends again every event of its types between from and to (at most 1,000).' })
  @ApiV2Body(ReplayRangeSchema)
  @ApiV2Response(ReplayedSchema)
  replayRange(
    @CurrentUser() user: SessionUser,
    @Param(zod(WebhookIdParamsSchema)) { id }: Id,
    @Body(zod(ReplayRangeSchema)) body: z.infer<typeof ReplayRangeSchema>,
  ) {
    return this.services.webhooks.call(R.replayRange, { caller: user, params: { id }, body });
  }

  @RequirePermission('developers.manage')
  @Idempotent({ required: false })
  @Post('webhook-deliveries/:id/replay')
  @HttpCode(201)
  @ApiParam({ name: 'id', type: String, description: 'The delivery’s id.' })
  @ApiOperation({ summary: 'Sends one delivery’s event again (same event id), as a new delivery.' })
  @ApiV2Response(WebhookDeliverySchema, 201)
  replay(
    @CurrentUser() user: SessionUser,
    @Param(zod(WebhookDeliveryIdParamsSchema)) { id }: z.infer<typeof WebhookDeliveryIdParamsSchema>,
  ) {
    return this.services.webhooks.call(R.replayDelivery, { caller: user, params: { id } });
  }

  @RequirePermission('developers.read')
  @Get('events')
  @ApiOperation({
    summary: 'The account’s event log, newest first: what its webhooks deliver, to reconcile.',
  })
  @ApiV2Query(WebhookEventsQuerySchema)
  @ApiV2Response(WebhookEventListSchema)
  events(
    @CurrentUser() user: SessionUser,
    @Query(zod(WebhookEventsQuerySchema)) query: z.infer<typeof WebhookEventsQuerySchema>,
  ) {
    return this.services.webhooks.call(R.listEvents, { caller: user, query });
  }
}
