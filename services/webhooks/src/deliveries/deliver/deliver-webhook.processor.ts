import { WorkerHost } from '@nestjs/bullmq';
import { DelayedError, type Job } from 'bullmq';
import { Queues } from '@envios/contracts';
import { QueueProcessor } from '@envios/platform';
import { DeliverWebhookUseCase } from './deliver-webhook.usecase';

/**
 * The delivery queue's worker: many deliveries at once (they wait on other servers). A delivery to
 * try again later goes back to the queue's delayed set with its own wait (the retry schedule, or
 * the wait for an earlier delivery of its shipment) without counting as a failed job.
 */
@QueueProcessor(Queues.webhookDeliveries, {
  concurrency: Number(process.env.WEBHOOK_CONCURRENCY ?? 32),
})
export class DeliverWebhookProcessor extends WorkerHost {
  constructor(private readonly deliver: DeliverWebhookUseCase) {
    super();
  }

  async process(job: Job<{ deliveryId: string }>, token?: string): Promise<void> {
    const step = await this.deliver.execute(job.data.deliveryId);
    if (step.next === 'done') return;
    await job.moveToDelayed(Date.now() + step.ms, token);
    throw new DelayedError();
  }
}
