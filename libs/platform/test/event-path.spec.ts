import { Topics } from '@envios/contracts';
import {
  eventually,
  infra,
  mongoDb,
  rawRequest,
  ServiceProcess,
  type IsolatedProcess,
  startPlatformProcess,
} from '@envios/testing';

interface Receipt {
  eventId: string;
  seq: number;
  count: number;
}

const internal = (service: ServiceProcess, method: string, path: string, body?: unknown) =>
  rawRequest(service.url, method, path, { headers: { 'x-service-token': infra().serviceToken }, body });

const receiptsOf = (consumer: ServiceProcess, pingId: string) =>
  internal(consumer, 'GET', `/internal/diagnostics/receipts?pingId=${pingId}`).then(
    (r) => r.body as Receipt[],
  );

describe('event path: outbox → Kafka → idempotent consumer, across processes', () => {
  let producer: IsolatedProcess;
  let consumer: IsolatedProcess;

  beforeAll(async () => {
    [producer, consumer] = await Promise.all([
      startPlatformProcess('shipments'),
      startPlatformProcess('reports', [Topics.shipments]),
    ]);
  });

  afterAll(async () => {
    await Promise.all([producer?.stop(), consumer?.stop()]);
    for (const p of [producer, consumer]) if (p) await (await mongoDb(p.database)).dropDatabase();
  });

  it('delivers every event exactly once to a consumer that is restarted mid-stream', async () => {
    // The producer writes 90 events in one outbox document; each takes the consumer 100 ms, so the
    // stream lasts seconds and the restart lands in the middle of it.
    const sent = await internal(producer, 'POST', '/internal/diagnostics/pings', { count: 90, holdMs: 100 });
    expect(sent.status).toBe(202);
    const { pingId, eventIds } = sent.body as { pingId: string; eventIds: string[] };

    await eventually(async () => (await receiptsOf(consumer, pingId)).length >= 10, {
      what: 'the first receipts',
      timeoutMs: 30_000,
    });
    await consumer.stop('SIGTERM');
    expect(consumer.signal).toBe('SIGTERM');
    // Stopped mid-stream: some, not all, events were handled before the restart.
    const receiptsDb = await mongoDb(consumer.database);
    const beforeRestart = await receiptsDb.collection('diagnostic_receipts').countDocuments({ pingId });
    expect(beforeRestart).toBeGreaterThanOrEqual(10);

    const restarted = new ServiceProcess('reports', consumer.overrides, [], consumer.options).start();
    consumer = Object.assign(restarted, { database: consumer.database });
    await consumer.ready();

    const receipts = await eventually(
      async () => {
        const r = await receiptsOf(consumer, pingId);
        return r.length === eventIds.length ? r : undefined;
      },
      { what: 'all 90 receipts', timeoutMs: 60_000 },
    );
    expect(beforeRestart).toBeLessThan(eventIds.length);
    expect(receipts.map((r) => r.eventId).sort()).toEqual([...eventIds].sort());
    expect(receipts.filter((r) => r.count !== 1)).toEqual([]);

    // The processed-events store holds each id once (unique index) for this consumer.
    const processed = await receiptsDb
      .collection('processed_events')
      .countDocuments({ eventId: { $in: eventIds } });
    expect(processed).toBe(eventIds.length);
  }, 120_000);

  it('removes published events from the producer document', async () => {
    const sent = await internal(producer, 'POST', '/internal/diagnostics/pings', { count: 3 });
    const { pingId } = sent.body as { pingId: string };
    const pings = (await mongoDb(producer.database)).collection('diagnostic_pings');
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
