import 'reflect-metadata';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { EventEnvelopeSchema, Topics, type EventEnvelope } from '@envios/contracts';
import { APP_CONFIG, createServiceContext, kafkaConnection } from '@envios/platform';
import type { ReportsConfig } from '../config';
import { REPORTED_TOPICS, reportedHandlers } from '../events/reported-events';
import { ReportStore } from '../model/report-store';
import reports from '../service';

/**
 * Rebuilds every read model from the event topics, from the beginning, while the service keeps
 * answering from the current generation:
 *
 *   node dist/cli/rebuild.js          (with the reports service's environment)
 *
 * Every event goes through the consumers' own methods (events/reported-events.ts), so it is applied
 * exactly as the live consumers apply it; this process's store writes to the next generation only.
 *
 * 1. Accounts: identity's events are applied to the next generation one by one (few of them).
 * 2. Everything else up to the topics' ends as they are now is folded in memory by the store — each
 *    shipment's and each top-up's row takes its events in the order read, once per event id — and
 *    written with the aggregates made from those rows in bulk inserts. No consumer writes the next
 *    generation meanwhile, so nothing races these inserts.
 * 3. Events go to both generations from then on; what the topics received since step 2 began is
 *    applied to the next one event by event (a row takes each event once, by id, so those a consumer
 *    also applies count once).
 * 4. The next generation becomes the current one; the old one is dropped.
 * Prints what it did as one JSON line.
 */
/** Identity's accounts first (the top-ups' clients), then the rest. */
const FIRST = Topics.identity;
const REST = REPORTED_TOPICS.filter((t) => t !== FIRST);
/** Reported events applied, across the steps. */
let applied = 0;

type Offsets = Map<string, bigint>;
const partitionKey = (topic: string, partition: number) => `${topic}\u0000${partition}`;

/** Where each partition of the topics ends now. */
async function endsOf(kafka: Kafka, topics: string[]): Promise<Offsets> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const ends: Offsets = new Map();
    for (const topic of topics)
      for (const { partition, high } of await admin.fetchTopicOffsets(topic))
        ends.set(partitionKey(topic, partition), BigInt(high));
    return ends;
  } finally {
    await admin.disconnect();
  }
}

/**
 * Reads the topics' events from `from` (or their beginning) up to `to`, handing each valid reported
 * event to `each`, one partition batch at a time. Resolves with the number of messages read.
 */
async function readEvents(
  kafka: Kafka,
  topics: string[],
  range: { from?: Offsets; to: Offsets },
  handlers: ReturnType<typeof reportedHandlers>,
): Promise<number> {
  const remaining = new Map<string, bigint>();
  for (const [key, end] of range.to) if (end > (range.from?.get(key) ?? 0n)) remaining.set(key, end);
  if (!remaining.size) return 0;
  let read = 0;
  const consumer: Consumer = kafka.consumer({
    groupId: `reports-rebuild-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    maxBytesPerPartition: 4 * 1024 * 1024,
  });
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: true });
  try {
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          autoCommit: false,
          eachBatch: async ({ batch, heartbeat }) => {
            const key = partitionKey(batch.topic, batch.partition);
            const end = remaining.get(key);
            if (end === undefined) return;
            for (const message of batch.messages) {
              const offset = BigInt(message.offset);
              if (offset >= end) break;
              read++;
              const handler = handlers.get(String(message.headers?.['x-event-type'] ?? ''));
              if (!handler || !message.value) continue;
              const envelope = EventEnvelopeSchema.safeParse(JSON.parse(message.value.toString()));
              const data = envelope.success
                ? handler.contract.schema.safeParse(envelope.data.data)
                : undefined;
              if (envelope.success && data?.success) {
                applied++;
                await handler.handle({ ...envelope.data, data: data.data } as EventEnvelope);
              }
            }
            await heartbeat();
            const last = batch.messages.at(-1);
            if (last && BigInt(last.offset) + 1n >= end) {
              remaining.delete(key);
              if (!remaining.size) resolve();
            }
          },
        })
        .catch(reject);
      if (range.from)
        for (const [key, offset] of range.from) {
          if (!remaining.has(key)) continue;
          const [topic, partition] = key.split('\u0000');
          consumer.seek({ topic, partition: Number(partition), offset: offset.toString() });
        }
    });
  } finally {
    await consumer.disconnect();
  }
  return read;
}

async function main() {
  const started = Date.now();
  const context = await createServiceContext(reports);
  const config = context.get<ReportsConfig>(APP_CONFIG);
  const store = context.get(ReportStore);
  const handlers = reportedHandlers((type) => context.get(type));
  const topic = (t: string) => config.KAFKA_TOPIC_PREFIX + t;
  const kafka = new Kafka({
    clientId: 'reports-rebuild',
    ...kafkaConnection(config),
    logLevel: logLevel.NOTHING,
  });

  const { current, next } = await store.openNextGeneration();

  // 1. Accounts, one by one.
  const identityEnds = await endsOf(kafka, [topic(FIRST)]);
  let read = await readEvents(kafka, [topic(FIRST)], { to: identityEnds }, handlers);

  // 2. Shipments and top-ups folded in memory, then written in bulk.
  const restTopics = REST.map(topic);
  const restEnds = await endsOf(kafka, restTopics);
  const foldStarted = Date.now();
  await store.foldInMemory();
  read += await readEvents(kafka, restTopics, { to: restEnds }, handlers);
  const foldSeconds = (Date.now() - foldStarted) / 1000;
  const folded = await store.writeFolded();

  // 3. Events to both generations; what came meanwhile, one by one.
  await store.feedNextGeneration(current, next);
  const allTopics = [topic(FIRST), ...restTopics];
  const caughtUpTo = await endsOf(kafka, allTopics);
  const caughtUp = await readEvents(
    kafka,
    allTopics,
    { from: new Map([...identityEnds, ...restEnds]), to: caughtUpTo },
    handlers,
  );
  read += caughtUp;
  await store.flush();

  // 4. The next generation answers from now on.
  await store.switchTo(next, current);
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `${JSON.stringify({
      rebuilt: true,
      generation: next,
      replaced: current,
      eventsRead: read,
      eventsApplied: applied,
      ...folded,
      caughtUp,
      seconds,
      foldSeconds,
      eventsPerSecond: Math.round(read / seconds),
    })}\n`,
  );
  await context.close();
  process.exit(0);
}

void main().catch((err) => {
  process.stderr.write(`rebuild failed: ${String(err)}\n`);
  process.exit(1);
});
