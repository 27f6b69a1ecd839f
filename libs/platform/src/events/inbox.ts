import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { InjectConnection } from '@nestjs/mongoose';
import type { KafkaContext } from '@nestjs/microservices';
import type { Connection } from 'mongoose';
import {
  deadLetterTopic,
  EventEnvelopeSchema,
  Headers,
  type EventContract,
  type EventEnvelope,
  type ServiceName,
} from '@envios/contracts';
import { isTransient } from '../errors/transient';
import { runWithCorrelation, sanitizeCorrelationId } from '../logging/correlation';
import { inConsumerSpan } from '../tracing/tracing';
import { KafkaProducer } from './kafka-producer';
import {
  ON_EVENT_METADATA,
  SELF_IDEMPOTENT_METADATA,
  WHEN_METADATA,
  type DeliveryInfo,
} from './on-event.decorator';

export const INBOX_OPTIONS = Symbol('INBOX_OPTIONS');
export interface InboxOptions {
  service: ServiceName;
  topics: readonly string[];
  /** Attempts for a failing handler before its event is parked in the dead-letter topic. */
  attempts?: number;
}

export const PROCESSED_EVENTS_COLLECTION = 'processed_events';

interface Registration {
  contract: EventContract;
  consumer: string;
  fn: (event: EventEnvelope, delivery: DeliveryInfo) => Promise<void> | void;
  /** The handler keeps its own record of applied events (OnEventOptions.selfIdempotent). */
  selfIdempotent?: boolean;
  /** The events it acts on (OnEventOptions.when); the others pass by. */
  when?: (data: unknown) => boolean;
}

interface ProcessedEvent {
  _id: string;
  eventId: string;
  consumer: string;
  type: string;
  topic: string;
  outcome: 'done' | 'dead-lettered';
  at: Date;
}

/**
 * The consuming side of every service. Each event is validated against its contract (envelope and
 * payload); each handler runs at most once per event id (a processed-events record with a unique
 * key); a poison event, or one whose handler keeps failing, goes to the service's dead-letter topic
 * instead of being retried forever. Infrastructure outages are not the event's fault: those errors
 * are rethrown so Kafka redelivers the message later.
 */
@Injectable()
export class Inbox implements OnModuleInit {
  private readonly logger = new Logger(Inbox.name);
  private readonly byType = new Map<string, Registration[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @InjectConnection() private readonly connection: Connection,
    private readonly producer: KafkaProducer,
    @Inject(INBOX_OPTIONS) private readonly options: InboxOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const fn = (proto as Record<string, unknown>)[method] as (...args: unknown[]) => unknown;
        const contracts: EventContract[] | undefined = Reflect.getMetadata(ON_EVENT_METADATA, fn);
        for (const contract of contracts ?? []) {
          if (!this.options.topics.includes(contract.topic)) {
            throw new Error(
              `${instance.constructor.name}.${method} handles ${contract.type} from ${contract.topic}, which ${this.options.service} does not consume`,
            );
          }
          const list = this.byType.get(contract.type) ?? [];
          list.push({
            contract,
            consumer: `${instance.constructor.name}.${method}`,
            fn: fn.bind(instance) as Registration['fn'],
            selfIdempotent: Reflect.getMetadata(SELF_IDEMPOTENT_METADATA, fn) === true,
            when: Reflect.getMetadata(WHEN_METADATA, fn) as Registration['when'],
          });
          this.byType.set(contract.type, list);
        }
      }
    }
    await this.processed().createIndex({ consumer: 1, eventId: 1 }, { unique: true });
  }

  /** Whether any handler here reacts to events of this type. */
  handles(type: string): boolean {
    return this.byType.has(type);
  }

  /** Registers a handler without the decorator (for handlers built at runtime). */
  register(contract: EventContract, consumer: string, fn: Registration['fn']): void {
    const list = this.byType.get(contract.type) ?? [];
    list.push({ contract, consumer, fn });
    this.byType.set(contract.type, list);
  }

  private processed() {
    return this.connection.collection<ProcessedEvent>(PROCESSED_EVENTS_COLLECTION);
  }

  /** Entry point for every message of a consumed topic. */
  async dispatch(ctx: KafkaContext): Promise<void> {
    const message = ctx.getMessage();
    const headers = (message.headers ?? {}) as Record<string, unknown>;
    const delivery: DeliveryInfo = {
      topic: ctx.getTopic(),
      partition: ctx.getPartition(),
      offset: message.offset,
    };
    const correlationId = sanitizeCorrelationId(headers[Headers.correlationId]);

    // Most of a shared topic is events this service does not react to (reports sees every quote):
    // the producer's type header lets them pass without validating the envelope.
    const type = headers[Headers.eventType];
    if (type !== undefined && type !== null && !this.byType.has(String(type))) return;

    await runWithCorrelation(correlationId, () =>
      inConsumerSpan(delivery.topic, headers, String(type ?? 'unknown'), () => this.handle(ctx, delivery)),
    );
  }

  /** A message's event, validated and handed to each of its handlers once (or dead-lettered). */
  private async handle(ctx: KafkaContext, delivery: DeliveryInfo): Promise<void> {
    const message = ctx.getMessage();
    const envelope = EventEnvelopeSchema.safeParse(message.value);
    if (!envelope.success) {
      return this.deadLetter(ctx, 'invalid-envelope', 'inbox', envelope.error.issues[0]?.message);
    }
    const event = envelope.data as EventEnvelope;
    const registrations = this.byType.get(event.type);
    if (!registrations) return; // an event this service does not react to
    const matching = registrations.filter((r) => r.contract.version === event.version);
    if (!matching.length) {
      return this.deadLetter(ctx, 'unsupported-version', 'inbox', `${event.type} v${event.version}`);
    }
    const data = matching[0].contract.schema.safeParse(event.data);
    if (!data.success) {
      return this.deadLetter(ctx, 'invalid-data', 'inbox', data.error.issues[0]?.message);
    }
    for (const registration of matching) {
      await this.runOnce(registration, { ...event, data: data.data }, delivery, ctx);
    }
  }

  private async runOnce(
    registration: Registration,
    event: EventEnvelope,
    delivery: DeliveryInfo,
    ctx: KafkaContext,
  ): Promise<void> {
    if (registration.when && !registration.when(event.data)) return;
    const id = `${registration.consumer}:${event.id}`;
    const bookkeeping = !registration.selfIdempotent;
    if (bookkeeping && (await this.processed().findOne({ _id: id }, { projection: { _id: 1 } }))) return;

    const attempts = this.options.attempts ?? 3;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await registration.fn(event, delivery);
        if (bookkeeping) await this.markProcessed(id, registration, event, delivery, 'done');
        return;
      } catch (err) {
        lastError = err;
        this.logger.warn(
          `${registration.consumer} failed on ${event.type} ${event.id} (attempt ${attempt}/${attempts}): ${String(err)}`,
        );
        if (attempt < attempts) {
          await sleep(200 * 2 ** (attempt - 1));
          await ctx
            .getHeartbeat()()
            .catch(() => undefined);
        }
      }
    }
    if (isTransient(lastError)) throw lastError;
    await this.deadLetter(ctx, 'handler-failed', registration.consumer, String(lastError));
    await this.markProcessed(id, registration, event, delivery, 'dead-lettered');
  }

  private async markProcessed(
    id: string,
    registration: Registration,
    event: EventEnvelope,
    delivery: DeliveryInfo,
    outcome: ProcessedEvent['outcome'],
  ): Promise<void> {
    try {
      await this.processed().insertOne({
        _id: id,
        eventId: event.id,
        consumer: registration.consumer,
        type: event.type,
        topic: delivery.topic,
        outcome,
        at: new Date(),
      });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
    }
  }

  private async deadLetter(
    ctx: KafkaContext,
    reason: string,
    consumer: string,
    detail?: string,
  ): Promise<void> {
    const message = ctx.getMessage();
    const topic = deadLetterTopic(this.options.service);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(message.headers ?? {})) if (v !== undefined) headers[k] = String(v);
    headers[Headers.deadLetterReason] = detail ? `${reason}: ${detail}`.slice(0, 500) : reason;
    headers[Headers.deadLetterConsumer] = consumer;
    headers[Headers.deadLetterSource] = `${ctx.getTopic()}/${ctx.getPartition()}/${message.offset}`;
    const value = message.value;
    await this.producer.send(topic, [
      {
        key: message.key === null || message.key === undefined ? null : String(message.key),
        value: typeof value === 'string' ? value : JSON.stringify(value ?? null),
        headers,
      },
    ]);
    this.logger.error(
      `dead-lettered ${headers[Headers.deadLetterSource]} to ${topic}: ${headers[Headers.deadLetterReason]}`,
    );
  }
}
