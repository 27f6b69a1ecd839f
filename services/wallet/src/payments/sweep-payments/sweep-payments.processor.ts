import { InjectQueue, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, QueueProcessor } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { SweepPaymentsUseCase } from './sweep-payments.usecase';

export const WALLET_MAINTENANCE_QUEUE = 'wallet-maintenance';

/** The sweep of half-done payments and credits (one scheduler for all replicas). */
@QueueProcessor(WALLET_MAINTENANCE_QUEUE)
export class SweepPaymentsProcessor extends WorkerHost {
  constructor(private readonly sweep: SweepPaymentsUseCase) {
    super();
  }

  process() {
    return this.sweep.execute();
  }
}

/**
 * Every 10 seconds, and at each start of a replica: at once (what a process that died long ago
 * left) and when a payment lease has passed since (the claims of the process this one replaces,
 * which was perhaps killed a moment ago), so a crash holds nothing for longer than a lease.
 */
@Injectable()
export class SweepPaymentsScheduler implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectQueue(WALLET_MAINTENANCE_QUEUE) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-payments', { every: 10_000 }, { name: 'sweep' });
    const start = `start-${Date.now()}-${process.pid}`;
    const done = { removeOnComplete: true, removeOnFail: true };
    await this.queue.add('sweep', {}, { jobId: `${start}-now`, ...done });
    await this.queue.add(
      'sweep',
      {},
      { jobId: `${start}-lease`, delay: this.config.PAYMENT_LEASE_MS + 500, ...done },
    );
  }
}
