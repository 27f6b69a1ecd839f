import { InjectQueue, WorkerHost } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueProcessor } from '@envios/platform';
import { SweepPaymentsUseCase } from './sweep-payments.usecase';

export const WALLET_MAINTENANCE_QUEUE = 'wallet-maintenance';

/** The sweep of half-done payments, every 10 seconds (one scheduler for all replicas). */
@QueueProcessor(WALLET_MAINTENANCE_QUEUE)
export class SweepPaymentsProcessor extends WorkerHost {
  constructor(private readonly sweep: SweepPaymentsUseCase) {
    super();
  }

  process() {
    return this.sweep.execute();
  }
}

@Injectable()
export class SweepPaymentsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(WALLET_MAINTENANCE_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-payments', { every: 10_000 }, { name: 'sweep' });
  }
}
