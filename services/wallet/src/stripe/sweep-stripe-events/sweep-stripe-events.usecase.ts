import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG } from '@envios/platform';
import type { WalletConfig } from '../../config';
import { ApplyStripeEventUseCase } from '../apply-stripe-event/apply-stripe-event.usecase';
import { StripeCheckpoint } from '../stripe-checkpoint.schema';
import { StripeClient } from '../stripe.client';

const CHECKPOINT = 'events';
/** The first sweep looks back a day (Stripe keeps events 30 days). */
const FIRST_LOOK_BACK_S = 86_400;

/**
 * The reconciliation of what the webhooks may have missed: Stripe's Events API asked for our event
 * types since the last sweep began (less STRIPE_SWEEP_OVERLAP_SECONDS, so an event written just as
 * a sweep ran is seen by the next), each applied oldest first through the webhook's own use case
 * (idempotent: what a webhook already applied changes nothing). The checkpoint moves on only after
 * a complete pass. How many events changed something.
 */
@Injectable()
export class SweepStripeEventsUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectModel(StripeCheckpoint.name) private readonly checkpoints: Model<StripeCheckpoint>,
    private readonly stripe: StripeClient,
    private readonly apply: ApplyStripeEventUseCase,
  ) {}

  async execute(): Promise<{ applied: number }> {
    const startedAt = Math.floor(Date.now() / 1000);
    const last = await this.checkpoints.findById(CHECKPOINT).lean<StripeCheckpoint>();
    const since = (last?.since ?? startedAt - FIRST_LOOK_BACK_S) - this.config.STRIPE_SWEEP_OVERLAP_SECONDS;
    let applied = 0;
    for (const event of await this.stripe.eventsSince(since)) if (await this.apply.execute(event)) applied++;
    await this.checkpoints.updateOne({ _id: CHECKPOINT }, { $max: { since: startedAt } }, { upsert: true });
    return { applied };
  }
}
