import { InjectQueue, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { APP_CONFIG, QueueProcessor } from '@envios/platform';
import type { TrackingConfig } from '../config';
import { DispatchDueUseCase } from './dispatch/dispatch.usecase';
import { TRACKING_MAINTENANCE_QUEUE } from './poll-queues';
import { ReconcileScheduleUseCase } from './reconcile/reconcile.usecase';

/** Hands out due guides every TRACKING_DISPATCH_MS; reconciles the schedule every 10 minutes. */
@QueueProcessor(TRACKING_MAINTENANCE_QUEUE, { concurrency: 2 })
export class TrackingMaintenanceProcessor extends WorkerHost {
  constructor(
    private readonly dispatch: DispatchDueUseCase,
    private readonly reconcile: ReconcileScheduleUseCase,
  ) {
    super();
  }

  process(job: Job): Promise<object> {
    return job.name === 'reconcile' ? this.reconcile.execute() : this.dispatch.execute();
  }
}

/** One scheduler of each for the whole deployment, however many replicas start. */
@Injectable()
export class TrackingMaintenanceScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(TRACKING_MAINTENANCE_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: TrackingConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const done = { removeOnComplete: true, removeOnFail: 100 };
    await this.queue.upsertJobScheduler(
      'tracking-dispatch',
      { every: this.config.TRACKING_DISPATCH_MS },
      { name: 'dispatch', opts: done },
    );
    await this.queue.upsertJobScheduler(
      'tracking-reconcile',
      { every: 10 * 60_000 },
      { name: 'reconcile', opts: done },
    );
  }
}
