import { InjectQueue, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { APP_CONFIG, QueueProcessor } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { DropCreditKeysUseCase } from '../../ledger/drop-credit-keys/drop-credit-keys.usecase';
import { SweepPaymentsUseCase } from './sweep-payments.usecase';

export const WALLET_MAINTENANCE_QUEUE = 'wallet-maintenance';

/** A one-off job: its fixed id makes BullMQ run it once per Redis, whichever replica starts first. */
const DROP_CREDIT_KEYS_JOB = 'drop-credit-keys-v1';

/**
 * The sweep of half-done payments and credits (one scheduler for all replicas), and the one-off
 * drop of the credit keys old wallet documents kept.
 */
@QueueProcessor(WALLET_MAINTENANCE_QUEUE)
export class SweepPaymentsProcessor extends WorkerHost {
  constructor(
    private readonly sweep: SweepPaymentsUseCase,
    private readonly dropCreditKeys: DropCreditKeysUseCase,
  ) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return job.name === DROP_CREDIT_KEYS_JOB ? this.dropCreditKeys.execute() : this.sweep.execute();
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
    // Kept once done, so a later start does not add it again.
    await this.queue.add(
      DROP_CREDIT_KEYS_JOB,
      {},
      { jobId: DROP_CREDIT_KEYS_JOB, removeOnComplete: false, attempts: 5 },
    );
  }
}
