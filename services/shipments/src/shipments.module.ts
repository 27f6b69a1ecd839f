import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Queues } from '@envios/contracts';
import { ManagedRedis } from '@envios/platform';
import { GetLabelFileController } from './files/get-label-file/get-label-file.controller';
import { GetLabelFileUseCase } from './files/get-label-file/get-label-file.usecase';
import { GetLabelFormatController } from './files/get-label-format/get-label-format.controller';
import { GetLabelFormatUseCase } from './files/get-label-format/get-label-format.usecase';
import { LabelLinkController } from './files/label-link/label-link.controller';
import { LabelLinkUseCase } from './files/label-link/label-link.usecase';
import { LabelLinks } from './files/label-links';
import { BatchLabels } from './files/batch-labels';
import { ManifestController } from './files/manifest/manifest.controller';
import { ManifestUseCase } from './files/manifest/manifest.usecase';
import { MergedLabelsController } from './files/merged-labels/merged-labels.controller';
import { MergedLabelsUseCase } from './files/merged-labels/merged-labels.usecase';
import { SetLabelFormatController } from './files/set-label-format/set-label-format.controller';
import { SetLabelFormatUseCase } from './files/set-label-format/set-label-format.usecase';
import { labelStorageProvider } from './files/label-storage.provider';
import { CancelGuideController } from './guides/cancel-guide/cancel-guide.controller';
import { CancelGuideUseCase } from './guides/cancel-guide/cancel-guide.usecase';
import { GenerateGuideUseCase } from './guides/generate-guide/generate-guide.usecase';
import { GiveUpGuideUseCase } from './guides/give-up-guide/give-up-guide.usecase';
import { GuideProcessor } from './guides/generate-guide/guide.processor';
import { GuideJobs } from './guides/guide-jobs';
import { GuideSignals } from './guides/guide-signals';
import { GuidesAfterPayController } from './guides/guides-after-pay/guides-after-pay.controller';
import { GuidesAfterPayUseCase } from './guides/guides-after-pay/guides-after-pay.usecase';
import { MarkPaidUseCase } from './guides/mark-paid/mark-paid.usecase';
import { PaymentRefundedConsumer } from './guides/on-payment-refunded/payment-refunded.consumer';
import { RecordRefundUseCase } from './guides/record-refund/record-refund.usecase';
import { OverweightChargedConsumer } from './shipments/on-overweight-charged/overweight-charged.consumer';
import { ShipmentPaidConsumer } from './guides/on-shipment-paid/shipment-paid.consumer';
import {
  SHIPMENTS_MAINTENANCE_QUEUE,
  SweepPendingProcessor,
  SweepPendingScheduler,
} from './guides/sweep-pending/sweep-pending.processor';
import { SweepPendingUseCase } from './guides/sweep-pending/sweep-pending.usecase';
import { CarrierAccount, CarrierAccountSchema } from './integrations/carrier-account.schema';
import { LabelConnectors } from './integrations/label-connectors';
import { IntegrationChangedConsumer } from './integrations/on-integration-changed/integration-changed.consumer';
import { RecordIntegrationUseCase } from './integrations/record-integration/record-integration.usecase';
import { MemberStore } from './members/member-store';
import { Member, MemberSchema } from './members/member.schema';
import { UserAssignedToClientConsumer } from './members/on-user-assigned-to-client/user-assigned-to-client.consumer';
import { UserRegisteredConsumer } from './members/on-user-registered/user-registered.consumer';
import { UserRemovedFromClientConsumer } from './members/on-user-removed-from-client/user-removed-from-client.consumer';
import { RecordMemberUseCase } from './members/record-member/record-member.usecase';
import { RemoveFromClientUseCase } from './members/remove-from-client/remove-from-client.usecase';
import { AllCarrierServicesController } from './shipments/all-carrier-services/all-carrier-services.controller';
import { AllCarrierServicesUseCase } from './shipments/all-carrier-services/all-carrier-services.usecase';
import { BackfillShipmentsUseCase } from './shipments/backfill-shipments/backfill-shipments.usecase';
import { CarrierServicesController } from './shipments/carrier-services/carrier-services.controller';
import { CarrierServicesUseCase } from './shipments/carrier-services/carrier-services.usecase';
import { CreateShipmentController } from './shipments/create-shipment/create-shipment.controller';
import { CreateShipmentUseCase } from './shipments/create-shipment/create-shipment.usecase';
import { CreateShipmentsController } from './shipments/create-shipments/create-shipments.controller';
import { CreateShipmentsUseCase } from './shipments/create-shipments/create-shipments.usecase';
import { CreateBatchShipmentsController } from './shipments/create-batch-shipments/create-batch-shipments.controller';
import { CreateBatchShipmentsUseCase } from './shipments/create-batch-shipments/create-batch-shipments.usecase';
import { NewShipments } from './shipments/new-shipments';
import { ShipmentStatesController } from './shipments/shipment-states/shipment-states.controller';
import { ShipmentStatesUseCase } from './shipments/shipment-states/shipment-states.usecase';
import { DeleteShipmentsController } from './shipments/delete-shipments/delete-shipments.controller';
import { DeleteShipmentsUseCase } from './shipments/delete-shipments/delete-shipments.usecase';
import { DuplicateShipmentsController } from './shipments/duplicate-shipments/duplicate-shipments.controller';
import { DuplicateShipmentsUseCase } from './shipments/duplicate-shipments/duplicate-shipments.usecase';
import { FilterByCarrierController } from './shipments/filter-by-carrier/filter-by-carrier.controller';
import { FilterByCarrierUseCase } from './shipments/filter-by-carrier/filter-by-carrier.usecase';
import { FilterByStatusController } from './shipments/filter-by-status/filter-by-status.controller';
import { FilterByStatusUseCase } from './shipments/filter-by-status/filter-by-status.usecase';
import { GetShipmentController } from './shipments/get-shipment/get-shipment.controller';
import { GetShipmentUseCase } from './shipments/get-shipment/get-shipment.usecase';
import { GuideStatusController } from './shipments/guide-status/guide-status.controller';
import { GuideStatusUseCase } from './shipments/guide-status/guide-status.usecase';
import { LastShipmentsController } from './shipments/last-shipments/last-shipments.controller';
import { LastShipmentsUseCase } from './shipments/last-shipments/last-shipments.usecase';
import { ListShipmentsAfterController } from './shipments/list-shipments-after/list-shipments-after.controller';
import { ListShipmentsAfterUseCase } from './shipments/list-shipments-after/list-shipments-after.usecase';
import { ListShipmentsController } from './shipments/list-shipments/list-shipments.controller';
import { ListShipmentsUseCase } from './shipments/list-shipments/list-shipments.usecase';
import { MarkOverweightPaidUseCase } from './shipments/mark-overweight-paid/mark-overweight-paid.usecase';
import { ReadableShipment } from './shipments/readable-shipment';
import { ListOverweightController } from './shipments/list-overweight/list-overweight.controller';
import { ListOverweightUseCase } from './shipments/list-overweight/list-overweight.usecase';
import { OverweightPageController } from './shipments/overweight-page/overweight-page.controller';
import { OverweightPageUseCase } from './shipments/overweight-page/overweight-page.usecase';
import { OverweightRecords } from './shipments/overweight-records';
import { DISPUTE_CONTROLLERS, DISPUTE_MODELS, DISPUTE_PROVIDERS } from './disputes/disputes.parts';
import { RegisterOverweightController } from './shipments/register-overweight/register-overweight.controller';
import { QuoteOverweightController } from './shipments/quote-overweight/quote-overweight.controller';
import { QuoteOverweightUseCase } from './shipments/quote-overweight/quote-overweight.usecase';
import { OverweightPricing } from './shipments/overweight-pricing';
import { FindByGuideController } from './shipments/find-by-guide/find-by-guide.controller';
import { FindByGuideUseCase } from './shipments/find-by-guide/find-by-guide.usecase';
import { RegisterOverweightUseCase } from './shipments/register-overweight/register-overweight.usecase';
import { SearchShipmentsController } from './shipments/search-shipments/search-shipments.controller';
import { SearchShipmentsUseCase } from './shipments/search-shipments/search-shipments.usecase';
import { ShipmentParcelsController } from './shipments/shipment-parcels/shipment-parcels.controller';
import { ShipmentParcelsUseCase } from './shipments/shipment-parcels/shipment-parcels.usecase';
import { ShipmentCounter, ShipmentCounterSchema } from './shipments/shipment-counter.schema';
import { ShipmentScope } from './shipments/shipment-scope';
import { ShipmentStore } from './shipments/shipment-store';
import { Shipment, ShipmentSchema } from './shipments/shipment.schema';
import { ShipmentDeliveredConsumer } from './tracking/on-shipment-delivered/shipment-delivered.consumer';
import { TrackingStatusChangedConsumer } from './tracking/on-tracking-status-changed/tracking-status-changed.consumer';
import { LiveUpdates } from './tracking/live-updates';
import { RecordDeliveryUseCase } from './tracking/record-delivery/record-delivery.usecase';
import { RecordTrackingStatusUseCase } from './tracking/record-tracking-status/record-tracking-status.usecase';
import {
  PICKUP_CONTROLLERS,
  PICKUP_MODELS,
  PICKUP_PROVIDERS,
  PICKUP_QUEUES,
} from './pickups/pickups.providers';

/** The shipments service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Shipment.name, schema: ShipmentSchema },
      { name: ShipmentCounter.name, schema: ShipmentCounterSchema },
      { name: Member.name, schema: MemberSchema },
      { name: CarrierAccount.name, schema: CarrierAccountSchema },
      ...DISPUTE_MODELS,
      ...PICKUP_MODELS,
    ]),
    BullModule.registerQueue(
      { name: Queues.guides },
      { name: SHIPMENTS_MAINTENANCE_QUEUE },
      ...PICKUP_QUEUES,
    ),
  ],
  controllers: [
    ...DISPUTE_CONTROLLERS,
    CreateShipmentController,
    CreateShipmentsController,
    CreateBatchShipmentsController,
    ShipmentStatesController,
    ListShipmentsController,
    ListShipmentsAfterController,
    SearchShipmentsController,
    FilterByStatusController,
    FilterByCarrierController,
    CarrierServicesController,
    AllCarrierServicesController,
    LastShipmentsController,
    GetShipmentController,
    GuideStatusController,
    ShipmentParcelsController,
    RegisterOverweightController,
    QuoteOverweightController,
    FindByGuideController,
    ListOverweightController,
    OverweightPageController,
    DuplicateShipmentsController,
    DeleteShipmentsController,
    GuidesAfterPayController,
    CancelGuideController,
    GetLabelFileController,
    LabelLinkController,
    GetLabelFormatController,
    SetLabelFormatController,
    MergedLabelsController,
    ManifestController,
    ...PICKUP_CONTROLLERS,
  ],
  providers: [
    // Use cases
    CreateShipmentUseCase,
    CreateShipmentsUseCase,
    CreateBatchShipmentsUseCase,
    NewShipments,
    ShipmentStatesUseCase,
    ListShipmentsUseCase,
    ListShipmentsAfterUseCase,
    SearchShipmentsUseCase,
    FilterByStatusUseCase,
    FilterByCarrierUseCase,
    CarrierServicesUseCase,
    AllCarrierServicesUseCase,
    LastShipmentsUseCase,
    GetShipmentUseCase,
    GuideStatusUseCase,
    ShipmentParcelsUseCase,
    RegisterOverweightUseCase,
    MarkOverweightPaidUseCase,
    QuoteOverweightUseCase,
    FindByGuideUseCase,
    ListOverweightUseCase,
    OverweightPageUseCase,
    DuplicateShipmentsUseCase,
    DeleteShipmentsUseCase,
    GuidesAfterPayUseCase,
    CancelGuideUseCase,
    GetLabelFileUseCase,
    LabelLinkUseCase,
    GetLabelFormatUseCase,
    SetLabelFormatUseCase,
    MergedLabelsUseCase,
    ManifestUseCase,
    MarkPaidUseCase,
    RecordRefundUseCase,
    GenerateGuideUseCase,
    GiveUpGuideUseCase,
    SweepPendingUseCase,
    BackfillShipmentsUseCase,
    RecordMemberUseCase,
    RemoveFromClientUseCase,
    RecordIntegrationUseCase,
    RecordTrackingStatusUseCase,
    RecordDeliveryUseCase,
    // Event consumers
    ShipmentPaidConsumer,
    PaymentRefundedConsumer,
    OverweightChargedConsumer,
    UserRegisteredConsumer,
    UserAssignedToClientConsumer,
    UserRemovedFromClientConsumer,
    IntegrationChangedConsumer,
    TrackingStatusChangedConsumer,
    ShipmentDeliveredConsumer,
    // Queue processors
    GuideProcessor,
    SweepPendingProcessor,
    SweepPendingScheduler,
    // Stores (every query and write of their aggregate) and what the use cases share
    ShipmentStore,
    MemberStore,
    ManagedRedis,
    ShipmentScope,
    OverweightRecords,
    OverweightPricing,
    ReadableShipment,
    LiveUpdates,
    GuideJobs,
    GuideSignals,
    LabelConnectors,
    LabelLinks,
    BatchLabels,
    labelStorageProvider,
    ...DISPUTE_PROVIDERS,
    ...PICKUP_PROVIDERS,
  ],
})
export class ShipmentsModule {}
