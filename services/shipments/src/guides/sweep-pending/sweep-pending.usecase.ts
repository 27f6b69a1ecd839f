import { Injectable } from '@nestjs/common';
import { ShipmentStore } from '../../shipments/shipment-store';
import { GuideJobs } from '../guide-jobs';

/** Labels queued again at most per sweep (the next sweep takes the rest). */
const PER_SWEEP = 1_000;
/**
 * A shipment paid this recently is still being queued by its ShipmentPaid consumer: the sweep leaves
 * it to that, so the label's job carries the payment's trace rather than starting one of its own.
 */
const GRACE_MS = 60_000;

/**
 * Queues again the labels still pending (a job lost between marking paid and queueing, a queue
 * emptied by hand), once paid a minute ago: pending shipments are found by an indexed equality, and a
 * job already waiting for one makes this a no-op.
 */
@Injectable()
export class SweepPendingUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly jobs: GuideJobs,
  ) {}

  async execute(): Promise<{ queued: number }> {
    const pending = await this.shipments.pendingLabels(PER_SWEEP, new Date(Date.now() - GRACE_MS));
    await this.jobs.enqueue(pending);
    return { queued: pending.length };
  }
}
