import { Injectable, Logger } from '@nestjs/common';
import { TrackedGuides } from '../../guides/tracked-guides';
import { PollSchedule } from '../poll-schedule';

/**
 * Puts every active guide missing from the schedule back on it, due now (the schedule lives in
 * Redis; this covers a Redis that lost it). Guides already scheduled keep their time.
 */
@Injectable()
export class ReconcileScheduleUseCase {
  private readonly logger = new Logger(ReconcileScheduleUseCase.name);

  constructor(
    private readonly guides: TrackedGuides,
    private readonly schedule: PollSchedule,
  ) {}

  async execute(now = Date.now()): Promise<{ active: number; restored: number }> {
    let active = 0;
    let restored = 0;
    await this.guides.forEachActiveBatch(async (batch) => {
      active += batch.length;
      restored += await this.schedule.addMany(batch, now);
    });
    if (restored) this.logger.warn(`${restored} of ${active} active guides were missing from the schedule`);
    return { active, restored };
  }
}
