import { Logger } from '@nestjs/common';
import { WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { Queues } from '@envios/contracts';
import { QueueProcessor } from '@envios/platform';
import type { GuideJob } from '../guide-jobs';
import { GiveUpGuideUseCase } from '../give-up-guide/give-up-guide.usecase';
import { GenerateGuideUseCase } from './generate-guide.usecase';

/** Label concurrency of one worker process; GUIDE_CONCURRENCY in the environment overrides it. */
const CONCURRENCY = Number(process.env.GUIDE_CONCURRENCY) || 8;

/**
 * The `guides` queue: one job per paid shipment. A failure is retried with backoff (the job's own
 * attempts); the last one gives the label up (GuideFailed). A worker that dies mid-job leaves the
 * job stalled; BullMQ hands it to another worker, and the generation's conditional write keeps it
 * to one label.
 */
@QueueProcessor(Queues.guides, { concurrency: CONCURRENCY, lockDuration: 15_000, stalledInterval: 5_000 })
export class GuideProcessor extends WorkerHost {
  private readonly logger = new Logger(GuideProcessor.name);

  constructor(
    private readonly generateGuide: GenerateGuideUseCase,
    private readonly giveUpGuide: GiveUpGuideUseCase,
  ) {
    super();
  }

  async process(job: Job<GuideJob>): Promise<string> {
    const started = Date.now();
    try {
      const outcome = await this.generateGuide.execute(job.data.shipmentId, job.attemptsMade + 1);
      // One line per label made, in the trace of the payment that asked for it (tracing/).
      if (outcome === 'generated')
        this.logger.log(
          `label made for shipment ${job.data.shipmentId} (attempt ${job.attemptsMade + 1}, ${Date.now() - started} ms)`,
        );
      return outcome;
    } catch (err) {
      const attempts = job.attemptsMade + 1;
      if (attempts >= (job.opts.attempts ?? 1)) {
        await this.giveUpGuide.execute(job.data.shipmentId, String((err as Error).message ?? err), attempts);
        return 'failed';
      }
      throw err;
    }
  }
}
