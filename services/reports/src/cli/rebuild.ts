import 'reflect-metadata';
import { Kafka, logLevel } from 'kafkajs';
import { EventEnvelopeSchema, Topics, type EventContract } from '@envios/contracts';
import { APP_CONFIG, createServiceContext } from '@envios/platform';
import type { ReportsConfig } from '../config';
import { ApplyEvent, REPORTED_EVENTS } from '../events/apply-event';
import { AggregateBuffer } from '../model/aggregate-buffer';
import { Generations, GENERATIONS_TTL_MS } from '../model/generations';
import { ReadModels } from '../model/read-models';
import reports from '../service';

/**
 * Rebuilds every read model from the event topics, from the beginning, while the service keeps
 * answering from the current generation:
 *
 *   node dist/cli/rebuild.js          (with the reports service's environment)
 *
 * The next generation is added to where events go, so the running replicas write new events into
 * it too (a row takes each event once, by its id, so those the replay also brings count once);
 * then every event the topics held when the rebuild began is applied to it; then it becomes the
 * current one and the old generation is dropped. Prints what it did as one JSON line.
 */
const TOPICS = [Topics.identity, Topics.shipments, Topics.wallet, Topics.tracking];
const BY_TYPE = new Map<string, EventContract>(REPORTED_EVENTS.map((c) => [c.type, c]));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Applies every event the topics hold now, from the beginning, to generation `gen`. */
async function replay(kafka: Kafka, topics: string[], gen: number, applyEvent: ApplyEvent) {
  const admin = kafka.admin();
  await admin.connect();
  const remaining = new Map<string, bigint>();
  for (const topic of topics)
    for (const { partition, high } of await admin.fetchTopicOffsets(topic))
      if (BigInt(high) > 0n) remaining.set(`${topic}:${partition}`, BigInt(high));
  await admin.disconnect();
  const counts = { read: 0, applied: 0 };
  if (!remaining.size) return counts;
  const consumer = kafka.consumer({ groupId: `reports-rebuild-${gen}-${Date.now()}` });
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: true });
  await new Promise<void>((resolve, reject) => {
    void consumer
      .run({
        partitionsConsumedConcurrently: 3,
        eachMessage: async ({ topic, partition, message }) => {
          const key = `${topic}:${partition}`;
          const end = remaining.get(key);
          if (end === undefined) return;
          if (BigInt(message.offset) < end) {
            counts.read++;
            const contract = BY_TYPE.get(String(message.headers?.['x-event-type'] ?? ''));
            if (contract && message.value) {
              const envelope = EventEnvelopeSchema.safeParse(JSON.parse(message.value.toString()));
              const data = envelope.success ? contract.schema.safeParse(envelope.data.data) : undefined;
              if (envelope.success && data?.success) {
                await applyEvent.apply({ ...envelope.data, data: data.data }, [gen]);
                counts.applied++;
              }
            }
          }
          if (BigInt(message.offset) + 1n >= end) {
            remaining.delete(key);
            if (!remaining.size) resolve();
          }
        },
      })
      .catch(reject);
  });
  await consumer.disconnect();
  return counts;
}

async function main() {
  const started = Date.now();
  const context = await createServiceContext(reports);
  const config = context.get<ReportsConfig>(APP_CONFIG);
  const generations = context.get(Generations);
  const models = context.get(ReadModels);
  const applyEvent = context.get(ApplyEvent);
  const buffer = context.get(AggregateBuffer);

  const { current } = await generations.read(true);
  const next = current + 1;
  await models.drop(next);
  await generations.set(current, [current, next]);
  // Every replica reads the generations again within their TTL: from then on new events go to both.
  await pause(GENERATIONS_TTL_MS * 3);

  const kafka = new Kafka({
    clientId: 'reports-rebuild',
    brokers: config.KAFKA_BROKERS,
    logLevel: logLevel.NOTHING,
  });
  // Accounts first (a top-up counts for its user's client), then everything else.
  const identity = await replay(kafka, [config.KAFKA_TOPIC_PREFIX + Topics.identity], next, applyEvent);
  const rest = await replay(
    kafka,
    TOPICS.filter((t) => t !== Topics.identity).map((topic) => config.KAFKA_TOPIC_PREFIX + topic),
    next,
    applyEvent,
  );
  const read = identity.read + rest.read;
  const applied = identity.applied + rest.applied;
  await buffer.flush();

  await generations.set(next, [next]);
  await pause(GENERATIONS_TTL_MS * 3);
  await models.drop(current);
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `${JSON.stringify({ rebuilt: true, generation: next, replaced: current, eventsRead: read, eventsApplied: applied, seconds, eventsPerSecond: Math.round(read / seconds) })}\n`,
  );
  await context.close();
  process.exit(0);
}

void main().catch((err) => {
  process.stderr.write(`rebuild failed: ${String(err)}\n`);
  process.exit(1);
});
