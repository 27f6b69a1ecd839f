import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ClientKafka } from '@nestjs/microservices';
import type { Message, Producer } from 'kafkajs';
import { Headers } from '@envios/contracts';
import { APP_CONFIG, type ServiceConfig } from '../config/config';
import './kafkajs-request-queue.fix';
import { inProducerSpans } from '../tracing/tracing';
import { envelopeOf, type OutboxEntry } from './outbox-entry';

export const KAFKA_CLIENT = Symbol('KAFKA_CLIENT');
/** Bytes of event values per produce request, well under the broker's 1 MiB record-batch limit. */
const MAX_BATCH_BYTES = 256 * 1024;

/** The app's one Kafka producer (Nest's ClientKafka in producer-only mode). */
@Injectable()
export class KafkaProducer implements OnApplicationShutdown {
  private readonly logger = new Logger(KafkaProducer.name);
  private connecting?: Promise<Producer>;

  private readonly prefix: string;

  constructor(
    @Inject(KAFKA_CLIENT) private readonly client: ClientKafka,
    @Inject(APP_CONFIG) config: Partial<ServiceConfig>,
  ) {
    this.prefix = config.KAFKA_TOPIC_PREFIX ?? '';
  }

  private producer(): Promise<Producer> {
    this.connecting ??= this.client.connect().catch((err: unknown) => {
      this.connecting = undefined;
      throw err;
    });
    return this.connecting;
  }

  /** Sends messages to one topic, in order, acknowledged by the broker (acks = all). */
  async send(topic: string, messages: Message[]): Promise<void> {
    const producer = await this.producer();
    await producer.send({ topic: this.prefix + topic, messages, acks: -1 });
  }

  /**
   * Sends events in order. Consecutive entries for the same topic share a request, up to
   * MAX_BATCH_BYTES of values: a broker refuses a record batch above its message.max.bytes (1 MiB by
   * default), and a relay page of collected events can be far larger than that.
   */
  async sendEntries(entries: OutboxEntry[]): Promise<void> {
    let batch: { entry: OutboxEntry; value: string }[] = [];
    let bytes = 0;
    for (const entry of entries) {
      const value = JSON.stringify(envelopeOf(entry));
      const size = Buffer.byteLength(value);
      if (batch.length && (entry.topic !== batch[0].entry.topic || bytes + size > MAX_BATCH_BYTES)) {
        await this.sendBatch(batch);
        batch = [];
        bytes = 0;
      }
      bytes += size;
      batch.push({ entry, value });
    }
    if (batch.length) await this.sendBatch(batch);
  }

  /**
   * One topic's events in one request, each in a producer span that continues the trace its event
   * was made in (the entry's traceparent) and that its consumers continue (the message's headers).
   */
  private sendBatch(batch: { entry: OutboxEntry; value: string }[]): Promise<void> {
    const topic = batch[0].entry.topic;
    const entries = batch.map((b) => b.entry);
    return inProducerSpans(topic, entries, (traceHeaders) =>
      this.send(
        topic,
        batch.map(({ entry, value }, i) => ({
          key: entry.key,
          value,
          headers: {
            [Headers.eventType]: entry.type,
            ...(entry.correlationId ? { [Headers.correlationId]: entry.correlationId } : {}),
            ...traceHeaders[i],
          },
        })),
      ),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    try {
      await this.client.close();
    } catch (err) {
      this.logger.warn(`Kafka producer close failed: ${String(err)}`);
    }
  }
}
