import { InjectQueue, WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueProcessor } from '@envios/platform';
import { ClosePeriodsUseCase } from './close-periods.usecase';

export const PERIODS_QUEUE = 'invoicing-periods';

/** The hourly close of ended periods (one scheduler for all replicas; whichever worker takes it runs it). */
@QueueProcessor(PERIODS_QUEUE)
export class ClosePeriodsProcessor extends WorkerHost {
  constructor(private readonly closePeriods: ClosePeriodsUseCase) {
    super();
  }

  process(): Promise<{ queued: string[] }> {
    return this.closePeriods.execute();
  }
}

/** Every hour: a period ends at local midnight, and its invoices are stamped within the hour after. */
@Injectable()
export class ClosePeriodsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(PERIODS_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('close-periods', { every: 3_600_000 }, { name: 'close' });
  }
}
