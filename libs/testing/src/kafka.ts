import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer, type KafkaMessage } from 'kafkajs';
import { createEvent, envelopeOf, kafkajsRequestQueueFixed } from '@envios/platform';
import { ALL_TOPICS, Headers as EventHeaders, type EventContract, type EventData } from '@envios/contracts';
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
 * Subscribes a throw-away consumer group to a topic and keeps what is produced from the moment it
 * starts. It reads from the beginning and drops older messages by their timestamp: a new group
 * subscribed "from the end" resolves that end only at its first fetch, after joining, so under load
 * it missed messages produced right after `start()` returned.
 */
/** Producer and listener share this machine's clock; a little slack keeps a message of the same instant. */
const CLOCK_SLACK_MS = 200;

export class TopicListener {
  readonly messages: CollectedMessage[] = [];
  private consumer?: Consumer;

  constructor(private readonly topic: string) {}

  async start(): Promise<this> {
    this.consumer = testKafka().consumer({ groupId: `test-listener-${randomUUID()}` });
    await this.consumer.connect();
    const since = Date.now() - CLOCK_SLACK_MS;
    await this.consumer.subscribe({ topic: this.topic, fromBeginning: true });
    let assigned = false;
    this.consumer.on(this.consumer.events.GROUP_JOIN, () => (assigned = true));
    await this.consumer.run({
      eachMessage: async ({ topic, partition, message }) => {
        if (Number(message.timestamp) >= since) this.messages.push(toCollected(topic, partition, message));
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

/**
 * Publishes events as a service would (the platform's envelope, key and type header), e.g. the
 * wallet's ShipmentPaid before the wallet exists.
 */
export async function publishEvents<C extends EventContract>(
  contract: C,
  events: { key: string; data: EventData<C>; occurredAt?: Date }[],
  { topicPrefix = '' }: { topicPrefix?: string } = {},
): Promise<void> {
  await produceRaw(
    topicPrefix + contract.topic,
    events.map(({ key, data, occurredAt }) => {
      const entry = createEvent(contract, key, data, occurredAt);
      return {
        key,
        value: JSON.stringify(envelopeOf(entry)),
        headers: { [EventHeaders.eventType]: entry.type },
      };
    }),
  );
}

/**
 * Topics of their own for a test's isolated process (KAFKA_TOPIC_PREFIX): every topic of the
 * platform, under the prefix.
 */
export async function createPrefixedTopics(prefix: string): Promise<void> {
  const admin = testKafka().admin();
  const topics = ALL_TOPICS.map((topic) => prefix + topic);
  await admin.connect();
  try {
    await admin.createTopics({
      topics: topics.map((topic) => ({ topic, numPartitions: 3, replicationFactor: 1 })),
      waitForLeaders: false,
    });
    // kafkajs's own wait retries only LEADER_NOT_AVAILABLE; a broker busy with other tests may
    // answer UNKNOWN_TOPIC_OR_PARTITION for a moment after the creation, so wait for every leader here.
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const { topics: found } = await admin.fetchTopicMetadata({ topics });
        if (found.length === topics.length && found.every((t) => t.partitions.every((p) => p.leader >= 0)))
          return;
      } catch (err) {
        if (Date.now() > deadline) throw err;
      }
      if (Date.now() > deadline) throw new Error(`topics under ${prefix} have no leaders after 30 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await admin.disconnect();
  }
}
