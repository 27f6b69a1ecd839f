import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Worker } from 'bullmq';
import { CARRIER_CODES } from '@envios/domain';
import { APP_CONFIG, BULLMQ_PREFIX, redisOptionsFromUrl } from '@envios/platform';
import type { TrackingConfig } from '../../config';
import { pollQueueName, type PollJob } from '../poll-queues';
import { PollGuideUseCase } from './poll-guide.usecase';

/**
 * One worker per carrier queue, each with that carrier's rate limit (BullMQ's limiter counts across
 * every worker process of the queue), started where the service's role runs workers. A worker that
 * dies mid-poll leaves its job stalled, which BullMQ hands to another; the schedule's lease brings
 * the guide back even if the job itself is lost.
 */
@Injectable()
export class PollWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PollWorkers.name);
  private workers: Worker<PollJob>[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: TrackingConfig,
    private readonly pollGuide: PollGuideUseCase,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.SERVICE_ROLE === 'api') return;
    const connection = redisOptionsFromUrl(this.config.REDIS_URL);
    this.workers = CARRIER_CODES.map(
      (carrier) =>
        new Worker<PollJob>(pollQueueName(carrier), (job) => this.pollGuide.execute(job.data.guide), {
          connection,
          prefix: BULLMQ_PREFIX,
          concurrency: this.config.TRACKING_POLL_CONCURRENCY,
          limiter: { max: this.config.TRACKING_RATE_LIMITS[carrier], duration: 1000 },
          lockDuration: Math.max(30_000, this.config.TRACK_DEADLINE_MS * 3),
          stalledInterval: 15_000,
        }),
    );
    for (const w of this.workers) w.on('error', (err) => this.logger.error(`${w.name}: ${err.message}`));
    this.logger.log(
      `polling ${CARRIER_CODES.map((c) => `${c} ${this.config.TRACKING_RATE_LIMITS[c]}/s`).join(', ')}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}
