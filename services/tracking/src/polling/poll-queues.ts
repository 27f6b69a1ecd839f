import { Queues } from '@envios/contracts';
import type { CarrierCode } from '@envios/domain';

/** One BullMQ queue per carrier, so each carrier has its own rate limit. */
export const pollQueueName = (carrier: CarrierCode) => `${Queues.trackingPoll}-${carrier.toLowerCase()}`;

/** Dispatch and reconciliation ticks (job schedulers), one per deployment. */
export const TRACKING_MAINTENANCE_QUEUE = 'tracking-maintenance';

export interface PollJob {
  guide: string;
}

/**
 * One job per hand-out (the claim's time in its id). Not the guide alone: a poll reschedules its guide
 * before its job is done, and a guide due again that soon (a failure's short backoff in tests) would be
 * claimed while the old id is still taken, its new job dropped, and the guide left until its lease ran
 * out. Two hand-outs of one guide are rare (only after a lease runs out) and harmless (polls are
 * idempotent: an unchanged answer writes nothing, a change is versioned).
 */
export const pollJobId = (guide: string, claimedAt: number) => `poll-${guide}-${claimedAt}`;
