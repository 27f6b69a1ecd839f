import { InjectQueue, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, QueueProcessor } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { SweepStripeEventsUseCase } from './sweep-stripe-events.usecase';

export const STRIPE_SWEEP_QUEUE = 'stripe-sweep';

/** The sweep of Stripe's Events API (one scheduler for every replica: one job at a time). */
@QueueProcessor(STRIPE_SWEEP_QUEUE)
export class SweepStripeEventsProcessor extends WorkerHost {
  constructor(private readonly sweep: SweepStripeEventsUseCase) {
    super();
  }

  process(): Promise<unknown> {
    return this.sweep.execute();
  }
}

/** Every STRIPE_SWEEP_EVERY_MS (a minute by default), whichever replica takes it. */
@Injectable()
export class SweepStripeEventsScheduler implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectQueue(STRIPE_SWEEP_QUEUE) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'stripe-sweep',
      { every: this.config.STRIPE_SWEEP_EVERY_MS },
      { name: 'sweep', opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  }
}
