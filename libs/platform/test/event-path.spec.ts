import { randomUUID } from 'node:crypto';
import { eventually, freePort, internal, mongoDb, rawRequest, ServiceProcess } from '@envios/testing';
import { infra } from '@envios/testing';

interface Receipt {
  eventId: string;
  seq: number;
  count: number;
}

const receiptsOf = (baseUrl: string, pingId: string) =>
  rawRequest<Receipt[]>(baseUrl, 'GET', `/internal/diagnostics/receipts?pingId=${pingId}`, {
    headers: { 'x-service-token': infra().serviceToken },
  }).then((r) => r.body);

describe('event path: outbox → Kafka → idempotent consumer, across processes', () => {
  let consumer: ServiceProcess;
  const database = `envios_test_consumer_${randomUUID().slice(0, 8)}`;
  const group = `reports-restart-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const port = String(await freePort());
    const base = new URL(new ServiceProcess('reports').env().MONGO_URL);
    consumer = new ServiceProcess('reports', {
      PORT: port,
      MONGO_URL: `mongodb://${base.host}/${database}`,
      KAFKA_GROUP_ID: group,
    }).start();
    await consumer.ready();
  });

  afterAll(async () => {
    await consumer?.stop();
    await (await mongoDb(database)).dropDatabase();
  });

  it('delivers every event exactly once to a consumer that is restarted mid-stream', async () => {
    // identity (the running stack's) writes 90 events in one outbox document; each takes the
    // consumer 100 ms, so the stream lasts seconds and the restart lands in the middle of it.
    const sent = await internal('identity', 'POST', '/internal/diagnostics/pings', {
      body: { count: 90, holdMs: 100 },
    });
    expect(sent.status).toBe(202);
    const { pingId, eventIds } = sent.body as { pingId: string; eventIds: string[] };

    await eventually(async () => (await receiptsOf(consumer.url, pingId)).length >= 10, {
      what: 'the first receipts',
      timeoutMs: 30_000,
    });
    await consumer.stop('SIGTERM');
    expect(consumer.signal).toBe('SIGTERM');
    // Stopped mid-stream: some, not all, events were handled before the restart.
    const beforeRestart = await (
      await mongoDb(database)
    )
      .collection('diagnostic_receipts')
      .countDocuments({ pingId });
    expect(beforeRestart).toBeGreaterThanOrEqual(10);

    consumer = new ServiceProcess('reports', consumer.overrides).start();
    await consumer.ready();

    const receipts = await eventually(
      async () => {
        const r = await receiptsOf(consumer.url, pingId);
        return r.length === eventIds.length ? r : undefined;
      },
      { what: 'all 90 receipts', timeoutMs: 60_000 },
    );
    expect(beforeRestart).toBeLessThan(eventIds.length);
    expect(receipts.map((r) => r.eventId).sort()).toEqual([...eventIds].sort());
    expect(receipts.filter((r) => r.count !== 1)).toEqual([]);

    // The processed-events store holds each id once (unique index) for this consumer.
    const processed = await (
      await mongoDb(database)
    )
      .collection('processed_events')
      .countDocuments({ eventId: { $in: eventIds } });
    expect(processed).toBe(eventIds.length);
  }, 120_000);

  it('removes published events from the producer document', async () => {
    const sent = await internal('identity', 'POST', '/internal/diagnostics/pings', { body: { count: 3 } });
    const { pingId } = sent.body as { pingId: string };
    const pings = (await mongoDb('envios_identity')).collection('diagnostic_pings');
    const doc = await eventually(
      async () => {
        const d = await pings.findOne({ pingId });
        return d && d._outboxAt === null ? d : undefined;
      },
      { what: 'the relay to clear the outbox' },
    );
    expect(doc._outbox).toEqual([]);
  });
});
