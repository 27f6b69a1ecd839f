import { WorkerHost } from '@nestjs/bullmq';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectConnection } from '@nestjs/mongoose';
import { Queue } from 'bullmq';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import type { Connection } from 'mongoose';
import { Gauge } from 'prom-client';
import { APP_CONFIG, type ServiceConfig } from '../config/config';
import { OUTBOX_FIELD, OUTBOX_FLAG_FIELD, OUTBOX_PENDING_FIELD } from '../events/outbox';
import { INBOX_OPTIONS, type InboxOptions } from '../events/inbox';
import { STANDALONE_OUTBOX_COLLECTION } from '../events/outbox-relay';
import { kafkaConnection } from '../connections/kafka';
import { bullConnection } from '../connections/redis';
import { BULLMQ_PREFIX } from '../queues/redis-connection';
import { metrics } from './metrics';

type Source = () => Promise<void>;
const sources = new Set<Source>();
/** Queues this process works with BullMQ workers of its own rather than Nest's WorkerHosts. */
const ownWorkerQueues = new Set<string>();

/**
 * Declares queues whose workers a service starts itself (plain BullMQ `Worker`s, such as tracking's
 * per-carrier polls), so their jobs and oldest job's age are read at the scrape like a WorkerHost's.
 */
export function reportQueues(names: readonly string[]): void {
  for (const name of names) ownWorkerQueues.add(name);
}
const GAUGES = {
  pending: ['outbox_pending_documents', 'Documents whose events wait for the outbox relay.', ['collection']],
  oldest: ['outbox_oldest_pending_seconds', 'Age of the oldest event waiting in an outbox.', ['collection']],
  jobs: ['bullmq_queue_jobs', 'Jobs of a BullMQ queue, by state.', ['queue', 'state']],
  age: [
    'bullmq_oldest_job_age_seconds',
    'How long the job next in line of a BullMQ queue (waiting, or delayed and due) has waited.',
    ['queue'],
  ],
  lag: [
    'kafka_consumer_lag',
    'Messages of a consumed topic partition its consumer group has not committed yet.',
    ['group', 'topic', 'partition'],
  ],
} as const;

/** One reading of every source per scrape, whichever of the gauges asks first. */
let reading: Promise<void> | null = null;
function readSources(): Promise<void> {
  reading ??= (async () => {
    for (const [name] of Object.values(GAUGES)) (metrics.getSingleMetric(name) as Gauge).reset();
    await Promise.all([...sources].map((read) => read()));
  })().finally(() => setTimeout(() => (reading = null), 1000).unref());
  return reading;
}

/** A gauge read when Prometheus scrapes, from every source registered in the process. */
function scrapedGauge(key: keyof typeof GAUGES): Gauge {
  const [name, help, labelNames] = GAUGES[key];
  const existing = metrics.getSingleMetric(name) as Gauge | undefined;
  if (existing) return existing;
  return new Gauge({
    name,
    help,
    labelNames: [...labelNames],
    registers: [metrics],
    collect: readSources,
  });
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * A service's own gauges, read at each scrape: the outbox backlog of every collection with one
 * (documents with events not yet published, and the oldest one's age) and the jobs of every
 * queue this app works (by state). One count per collection and queue every scrape (15 s).
 */
@Injectable()
export class PlatformMetrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PlatformMetrics.name);
  private readonly queues: Queue[] = [];
  private readonly read: Source = () => this.collect();
  private readonly pending = scrapedGauge('pending');
  private readonly oldest = scrapedGauge('oldest');
  private readonly jobs = scrapedGauge('jobs');
  private readonly age = scrapedGauge('age');
  private readonly lag = scrapedGauge('lag');
  private admin?: Admin;
  private adminReady?: Promise<void>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: ServiceConfig,
    @Inject(INBOX_OPTIONS) private readonly inbox: InboxOptions,
  ) {}

  onApplicationBootstrap(): void {
    const names = new Set(
      this.discovery
        .getProviders()
        .map((wrapper) => wrapper.instance as unknown)
        .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
        .map((host) => host.worker.name),
    );
    for (const name of names)
      this.queues.push(new Queue(name, { connection: bullConnection(this.config), prefix: BULLMQ_PREFIX }));
    sources.add(this.read);
  }

  /** Queues declared with reportQueues after start (their workers start in the same bootstrap). */
  private watchDeclared(): void {
    const known = new Set(this.queues.map((q) => q.name));
    for (const name of ownWorkerQueues)
      if (!known.has(name))
        this.queues.push(new Queue(name, { connection: bullConnection(this.config), prefix: BULLMQ_PREFIX }));
  }

  async onApplicationShutdown(): Promise<void> {
    sources.delete(this.read);
    await Promise.all(this.queues.map((q) => q.close()));
    await this.admin?.disconnect().catch(() => undefined);
  }

  /** Per partition of each consumed topic: its end offset less what the group committed. */
  private async consumerLag(): Promise<void> {
    if (!this.inbox.topics.length || this.config.EVENT_CONSUMERS !== 'on') return;
    if (!this.admin) {
      this.admin = new Kafka({
        clientId: `${this.inbox.service}-metrics`,
        ...kafkaConnection(this.config),
        logLevel: logLevel.NOTHING,
        retry: { retries: 2 },
      }).admin();
      this.adminReady = this.admin.connect();
    }
    try {
      await this.adminReady;
      const group = this.config.KAFKA_GROUP_ID ?? this.inbox.service;
      const topics = this.inbox.topics.map((t) => this.config.KAFKA_TOPIC_PREFIX + t);
      for (const { topic, partitions } of await this.admin.fetchOffsets({ groupId: group, topics })) {
        for (const end of await this.admin.fetchTopicOffsets(topic)) {
          const committed = Number(partitions.find((p) => p.partition === end.partition)?.offset ?? -1);
          const from = committed < 0 ? Number(end.low) : committed;
          this.lag.set(
            { group, topic, partition: String(end.partition) },
            Math.max(0, Number(end.high) - from),
          );
        }
      }
    } catch (err) {
      // The broker is away: no lag series this scrape (its absence is the alert), and a new client next time.
      this.logger.warn(`consumer lag not read: ${String(err)}`);
      await this.admin.disconnect().catch(() => undefined);
      this.admin = undefined;
    }
  }

  private async collect(): Promise<void> {
    const now = Date.now();
    this.watchDeclared();
    const collections = [
      ...this.connection
        .modelNames()
        .map((name) => this.connection.model(name))
        .filter((model) => model.schema.path(OUTBOX_FIELD))
        .map((model) => model.collection),
      this.connection.collection(STANDALONE_OUTBOX_COLLECTION),
    ];
    await Promise.all([
      ...collections.map(async (c) => {
        const filter = { [OUTBOX_FLAG_FIELD]: true };
        const count = await c.countDocuments(filter);
        this.pending.set({ collection: c.collectionName }, count);
        const first = count
          ? await c
              .find(filter, { projection: { [OUTBOX_PENDING_FIELD]: 1 } })
              .sort({ [OUTBOX_PENDING_FIELD]: 1 })
              .limit(1)
              .next()
          : null;
        const at = first?.[OUTBOX_PENDING_FIELD] as Date | undefined;
        this.oldest.set({ collection: c.collectionName }, at ? Math.max(0, (now - at.getTime()) / 1000) : 0);
      }),
      this.consumerLag(),
      ...this.queues.map(async (q) => {
        const [counts, waited] = await Promise.all([q.getJobCounts(...QUEUE_STATES), oldestWait(q, now)]);
        for (const state of QUEUE_STATES) this.jobs.set({ queue: q.name, state }, counts[state] ?? 0);
        this.age.set({ queue: q.name }, waited);
      }),
    ]);
  }
}

/**
 * Seconds the queue's next job has waited: the delayed job due first, past its time (nobody has
 * moved it on), or the job at the head of the waiting list (workers take the oldest first), since it
 * was added or last started, whichever is later (BullMQ keeps no time of its return to the list:
 * for a retried job this is an upper bound). 0 when nothing waits.
 */
async function oldestWait(q: Queue, now: number): Promise<number> {
  const client = await q.client;
  const [[, score], [nextId]] = await Promise.all([
    client.zrange(q.keys.delayed, 0, 0, { WITHSCORES: true }),
    client.lrange(q.keys.wait, -1, -1),
  ]);
  // A delayed job's score is its due time in milliseconds times 4096 (plus a counter).
  const dueAt = score === undefined ? now : Math.floor(Number(score) / 4096);
  const next = nextId ? await q.getJob(nextId) : undefined;
  const waitingSince = next ? Math.max(next.timestamp, next.processedOn ?? 0) : now;
  return Math.max(0, now - Math.min(dueAt, waitingSince)) / 1000;
}
