import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TrackedGuide } from '../../guides/tracked-guide.schema';
import { PollSchedule } from '../poll-schedule';

const BATCH = 1000;

/**
 * Puts every active guide missing from the schedule back on it, due now (the schedule lives in
 * Redis; this covers a Redis that lost it). Guides already scheduled keep their time.
 */
@Injectable()
export class ReconcileScheduleUseCase {
  private readonly logger = new Logger(ReconcileScheduleUseCase.name);

  constructor(
    @InjectModel(TrackedGuide.name) private readonly guides: Model<TrackedGuide>,
    private readonly schedule: PollSchedule,
  ) {}

  async execute(now = Date.now()): Promise<{ active: number; restored: number }> {
    let active = 0;
    let restored = 0;
    let batch: { carrier: TrackedGuide['carrier']; guide: string }[] = [];
    for await (const g of this.guides.find({ active: true }, { carrier: 1 }).lean().cursor()) {
      active++;
      batch.push({ carrier: g.carrier, guide: g._id });
      if (batch.length === BATCH) {
        restored += await this.schedule.addMany(batch, now);
        batch = [];
      }
    }
    restored += await this.schedule.addMany(batch, now);
    if (restored) this.logger.warn(`${restored} of ${active} active guides were missing from the schedule`);
    return { active, restored };
  }
}
