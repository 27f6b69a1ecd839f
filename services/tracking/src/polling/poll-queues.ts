import { Queues } from '@envios/contracts';
import type { CarrierCode } from '@envios/domain';

/** One BullMQ queue per carrier, so each carrier has its own rate limit. */
export const pollQueueName = (carrier: CarrierCode) => `${Queues.trackingPoll}-${carrier.toLowerCase()}`;

/** Dispatch and reconciliation ticks (job schedulers), one per deployment. */
export const TRACKING_MAINTENANCE_QUEUE = 'tracking-maintenance';

export interface PollJob {
  guide: string;
}

/** While a guide's poll waits or runs, handing it out again adds nothing (the job id is taken). */
export const pollJobId = (guide: string) => `poll-${guide}`;
