import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Shipment } from '../../shipments/shipment.schema';
import { GuideJobs } from '../guide-jobs';

const BATCH = 1_000;

/**
 * Queues again the labels still pending (a job lost between marking paid and queueing, a queue
 * emptied by hand): pending shipments are found by an indexed equality, and a job already waiting
 * for one makes this a no-op.
 */
@Injectable()
export class SweepPendingUseCase {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly jobs: GuideJobs,
  ) {}

  async execute(): Promise<{ queued: number }> {
    const pending = await this.shipments.find({ guide_state: 'pending' }, { _id: 1 }).limit(BATCH).lean();
    await this.jobs.enqueue(pending.map((s) => String(s._id)));
    return { queued: pending.length };
  }
}
