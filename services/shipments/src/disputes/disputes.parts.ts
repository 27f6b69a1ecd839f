import { AcceptDisputeController } from './accept-dispute/accept-dispute.controller';
import { AcceptDisputeUseCase } from './accept-dispute/accept-dispute.usecase';
import { DisputePhotos } from './dispute-photos';
import { DisputeStore } from './dispute-store';
import { Dispute, DisputeSchema } from './dispute.schema';
import { GetDisputePacketController } from './get-dispute-packet/get-dispute-packet.controller';
import { GetDisputePacketUseCase } from './get-dispute-packet/get-dispute-packet.usecase';
import { GetDisputePhotoController } from './get-dispute-photo/get-dispute-photo.controller';
import { GetDisputePhotoUseCase } from './get-dispute-photo/get-dispute-photo.usecase';
import { ListDisputesController } from './list-disputes/list-disputes.controller';
import { ListDisputesUseCase } from './list-disputes/list-disputes.usecase';
import { OpenDisputeController } from './open-dispute/open-dispute.controller';
import { OpenDisputeUseCase } from './open-dispute/open-dispute.usecase';
import { ReadableDispute } from './readable-dispute';
import { RejectDisputeController } from './reject-dispute/reject-dispute.controller';
import { RejectDisputeUseCase } from './reject-dispute/reject-dispute.usecase';

/** Issue 30's overweight disputes, listed once for ShipmentsModule (their store reads the shipments' scope). */
export const DISPUTE_MODELS = [{ name: Dispute.name, schema: DisputeSchema }];
export const DISPUTE_CONTROLLERS = [
  OpenDisputeController,
  ListDisputesController,
  AcceptDisputeController,
  RejectDisputeController,
  GetDisputePhotoController,
  GetDisputePacketController,
];
export const DISPUTE_PROVIDERS = [
  OpenDisputeUseCase,
  ListDisputesUseCase,
  AcceptDisputeUseCase,
  RejectDisputeUseCase,
  GetDisputePhotoUseCase,
  GetDisputePacketUseCase,
  DisputeStore,
  DisputePhotos,
  ReadableDispute,
];
