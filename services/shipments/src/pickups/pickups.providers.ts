import { Pickup, PickupSchema } from './pickup.schema';
import { CancelPickupController } from './cancel-pickup/cancel-pickup.controller';
import { CancelPickupUseCase } from './cancel-pickup/cancel-pickup.usecase';
import { ClosePickupWindowsController } from './close-pickup-windows/close-pickup-windows.controller';
import { ClosePickupWindowsUseCase } from './close-pickup-windows/close-pickup-windows.usecase';
import { PickupWindowProcessor } from './close-pickup-windows/pickup-window.processor';
import { CreatePickupController } from './create-pickup/create-pickup.controller';
import { CreatePickupUseCase } from './create-pickup/create-pickup.usecase';
import { GetPickupController } from './get-pickup/get-pickup.controller';
import { GetPickupUseCase } from './get-pickup/get-pickup.usecase';
import { ListPickupsController } from './list-pickups/list-pickups.controller';
import { ListPickupsUseCase } from './list-pickups/list-pickups.usecase';
import { PickupTrackingConsumer } from './on-tracking-status-changed/pickup-tracking.consumer';
import { PickupBooking } from './pickup-booking';
import { PickupCandidatesController } from './pickup-candidates/pickup-candidates.controller';
import { PickupCandidatesUseCase } from './pickup-candidates/pickup-candidates.usecase';
import { PickupJobs, PICKUPS_QUEUE } from './pickup-jobs';
import { PickupManifestController } from './pickup-manifest/pickup-manifest.controller';
import { PickupManifestUseCase } from './pickup-manifest/pickup-manifest.usecase';
import { PickupScope } from './pickup-scope';
import { PickupStore } from './pickup-store';
import { RecordCollectionUseCase } from './record-collection/record-collection.usecase';
import { ReschedulePickupController } from './reschedule-pickup/reschedule-pickup.controller';
import { ReschedulePickupUseCase } from './reschedule-pickup/reschedule-pickup.usecase';

/**
 * Pickups (issue 30), listed apart and spread into ShipmentsModule: the pickups' model and queue,
 * controllers (the candidates' route before /:id), and use cases, consumer, processor and store.
 */
export const PICKUP_MODELS = [{ name: Pickup.name, schema: PickupSchema }];
export const PICKUP_QUEUES = [{ name: PICKUPS_QUEUE }];
export const PICKUP_CONTROLLERS = [
  CreatePickupController,
  ListPickupsController,
  PickupCandidatesController,
  ClosePickupWindowsController,
  GetPickupController,
  ReschedulePickupController,
  CancelPickupController,
  PickupManifestController,
];
export const PICKUP_PROVIDERS = [
  CreatePickupUseCase,
  ListPickupsUseCase,
  PickupCandidatesUseCase,
  GetPickupUseCase,
  ReschedulePickupUseCase,
  CancelPickupUseCase,
  PickupManifestUseCase,
  ClosePickupWindowsUseCase,
  RecordCollectionUseCase,
  PickupTrackingConsumer,
  PickupWindowProcessor,
  PickupJobs,
  PickupBooking,
  PickupScope,
  PickupStore,
];
