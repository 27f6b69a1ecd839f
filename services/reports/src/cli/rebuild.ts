import 'reflect-metadata';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { EventEnvelopeSchema, Topics, type EventContract } from '@envios/contracts';
import { APP_CONFIG, createServiceContext } from '@envios/platform';
import type { ReportsConfig } from '../config';
import {
  ApplyEvent,
  PREPAID_EVENTS,
  REPORTED_EVENTS,
  ROW_EVENTS,
  type ReportedEnvelope,
} from '../events/apply-event';
import {
  foldPrepaidEvent,
  prepaidIdOf,
  type PrepaidEvent,
} from '../events/record-prepaid/record-prepaid.usecase';
import { AggregateBuffer } from '../model/aggregate-buffer';
import { addIncs, aggregateDocument, type Incs } from '../model/aggregate-docs';
import { contribution, delta, prepaidDelta } from '../model/contribution';
import { Generations, GENERATIONS_TTL_MS } from '../model/generations';
import { emptyPrepaid, prepaidPart, type PrepaidRow } from '../model/prepaid-row';
import { ReadModels } from '../model/read-models';
import { emptyRow, type ReportRow } from '../model/report-row';
import { foldRowEvent, type RowEvent } from '../model/row-events';
import reports from '../service';

/**
 * Rebuilds every read model from the event topics, from the beginning, while the service keeps
 * answering from the current generation:
 *
 *   node dist/cli/rebuild.js          (with the reports service's environment)
 *
 * 1. Accounts: identity's events are applied to the next generation one by one (few of them).
 * 2. Everything else up to the topics' ends as they are now is folded in memory — each shipment's and
 *    each top-up's row takes its events in the order read, once per event id, exactly as the
 *    consumers apply them — and written with the aggregates made from those rows in bulk inserts.
 *    No consumer writes the next generation meanwhile, so nothing races these inserts.
 * 3. Events go to both generations from then on; what the topics received since step 2 began is
 *    applied to the next one event by event (a row takes each event once, by id, so those a consumer
 *    also applies count once).
 * 4. The next generation becomes the current one; the old one is dropped.
 * Prints what it did as one JSON line.
 */
const REST = [Topics.shipments, Topics.wallet, Topics.tracking];
const BY_TYPE = new Map<string, EventContract>(REPORTED_EVENTS.map((c) => [c.type, c]));
const INSERT_BATCH = 1_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
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
  each: (e: ReportedEnvelope) => Promise<void> | void,
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
              const contract = BY_TYPE.get(String(message.headers?.['x-event-type'] ?? ''));
              if (!contract || !message.value) continue;
              const envelope = EventEnvelopeSchema.safeParse(JSON.parse(message.value.toString()));
              const data = envelope.success ? contract.schema.safeParse(envelope.data.data) : undefined;
              if (envelope.success && data?.success) {
                applied++;
                await each({ ...envelope.data, data: data.data });
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

async function insertAll(
  model: { insertMany(docs: unknown[], o: object): Promise<unknown> },
  docs: unknown[],
) {
  for (let i = 0; i < docs.length; i += INSERT_BATCH)
    await model.insertMany(docs.slice(i, i + INSERT_BATCH), { ordered: false, lean: true });
}

async function main() {
  const started = Date.now();
  const context = await createServiceContext(reports);
  const config = context.get<ReportsConfig>(APP_CONFIG);
  const generations = context.get(Generations);
  const models = context.get(ReadModels);
  const applyEvent = context.get(ApplyEvent);
  const buffer = context.get(AggregateBuffer);
  const topic = (t: string) => config.KAFKA_TOPIC_PREFIX + t;
  const kafka = new Kafka({
    clientId: 'reports-rebuild',
    brokers: config.KAFKA_BROKERS,
    logLevel: logLevel.NOTHING,
  });

  const { current } = await generations.read(true);
  const next = current + 1;
  await models.drop(next);
  await models.prepare(next);
  // A rebuild that stopped halfway may have left the next generation among the targets.
  await generations.set(current, [current]);
  await pause(GENERATIONS_TTL_MS * 3);
  const target = models.of(next);

  // 1. Accounts, one by one.
  const identityEnds = await endsOf(kafka, [topic(Topics.identity)]);
  let read = await readEvents(kafka, [topic(Topics.identity)], { to: identityEnds }, (e) =>
    applyEvent.apply(e, [next]),
  );
  const clientOf = new Map<string, string | null>();
  for (const m of await target.members.find({}, { clientId: 1 }).lean())
    clientOf.set(m._id, m.clientId ?? null);

  // 2. Shipments and top-ups folded in memory, then written in bulk.
  const restTopics = REST.map(topic);
  const restEnds = await endsOf(kafka, restTopics);
  const rows = new Map<string, ReportRow>();
  const prepaids = new Map<string, PrepaidRow>();
  const foldStarted = Date.now();
  read += await readEvents(kafka, restTopics, { to: restEnds }, (e) => {
    if (ROW_EVENTS.has(e.type)) {
      const event = { type: e.type, data: e.data, occurredAt: e.occurredAt } as RowEvent;
      const id = event.data.shipmentId;
      rows.set(id, foldRowEvent(rows.get(id) ?? emptyRow(id), event, e.id));
    } else if (PREPAID_EVENTS.has(e.type)) {
      const event = { type: e.type, data: e.data } as PrepaidEvent;
      const id = prepaidIdOf(event);
      const before = prepaids.get(id) ?? emptyPrepaid(id);
      const user = before.user ?? event.data.user;
      prepaids.set(id, foldPrepaidEvent(before, event, e.id, clientOf.get(user) ?? user));
    }
  });
  const foldSeconds = (Date.now() - foldStarted) / 1000;
  const months: Incs = new Map();
  const dests: Incs = new Map();
  for (const row of rows.values()) {
    const d = delta(null, contribution(row));
    addIncs(months, d.months);
    addIncs(dests, d.dests);
  }
  for (const p of prepaids.values()) addIncs(months, prepaidDelta(null, prepaidPart(p)));
  await insertAll(target.rows, [...rows.values()]);
  await insertAll(target.prepaids, [...prepaids.values()]);
  await insertAll(
    target.months,
    [...months].map(([id, inc]) => aggregateDocument(id, inc)),
  );
  await insertAll(
    target.dests,
    [...dests].map(([id, inc]) => aggregateDocument(id, inc)),
  );
  const folded = { shipments: rows.size, topUps: prepaids.size, aggregates: months.size + dests.size };
  rows.clear();
  prepaids.clear();

  // 3. Events to both generations; what came meanwhile, one by one.
  await generations.set(current, [current, next]);
  await pause(GENERATIONS_TTL_MS * 3);
  const allTopics = [topic(Topics.identity), ...restTopics];
  const caughtUpTo = await endsOf(kafka, allTopics);
  const caughtUp = await readEvents(
    kafka,
    allTopics,
    { from: new Map([...identityEnds, ...restEnds]), to: caughtUpTo },
    (e) => applyEvent.apply(e, [next]),
  );
  read += caughtUp;
  await buffer.flush();

  // 4. The next generation answers from now on.
  await generations.set(next, [next]);
  await pause(GENERATIONS_TTL_MS * 3);
  await models.drop(current);
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
