import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer, type KafkaMessage } from 'kafkajs';
import { kafkajsRequestQueueFixed } from '@envios/platform';
import { infra } from './stack';

process.env.KAFKAJS_NO_PARTITIONER_WARNING ??= '1';
// Test clients get the services' kafkajs fix too (no 1 ms timer loop, no negative timeouts).
if (!kafkajsRequestQueueFixed) throw new Error('kafkajs is not the version the platform fixes');

export function testKafka(): Kafka {
  return new Kafka({
    clientId: `test-${randomUUID().slice(0, 8)}`,
    brokers: infra().kafkaBrokers,
    logLevel: logLevel.NOTHING,
  });
}

export interface CollectedMessage {
  topic: string;
  partition: number;
  key: string | null;
  value: string | null;
  headers: Record<string, string>;
}

/**
 * Subscribes a throw-away consumer group to a topic from its current end, so a test sees only what
 * is produced after it started listening.
 */
export class TopicListener {
  readonly messages: CollectedMessage[] = [];
  private consumer?: Consumer;

  constructor(private readonly topic: string) {}

  async start(): Promise<this> {
    this.consumer = testKafka().consumer({ groupId: `test-listener-${randomUUID()}` });
    await this.consumer.connect();
    await this.consumer.subscribe({ topic: this.topic, fromBeginning: false });
    let assigned = false;
    this.consumer.on(this.consumer.events.GROUP_JOIN, () => (assigned = true));
    await this.consumer.run({
      eachMessage: async ({ topic, partition, message }) => {
        this.messages.push(toCollected(topic, partition, message));
      },
    });
    const deadline = Date.now() + 20_000;
    while (!assigned && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!assigned) throw new Error(`listener on ${this.topic} never joined its group`);
    return this;
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }
}

function toCollected(topic: string, partition: number, message: KafkaMessage): CollectedMessage {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(message.headers ?? {})) if (v !== undefined) headers[k] = String(v);
  return {
    topic,
    partition,
    key: message.key ? message.key.toString() : null,
    value: message.value ? message.value.toString() : null,
    headers,
  };
}

/** Produces raw messages, bypassing the platform (to inject poison, for instance). */
export async function produceRaw(
  topic: string,
  messages: { key?: string; value: string; headers?: Record<string, string> }[],
) {
  const producer = testKafka().producer();
  await producer.connect();
  try {
    await producer.send({ topic, messages });
  } finally {
    await producer.disconnect();
  }
}
