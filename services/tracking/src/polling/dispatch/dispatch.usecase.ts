import { Inject, Injectable } from '@nestjs/common';
import { CARRIER_CODES } from '@envios/domain';
import { APP_CONFIG } from '@envios/platform';
import type { TrackingConfig } from '../../config';
import { PollQueues } from '../poll-queues.provider';
import { PollSchedule } from '../poll-schedule';

/** Seconds of each carrier's rate kept waiting in its queue: enough to never starve, no more. */
const BUFFER_SECONDS = 3;

/**
 * Hands the guides that are due to their carrier's queue, no more than the queue can use in a few
 * seconds at that carrier's rate, so a refresh of thousands of guides becomes a steady stream
 * within every carrier's limit rather than a stampede.
 */
@Injectable()
export class DispatchDueUseCase {
  constructor(
    private readonly schedule: PollSchedule,
    private readonly queues: PollQueues,
    @Inject(APP_CONFIG) private readonly config: TrackingConfig,
  ) {}

  async execute(now = Date.now()): Promise<{ dispatched: number }> {
    let dispatched = 0;
    for (const carrier of CARRIER_CODES) {
      const room =
        this.config.TRACKING_RATE_LIMITS[carrier] * BUFFER_SECONDS - (await this.queues.waiting(carrier));
      const due = await this.schedule.claimDue(carrier, now, room);
      await this.queues.add(carrier, due, now);
      dispatched += due.length;
    }
    return { dispatched };
  }
}
