import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Worker } from 'bullmq';
import { CARRIER_CODES } from '@envios/domain';
import { APP_CONFIG, BULLMQ_PREFIX, bullConnection, reportQueues } from '@envios/platform';
import type { TrackingConfig } from '../../config';
import { pollQueueName, type PollJob } from '../poll-queues';
import { ReconcileScheduleUseCase } from '../reconcile/reconcile.usecase';
import { PollGuideUseCase } from './poll-guide.usecase';

/**
 * BullMQ's limiter counts in fixed windows, so two windows' bursts can fall within one rolling second
 * and a carrier that counts rolling seconds would see up to twice the rate. Quarter-second windows of
 * a quarter of the rate keep any rolling second within 1.25 times it (set the rate to at most 80 % of
 * the carrier's limit).
 */
function limiterFor(perSecond: number): { max: number; duration: number } {
  const slices = Math.min(4, perSecond);
  return { max: Math.floor(perSecond / slices), duration: Math.round(1000 / slices) };
}

/**
 * One worker per carrier queue, each with that carrier's rate limit (BullMQ's limiter counts across
 * every worker process of the queue), started where the service's role runs workers. A worker that
 * dies mid-poll leaves its job stalled, which BullMQ hands to another; the schedule's lease brings
 * the guide back even if the job itself is lost, and a starting worker reconciles the schedule.
 */
@Injectable()
export class PollWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PollWorkers.name);
  private workers: Worker<PollJob>[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: TrackingConfig,
    private readonly pollGuide: PollGuideUseCase,
    private readonly reconcile: ReconcileScheduleUseCase,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.SERVICE_ROLE === 'api') return;
    const connection = bullConnection(this.config);
    const lock = this.config.TRACK_DEADLINE_MS * 2 + 5_000;
    this.workers = CARRIER_CODES.map(
      (carrier) =>
        new Worker<PollJob>(pollQueueName(carrier), (job) => this.pollGuide.execute(job.data.guide), {
          connection,
          prefix: BULLMQ_PREFIX,
          concurrency: this.config.TRACKING_POLL_CONCURRENCY,
          limiter: limiterFor(this.config.TRACKING_RATE_LIMITS[carrier]),
          // A poll ends within its deadline; a lock that outlives it means the worker died, and
          // the job is handed to another worker at the next stalled check.
          lockDuration: lock,
          stalledInterval: Math.round(lock / 2),
        }),
    );
    for (const w of this.workers) w.on('error', (err) => this.logger.error(`${w.name}: ${err.message}`));
    // Their jobs and oldest job's age in /metrics (KEDA scales tracking-worker on them).
    reportQueues(this.workers.map((w) => w.name));
    this.logger.log(
      `polling ${CARRIER_CODES.map((c) => `${c} ${this.config.TRACKING_RATE_LIMITS[c]}/s`).join(', ')}`,
    );
    // A worker starting puts back on the schedule any active guide Redis lost (then every 10 minutes).
    void this.reconcile
      .execute()
      .catch((err: unknown) => this.logger.error(`reconciliation failed: ${String(err)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}
