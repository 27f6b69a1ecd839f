import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { CARRIER_CODES, type CarrierCode } from '@envios/domain';
import { APP_CONFIG, BULLMQ_PREFIX, bullConnection } from '@envios/platform';
import type { TrackingConfig } from '../config';
import { pollJobId, pollQueueName, type PollJob } from './poll-queues';

/** The carriers' poll queues, to hand guides to (their workers are in PollWorkers). */
@Injectable()
export class PollQueues implements OnApplicationShutdown {
  private readonly queues: Record<CarrierCode, Queue<PollJob>>;

  constructor(@Inject(APP_CONFIG) config: TrackingConfig) {
    const connection = bullConnection(config);
    this.queues = Object.fromEntries(
      CARRIER_CODES.map((c) => [
        c,
        new Queue<PollJob>(pollQueueName(c), { connection, prefix: BULLMQ_PREFIX }),
      ]),
    ) as Record<CarrierCode, Queue<PollJob>>;
  }

  /** Jobs waiting for the carrier's worker (its limiter lets them through). */
  waiting(carrier: CarrierCode): Promise<number> {
    return this.queues[carrier].getWaitingCount();
  }

  /** Guides claimed at `claimedAt`, one job each. */
  async add(carrier: CarrierCode, guides: readonly string[], claimedAt: number): Promise<void> {
    if (!guides.length) return;
    await this.queues[carrier].addBulk(
      guides.map((guide) => ({
        name: 'poll',
        data: { guide },
        opts: { jobId: pollJobId(guide, claimedAt), removeOnComplete: true, removeOnFail: true },
      })),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(Object.values(this.queues).map((q) => q.close()));
  }
}
