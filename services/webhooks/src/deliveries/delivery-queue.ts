import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Queue } from 'bullmq';
import type { Model } from 'mongoose';
import { Queues } from '@envios/contracts';
import { APP_CONFIG } from '@envios/platform';
import type { WebhooksConfig } from '../config';
import type { WebhookEventRecord } from '../events/webhook-event.schema';
import { Delivery } from './delivery.schema';

/**
 * The retry schedule after a failed delivery: from 10 s to 6 h, 15 retries over about a day
 * (WEBHOOK_BACKOFF_SCALE shrinks it for tests).
 */
const RETRY_SCHEDULE_MS = [
  10e3, 30e3, 60e3, 120e3, 300e3, 600e3, 1_200e3, 2_400e3, 3_600e3, 7_200e3, 7_200e3, 10_800e3, 14_400e3,
  18_000e3, 21_600e3,
];
/** Attempts in all: the first and one per step of the schedule. */
export const DELIVERY_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;

/** Records a delivery of an event to an endpoint and hands it to the delivery queue. */
@Injectable()
export class DeliveryQueue {
  constructor(
    @InjectModel(Delivery.name) private readonly deliveries: Model<Delivery>,
    @InjectQueue(Queues.webhookDeliveries) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: WebhooksConfig,
  ) {}

  /**
   * Once per id: a delivery recorded before (a redelivered event) is not recorded again, but it is
   * queued again in case the process stopped between the two (the worker skips a finished one).
   */
  async send(
    id: string,
    endpoint: string,
    event: WebhookEventRecord,
    replayOf: string | null = null,
  ): Promise<void> {
    await this.deliveries
      .updateOne(
        { _id: id },
        {
          $setOnInsert: {
            endpoint,
            account: event.account,
            event: event._id,
            eventId: event.eventId,
            type: event.type,
            shipmentId: event.shipmentId,
            eventAt: event.at,
            status: 'pending',
            open: true,
            attempts: 0,
            responseStatus: null,
            responseBody: null,
            latencyMs: null,
            error: null,
            lastAttemptAt: null,
            nextAttemptAt: null,
            replayOf,
            createdAt: new Date(),
          },
        },
        { upsert: true },
      )
      .exec();
    await this.queue.add(
      'deliver',
      { deliveryId: id },
      {
        // The worker reschedules a job itself (retries by the schedule, waits for an earlier
        // delivery of the same shipment), counting attempts in the delivery's document.
        jobId: id,
        removeOnComplete: { age: 3_600, count: 10_000 },
        removeOnFail: { age: 24 * 3_600 },
      },
    );
  }

  /** The wait after failed attempt `n` (from 1). */
  backoff(attemptsMade: number): number {
    const step = RETRY_SCHEDULE_MS[Math.min(attemptsMade, RETRY_SCHEDULE_MS.length) - 1];
    return Math.max(1, Math.round(step * this.config.WEBHOOK_BACKOFF_SCALE));
  }
}
