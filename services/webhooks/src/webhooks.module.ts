import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Queues } from '@envios/contracts';
import { DeliverWebhookProcessor } from './deliveries/deliver/deliver-webhook.processor';
import { DeliverWebhookUseCase } from './deliveries/deliver/deliver-webhook.usecase';
import { Delivery, DeliverySchema } from './deliveries/delivery.schema';
import { DeliveryQueue } from './deliveries/delivery-queue';
import { ListDeliveriesController } from './deliveries/list-deliveries/list-deliveries.controller';
import { ListDeliveriesUseCase } from './deliveries/list-deliveries/list-deliveries.usecase';
import { ReplayDeliveryController } from './deliveries/replay-delivery/replay-delivery.controller';
import { ReplayDeliveryUseCase } from './deliveries/replay-delivery/replay-delivery.usecase';
import { ReplayRangeController } from './deliveries/replay-range/replay-range.controller';
import { ReplayRangeUseCase } from './deliveries/replay-range/replay-range.usecase';
import { CreateEndpointController } from './endpoints/create-endpoint/create-endpoint.controller';
import { CreateEndpointUseCase } from './endpoints/create-endpoint/create-endpoint.usecase';
import { DeleteEndpointController } from './endpoints/delete-endpoint/delete-endpoint.controller';
import { DeleteEndpointUseCase } from './endpoints/delete-endpoint/delete-endpoint.usecase';
import { Endpoint, EndpointSchema } from './endpoints/endpoint.schema';
import { EndpointScope } from './endpoints/endpoint-scope';
import { ListEndpointsController } from './endpoints/list-endpoints/list-endpoints.controller';
import { ListEndpointsUseCase } from './endpoints/list-endpoints/list-endpoints.usecase';
import { RotateSecretController } from './endpoints/rotate-secret/rotate-secret.controller';
import { RotateSecretUseCase } from './endpoints/rotate-secret/rotate-secret.usecase';
import { UrlGuard } from './endpoints/url-guard';
import { WebhookSecrets } from './endpoints/webhook-secrets';
import { ListEventsController } from './events/list-events/list-events.controller';
import { ListEventsUseCase } from './events/list-events/list-events.usecase';
import { SourceEventsConsumer } from './events/on-events/source-events.consumer';
import { SubscribedEndpoints } from './endpoints/subscribed-endpoints';
import { RecordWebhookEventUseCase } from './events/record-event/record-webhook-event.usecase';
import { WebhookEventRecord, WebhookEventRecordSchema } from './events/webhook-event.schema';
import { Member, MemberSchema } from './members/member.schema';
import { IdentityEventsConsumer } from './members/on-identity-events.consumer';
import { RecordMemberUseCase } from './members/record-member/record-member.usecase';

/** The webhooks service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Endpoint.name, schema: EndpointSchema },
      { name: WebhookEventRecord.name, schema: WebhookEventRecordSchema },
      { name: Delivery.name, schema: DeliverySchema },
      { name: Member.name, schema: MemberSchema },
    ]),
    BullModule.registerQueue({ name: Queues.webhookDeliveries }),
  ],
  controllers: [
    CreateEndpointController,
    ListEndpointsController,
    DeleteEndpointController,
    RotateSecretController,
    ListDeliveriesController,
    ReplayDeliveryController,
    ReplayRangeController,
    ListEventsController,
  ],
  providers: [
    // Use cases
    CreateEndpointUseCase,
    ListEndpointsUseCase,
    DeleteEndpointUseCase,
    RotateSecretUseCase,
    ListDeliveriesUseCase,
    ReplayDeliveryUseCase,
    ReplayRangeUseCase,
    ListEventsUseCase,
    RecordWebhookEventUseCase,
    SubscribedEndpoints,
    RecordMemberUseCase,
    DeliverWebhookUseCase,
    // Consumers and the delivery worker
    SourceEventsConsumer,
    IdentityEventsConsumer,
    DeliverWebhookProcessor,
    // What the slices share
    DeliveryQueue,
    EndpointScope,
    UrlGuard,
    WebhookSecrets,
  ],
})
export class WebhooksModule {}
