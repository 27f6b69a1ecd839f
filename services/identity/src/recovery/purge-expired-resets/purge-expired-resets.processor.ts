import { InjectQueue, WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueProcessor } from '@envios/platform';
import { PurgeExpiredResetsUseCase } from './purge-expired-resets.usecase';

export const IDENTITY_MAINTENANCE_QUEUE = 'identity-maintenance';

/** The hourly purge job (one scheduler for all replicas; whichever worker takes it runs it). */
@QueueProcessor(IDENTITY_MAINTENANCE_QUEUE)
export class PurgeExpiredResetsProcessor extends WorkerHost {
  constructor(private readonly purge: PurgeExpiredResetsUseCase) {
    super();
  }

  process(): Promise<{ deleted: number }> {
    return this.purge.execute();
  }
}

@Injectable()
export class PurgeExpiredResetsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(IDENTITY_MAINTENANCE_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('purge-expired-resets', { every: 3_600_000 }, { name: 'purge' });
  }
}
