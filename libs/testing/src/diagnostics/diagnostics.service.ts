import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { Connection, Model } from 'mongoose';
import type { EventData, EventEnvelope, ServiceName, Topic } from '@envios/contracts';
import { EventPublisher, Inbox } from '@envios/platform';
import { DiagnosticPing } from './diagnostic-ping.schema';
import { platformPingEvent } from './platform-ping.event';

const DIAGNOSTICS_QUEUE = Symbol('DIAGNOSTICS_QUEUE');
export const DIAGNOSTICS_OPTIONS = Symbol('DIAGNOSTICS_OPTIONS');
export interface DiagnosticsOptions {
  service: ServiceName;
  consumes: readonly Topic[];
}
const RECEIPTS = 'diagnostic_receipts';

type PingData = EventData<ReturnType<typeof platformPingEvent>>;

interface Receipt {
  _id: string;
  pingId: string;
  origin: string;
  seq: number;
  count: number;
  firstAt: Date;
}

/**
 * Synthetic traffic that proves the platform's paths end to end in a service process a test
 * started (libs/testing's harness): pings go through this service's outbox to Kafka and are
 * recorded by every such service consuming its topic; jobs go through its BullMQ queue and worker.
 */
@Injectable()
export class DiagnosticsService implements OnModuleInit {
  constructor(
    @InjectModel(DiagnosticPing.name) private readonly pings: Model<DiagnosticPing>,
    @InjectConnection() private readonly connection: Connection,
    @Inject(DIAGNOSTICS_QUEUE) private readonly queue: Queue,
    private readonly publisher: EventPublisher,
    private readonly inbox: Inbox,
    @Inject(DIAGNOSTICS_OPTIONS) private readonly options: DiagnosticsOptions,
  ) {}

  onModuleInit(): void {
    if (this.options.consumes.length) {
      this.inbox.register(platformPingEvent(this.options.service), 'DiagnosticsService.recordPing', (event) =>
        this.recordPing(event as EventEnvelope<PingData>),
      );
    }
  }

  /** Writes one ping record whose outbox holds `count` events, in one document write. */
  async sendPings(
    count: number,
    holdMs = 0,
    mustFail = false,
  ): Promise<{ pingId: string; eventIds: string[] }> {
    const pingId = randomUUID();
    const contract = platformPingEvent(this.options.service);
    const events = Array.from({ length: count }, (_, seq) =>
      this.publisher.event(contract, `${pingId}:${seq}`, {
        pingId,
        origin: this.options.service,
        seq,
        holdMs,
        mustFail,
      }),
    );
    await this.publisher.insertWithEvents(this.pings, { pingId, count }, ...events);
    return { pingId, eventIds: events.map((e) => e.id) };
  }

  async recordPing(event: EventEnvelope<PingData>) {
    if (event.data.holdMs) await sleep(event.data.holdMs);
    if (event.data.mustFail) throw new Error(`diagnostic failure requested by ping ${event.data.pingId}`);
    await this.connection.collection<Receipt>(RECEIPTS).updateOne(
      { _id: event.id },
      {
        $inc: { count: 1 },
        $setOnInsert: {
          pingId: event.data.pingId,
          origin: event.data.origin,
          seq: event.data.seq,
          firstAt: new Date(),
        },
      },
      { upsert: true },
    );
  }

  receipts(pingId: string) {
    return this.connection
      .collection<Receipt>(RECEIPTS)
      .find({ pingId })
      .sort({ seq: 1 })
      .toArray()
      .then((rows) => rows.map(({ _id, seq, count }) => ({ eventId: _id, seq, count })));
  }

  async enqueueJob(): Promise<{ jobId: string; token: string }> {
    const token = randomUUID();
    const job = await this.queue.add(
      'echo',
      { token },
      { removeOnComplete: { age: 3600 }, removeOnFail: { age: 86400 } },
    );
    return { jobId: job.id!, token };
  }

  async job(id: string) {
    // State first: a job read before it completed would pair 'completed' with no return value.
    const state = await this.queue.getJobState(id);
    if (state === 'unknown') return null;
    const job = await this.queue.getJob(id);
    return { jobId: id, state, result: job?.returnvalue ?? null };
  }
}

export const diagnosticsQueueProvider = (name: string) => ({
  provide: DIAGNOSTICS_QUEUE,
  useExisting: getQueueToken(name),
});
