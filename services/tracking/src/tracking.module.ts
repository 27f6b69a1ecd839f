import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ManagedRedis } from '@envios/platform';
import { TrackingConnectors } from './connectors/tracking-connectors';
import { FollowGuideUseCase } from './guides/follow-guide/follow-guide.usecase';
import { GuideCancelledConsumer } from './guides/on-guide-cancelled/guide-cancelled.consumer';
import { GuideGeneratedConsumer } from './guides/on-guide-generated/guide-generated.consumer';
import { StopGuideUseCase } from './guides/stop-guide/stop-guide.usecase';
import { TrackedGuide, TrackedGuideSchema } from './guides/tracked-guide.schema';
import { TrackedGuides } from './guides/tracked-guides';
import { LookupBySourceController } from './lookup/lookup-by-source/lookup-by-source.controller';
import { LookupBySourceUseCase } from './lookup/lookup-by-source/lookup-by-source.usecase';
import { LookupGuideController } from './lookup/lookup-guide/lookup-guide.controller';
import { LookupGuideUseCase } from './lookup/lookup-guide/lookup-guide.usecase';
import { RecipientViewController } from './lookup/recipient-view/recipient-view.controller';
import { RecipientViewUseCase } from './lookup/recipient-view/recipient-view.usecase';
import { RefreshGuidesController } from './lookup/refresh-guides/refresh-guides.controller';
import { RefreshGuidesUseCase } from './lookup/refresh-guides/refresh-guides.usecase';
import { TrackingPdfController } from './lookup/tracking-pdf/tracking-pdf.controller';
import { TrackingPdfUseCase } from './lookup/tracking-pdf/tracking-pdf.usecase';
import { DispatchDueUseCase } from './polling/dispatch/dispatch.usecase';
import { TrackingMaintenanceProcessor, TrackingMaintenanceScheduler } from './polling/maintenance.processor';
import { PollGuideUseCase } from './polling/poll-guide/poll-guide.usecase';
import { PollWorkers } from './polling/poll-guide/poll-workers';
import { TRACKING_MAINTENANCE_QUEUE } from './polling/poll-queues';
import { PollQueues } from './polling/poll-queues.provider';
import { GuideSnapshots } from './polling/guide-snapshots';
import { PollSchedule } from './polling/poll-schedule';
import { ReconcileScheduleUseCase } from './polling/reconcile/reconcile.usecase';

/** The tracking service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: TrackedGuide.name, schema: TrackedGuideSchema }]),
    BullModule.registerQueue({ name: TRACKING_MAINTENANCE_QUEUE }),
  ],
  controllers: [
    LookupGuideController,
    LookupBySourceController,
    RefreshGuidesController,
    TrackingPdfController,
    RecipientViewController,
  ],
  providers: [
    // Use cases
    FollowGuideUseCase,
    StopGuideUseCase,
    PollGuideUseCase,
    DispatchDueUseCase,
    ReconcileScheduleUseCase,
    LookupGuideUseCase,
    LookupBySourceUseCase,
    RefreshGuidesUseCase,
    TrackingPdfUseCase,
    RecipientViewUseCase,
    // Event consumers
    GuideGeneratedConsumer,
    GuideCancelledConsumer,
    // Queue processors (the carriers' poll workers are made by PollWorkers, one limiter each)
    TrackingMaintenanceProcessor,
    TrackingMaintenanceScheduler,
    PollWorkers,
    // Stores and what the use cases share
    TrackedGuides,
    ManagedRedis,
    PollSchedule,
    PollQueues,
    GuideSnapshots,
    TrackingConnectors,
  ],
})
export class TrackingModule {}
