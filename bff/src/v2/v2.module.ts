import { Module } from '@nestjs/common';
import { ServiceClients } from '../platform/service-clients';
import { AccountV2Controller } from './account.v2.controller';
import { BatchesV2Controller } from './batches.v2.controller';
import { ShipmentsV2Controller } from './shipments.v2.controller';
import { PickupsV2Controller } from './pickups.v2.controller';
import { WebhooksV2Controller } from './webhooks.v2.controller';
import { RecipientPageV2Controller } from './recipient-page.v2.controller';

/**
 * The public API (/api/v2): its own module so that its OpenAPI document (/api/v2/openapi.json) is
 * made of its routes alone. Guards, rate limits and idempotency are the app's (AppModule).
 */
@Module({
  controllers: [
    AccountV2Controller,
    ShipmentsV2Controller,
    WebhooksV2Controller,
    BatchesV2Controller,
    PickupsV2Controller,
    RecipientPageV2Controller,
  ],
  providers: [ServiceClients],
})
export class V2Module {}
