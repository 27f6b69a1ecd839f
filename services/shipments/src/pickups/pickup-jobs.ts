import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { StoredPickup } from './pickup.schema';

export const PICKUPS_QUEUE = 'shipments-pickups';

/**
 * How long after a window closes its pickup is checked: carriers post the pickup scan of a late
 * courier within minutes, so a pickup is called missed only once that time has passed.
 */
export const CHECK_AFTER_CLOSE_MS = 30 * 60_000;

/**
 * The pickups' queue: one delayed job per booking, due when its window closed plus
 * CHECK_AFTER_CLOSE_MS (keyed by pickup and booking number, so a reschedule adds the new booking's
 * job and the old one finds nothing to do), and a sweep every 15 minutes for any job that was lost.
 */
@Injectable()
export class PickupJobs implements OnApplicationBootstrap {
  constructor(@InjectQueue(PICKUPS_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-pickup-windows', { every: 15 * 60_000 }, { name: 'sweep' });
  }

  async checkAtClose(
    p: Pick<StoredPickup, '_id' | 'bookings' | 'close_at'>,
    now = new Date(),
  ): Promise<void> {
    await this.queue.add(
      'close',
      { id: p._id },
      {
        jobId: `close-${p._id}-${p.bookings}`,
        delay: Math.max(0, p.close_at.getTime() + CHECK_AFTER_CLOSE_MS - now.getTime()),
        attempts: 5,
        backoff: { type: 'exponential', delay: 60_000 },
        removeOnComplete: true,
        removeOnFail: 100,
      },
    );
  }
}
