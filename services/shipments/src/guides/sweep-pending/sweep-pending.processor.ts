import { InjectQueue, WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { QueueProcessor } from '@envios/platform';
import { BackfillShipmentsUseCase } from '../../shipments/backfill-shipments/backfill-shipments.usecase';
import { SweepPendingUseCase } from './sweep-pending.usecase';

export const SHIPMENTS_MAINTENANCE_QUEUE = 'shipments-maintenance';

/** A one-off job: its fixed id makes BullMQ run it once per Redis, whichever replica starts first. */
const BACKFILL_JOB = 'backfill-states-and-guide-terms-v1';

/**
 * The maintenance queue: the sweep of pending labels, every minute (one scheduler for all
 * replicas), and the one-off backfill of stored shipments.
 */
@QueueProcessor(SHIPMENTS_MAINTENANCE_QUEUE)
export class SweepPendingProcessor extends WorkerHost {
  constructor(
    private readonly sweep: SweepPendingUseCase,
    private readonly backfill: BackfillShipmentsUseCase,
  ) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return job.name === BACKFILL_JOB ? this.backfill.execute() : this.sweep.execute();
  }
}

@Injectable()
export class SweepPendingScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(SHIPMENTS_MAINTENANCE_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-pending-guides', { every: 60_000 }, { name: 'sweep' });
    // Kept once done, so a later start does not add it again.
    await this.queue.add(BACKFILL_JOB, {}, { jobId: BACKFILL_JOB, removeOnComplete: false, attempts: 5 });
  }
}
