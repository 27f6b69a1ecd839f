import { randomUUID } from 'node:crypto';
import { ClientKafka } from '@nestjs/microservices';
import mongoose, { type Connection } from 'mongoose';
import { Topics } from '@envios/contracts';
import { eventually, freePort, infra, platformPingEvent, TopicListener } from '@envios/testing';
import type { ServiceConfig } from '../src/config/config';
import { EventPublisher } from '../src/events/event-publisher';
import { KafkaProducer } from '../src/events/kafka-producer';
import { createEvent } from '../src/events/outbox-entry';
import { OutboxRelay, STANDALONE_OUTBOX_COLLECTION } from '../src/events/outbox-relay';

const ping = platformPingEvent('quoting'); // Topics.quoting: only reports consumes it (records receipts)

function producer(brokers: string[]): KafkaProducer {
  return new KafkaProducer(
    new ClientKafka({
      client: {
        clientId: `test-${randomUUID().slice(0, 8)}`,
        brokers,
        retry: { retries: 0 },
        connectionTimeout: 500,
      },
      producer: { allowAutoTopicCreation: false },
      producerOnlyMode: true,
      postfixId: '',
    }),
    {},
  );
}

// One key per test: one partition, so the order the listener sees is the order sent.
const pingData = (pingId: string, seq: number) => ({
  pingId,
  origin: 'quoting',
  seq,
  holdMs: 0,
  mustFail: false,
});
const pings = (pingId: string, count: number) =>
  Array.from({ length: count }, (_, seq) => createEvent(ping, pingId, pingData(pingId, seq)));
const publishSoon = (publisher: EventPublisher, pingId: string, count: number) =>
  Array.from({ length: count }, (_, seq) => publisher.publishSoon(ping, pingId, pingData(pingId, seq)));

const received = (listener: TopicListener, pingId: string) =>
  listener.messages
    .filter((m) => m.value?.includes(pingId))
    .map((m) => (JSON.parse(m.value!) as { id: string }).id);

/** The ids the listener got for pingId, once it has `count` of them. */
const receivedAll = (listener: TopicListener, pingId: string, count: number, timeoutMs = 10_000) =>
  eventually(
    async () => {
      const got = received(listener, pingId);
      return got.length >= count ? got : undefined;
    },
    { what: `${count} events of ${pingId.slice(0, 40)}`, timeoutMs },
  );

describe('events in bulk: produce requests under the broker limit; publishSoon falls back to the outbox', () => {
  let listener: TopicListener;
  let connection: Connection;
  let live: KafkaProducer;
  const database = `platform_events_${randomUUID().slice(0, 8)}`;
  const config = { OUTBOX_POLL_MS: 200 } as ServiceConfig;

  beforeAll(async () => {
    listener = await new TopicListener(Topics.quoting).start();
    connection = await mongoose.createConnection(infra().mongoUrl, { dbName: database }).asPromise();
    live = producer(infra().kafkaBrokers);
  });

  afterAll(async () => {
    await live?.onApplicationShutdown();
    await connection?.dropDatabase();
    await connection?.close();
    await listener?.stop();
  });

  it('sends a page of events larger than the broker accepts in one request, all of them, in order', async () => {
    // 300 events of ~4 KB: 1.2 MB for one partition, above Kafka's 1 MiB record-batch limit.
    const pingId = `big-${randomUUID()}-${'x'.repeat(4000)}`;
    const entries = pings(pingId, 300);
    await live.sendEntries(entries);
    expect(await receivedAll(listener, pingId, entries.length, 20_000)).toEqual(entries.map((e) => e.id));
  });

  it('sends collected events straight to Kafka, writing no outbox document', async () => {
    const relay = new OutboxRelay(connection, live, config);
    const publisher = new EventPublisher(connection, relay, live);
    const pingId = `soon-${randomUUID()}`;
    const entries = publishSoon(publisher, pingId, 25);
    expect(await receivedAll(listener, pingId, entries.length)).toEqual(entries.map((e) => e.id));
    expect(await connection.collection(STANDALONE_OUTBOX_COLLECTION).countDocuments()).toBe(0);
  });

  it('writes collected events to the outbox when the broker is unreachable; the relay publishes them later', async () => {
    const dead = producer([`127.0.0.1:${await freePort()}`]);
    const offline = new OutboxRelay(connection, dead, config);
    const publisher = new EventPublisher(connection, offline, dead);
    const pingId = `fallback-${randomUUID()}`;
    const entries = publishSoon(publisher, pingId, 10);
    await publisher.beforeApplicationShutdown(); // waits for the collected batch to be handled
    await offline.beforeApplicationShutdown();
    await dead.onApplicationShutdown();

    const docs = await connection.collection(STANDALONE_OUTBOX_COLLECTION).find().toArray();
    expect(docs.flatMap((d) => (d._outbox as { id: string }[]).map((e) => e.id))).toEqual(
      entries.map((e) => e.id),
    );
    expect(received(listener, pingId)).toEqual([]);

    // Back online: a relay publishes them and empties the outbox.
    expect(await new OutboxRelay(connection, live, config).drain()).toBe(entries.length);
    expect(await receivedAll(listener, pingId, entries.length)).toEqual(entries.map((e) => e.id));
    expect(await connection.collection(STANDALONE_OUTBOX_COLLECTION).countDocuments()).toBe(0);
  });
});
