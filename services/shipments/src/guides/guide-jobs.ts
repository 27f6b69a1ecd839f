import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Queues } from '@envios/contracts';
import { APP_CONFIG } from '@envios/platform';
import type { ShipmentsConfig } from '../config';

export interface GuideJob {
  shipmentId: string;
}

/**
 * Queues a shipment's label. The job id is the shipment's, so while one is waiting or running a
 * second request for it is a no-op; the generation itself is conditional, so a later duplicate
 * finds the label made and stops.
 */
@Injectable()
export class GuideJobs {
  constructor(
    @InjectQueue(Queues.guides) private readonly queue: Queue<GuideJob>,
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
  ) {}

  async enqueue(shipmentIds: string[]): Promise<void> {
    if (!shipmentIds.length) return;
    await this.queue.addBulk(
      shipmentIds.map((shipmentId) => ({
        name: 'guide',
        data: { shipmentId },
        opts: {
          jobId: `guide-${shipmentId}`,
          attempts: this.config.GUIDE_ATTEMPTS,
          backoff: { type: 'exponential', delay: this.config.GUIDE_BACKOFF_MS },
          removeOnComplete: { age: 3600, count: 10_000 },
          removeOnFail: { age: 24 * 3600 },
        },
      })),
    );
  }
}
