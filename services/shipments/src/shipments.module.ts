import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Queues } from '@envios/contracts';
import { ManagedRedis } from '@envios/platform';
import { GetLabelFileController } from './files/get-label-file/get-label-file.controller';
import { GetLabelFileUseCase } from './files/get-label-file/get-label-file.usecase';
import { LabelFormatController } from './files/label-format/label-format.controller';
import { LabelFormatUseCase } from './files/label-format/label-format.usecase';
import { LabelLinkController } from './files/label-link/label-link.controller';
import { LabelLinkUseCase } from './files/label-link/label-link.usecase';
import { LabelLinks } from './files/label-links';
import { FilesystemLabelStorage, LabelStorage } from './files/label-storage';
import { CancelGuideController } from './guides/cancel-guide/cancel-guide.controller';
import { CancelGuideUseCase } from './guides/cancel-guide/cancel-guide.usecase';
import { GenerateGuideUseCase } from './guides/generate-guide/generate-guide.usecase';
import { GuideProcessor } from './guides/generate-guide/guide.processor';
import { GuideJobs } from './guides/guide-jobs';
import { GuidesAfterPayController } from './guides/guides-after-pay/guides-after-pay.controller';
import { GuidesAfterPayUseCase } from './guides/guides-after-pay/guides-after-pay.usecase';
import { MarkPaidUseCase } from './guides/mark-paid/mark-paid.usecase';
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
import { Member, MemberSchema } from './members/member.schema';
import { UserAssignedToClientConsumer } from './members/on-user-assigned-to-client/user-assigned-to-client.consumer';
import { UserRegisteredConsumer } from './members/on-user-registered/user-registered.consumer';
import { UserRemovedFromClientConsumer } from './members/on-user-removed-from-client/user-removed-from-client.consumer';
import { RecordMemberUseCase } from './members/record-member/record-member.usecase';
import { AccountLock } from './shipments/account-lock';
import { CarrierServicesController } from './shipments/carrier-services/carrier-services.controller';
import { CarrierServicesUseCase } from './shipments/carrier-services/carrier-services.usecase';
import { CreateShipmentsController } from './shipments/create-shipments/create-shipments.controller';
import { CreateShipmentsUseCase } from './shipments/create-shipments/create-shipments.usecase';
import { DeleteShipmentsController } from './shipments/delete-shipments/delete-shipments.controller';
import { DeleteShipmentsUseCase } from './shipments/delete-shipments/delete-shipments.usecase';
import { DuplicateShipmentsController } from './shipments/duplicate-shipments/duplicate-shipments.controller';
import { DuplicateShipmentsUseCase } from './shipments/duplicate-shipments/duplicate-shipments.usecase';
import { FilterShipmentsController } from './shipments/filter-shipments/filter-shipments.controller';
import { FilterShipmentsUseCase } from './shipments/filter-shipments/filter-shipments.usecase';
import { GetShipmentController } from './shipments/get-shipment/get-shipment.controller';
import { GetShipmentUseCase } from './shipments/get-shipment/get-shipment.usecase';
import { LastShipmentsController } from './shipments/last-shipments/last-shipments.controller';
import { LastShipmentsUseCase } from './shipments/last-shipments/last-shipments.usecase';
import { ListShipmentsController } from './shipments/list-shipments/list-shipments.controller';
import { ListShipmentsUseCase } from './shipments/list-shipments/list-shipments.usecase';
import { ReadableShipment } from './shipments/readable-shipment';
import { ListOverweightController } from './shipments/list-overweight/list-overweight.controller';
import { ListOverweightUseCase } from './shipments/list-overweight/list-overweight.usecase';
import { OverweightPageController } from './shipments/overweight-page/overweight-page.controller';
import { OverweightPageUseCase } from './shipments/overweight-page/overweight-page.usecase';
import { OverweightRecords } from './shipments/overweight-records';
import { RegisterOverweightController } from './shipments/register-overweight/register-overweight.controller';
import { RegisterOverweightUseCase } from './shipments/register-overweight/register-overweight.usecase';
import { SearchShipmentsController } from './shipments/search-shipments/search-shipments.controller';
import { SearchShipmentsUseCase } from './shipments/search-shipments/search-shipments.usecase';
import { ShipmentCounter, ShipmentCounterSchema } from './shipments/shipment-counter.schema';
import { ShipmentListCache } from './shipments/shipment-list-cache';
import { ShipmentPages } from './shipments/shipment-pages';
import { ShipmentScope } from './shipments/shipment-scope';
import { ShipmentSequences } from './shipments/shipment-sequences';
import { Shipment, ShipmentSchema } from './shipments/shipment.schema';
import { ShipmentDeliveredConsumer } from './tracking/on-shipment-delivered/shipment-delivered.consumer';
import { TrackingStatusChangedConsumer } from './tracking/on-tracking-status-changed/tracking-status-changed.consumer';
import { RecordTrackingUseCase } from './tracking/record-tracking/record-tracking.usecase';

/** The shipments service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Shipment.name, schema: ShipmentSchema },
      { name: ShipmentCounter.name, schema: ShipmentCounterSchema },
      { name: Member.name, schema: MemberSchema },
      { name: CarrierAccount.name, schema: CarrierAccountSchema },
    ]),
    BullModule.registerQueue({ name: Queues.guides }, { name: SHIPMENTS_MAINTENANCE_QUEUE }),
  ],
  controllers: [
    CreateShipmentsController,
    ListShipmentsController,
    SearchShipmentsController,
    FilterShipmentsController,
    CarrierServicesController,
    LastShipmentsController,
    GetShipmentController,
    RegisterOverweightController,
    ListOverweightController,
    OverweightPageController,
    DuplicateShipmentsController,
    DeleteShipmentsController,
    GuidesAfterPayController,
    CancelGuideController,
    GetLabelFileController,
    LabelLinkController,
    LabelFormatController,
  ],
  providers: [
    // Use cases
    CreateShipmentsUseCase,
    ListShipmentsUseCase,
    SearchShipmentsUseCase,
    FilterShipmentsUseCase,
    CarrierServicesUseCase,
    LastShipmentsUseCase,
    GetShipmentUseCase,
    RegisterOverweightUseCase,
    ListOverweightUseCase,
    OverweightPageUseCase,
    DuplicateShipmentsUseCase,
    DeleteShipmentsUseCase,
    GuidesAfterPayUseCase,
    CancelGuideUseCase,
    GetLabelFileUseCase,
    LabelLinkUseCase,
    LabelFormatUseCase,
    MarkPaidUseCase,
    GenerateGuideUseCase,
    SweepPendingUseCase,
    RecordMemberUseCase,
    RecordIntegrationUseCase,
    RecordTrackingUseCase,
    // Event consumers
    ShipmentPaidConsumer,
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
    // Shared by the use cases
    ManagedRedis,
    AccountLock,
    ShipmentScope,
    ShipmentPages,
    ShipmentListCache,
    OverweightRecords,
    ShipmentSequences,
    ReadableShipment,
    GuideJobs,
    LabelConnectors,
    LabelLinks,
    { provide: LabelStorage, useClass: FilesystemLabelStorage },
  ],
})
export class ShipmentsModule {}
