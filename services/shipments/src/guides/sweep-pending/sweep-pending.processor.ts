import { InjectQueue, WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueProcessor } from '@envios/platform';
import { SweepPendingUseCase } from './sweep-pending.usecase';

export const SHIPMENTS_MAINTENANCE_QUEUE = 'shipments-maintenance';

/** The sweep of pending labels, every minute (one scheduler for all replicas). */
@QueueProcessor(SHIPMENTS_MAINTENANCE_QUEUE)
export class SweepPendingProcessor extends WorkerHost {
  constructor(private readonly sweep: SweepPendingUseCase) {
    super();
  }

  process(): Promise<{ queued: number }> {
    return this.sweep.execute();
  }
}

@Injectable()
export class SweepPendingScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(SHIPMENTS_MAINTENANCE_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-pending-guides', { every: 60_000 }, { name: 'sweep' });
  }
}
