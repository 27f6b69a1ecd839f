import { randomUUID } from 'node:crypto';
import { Headers, Topics } from '@envios/contracts';
import {
  eventually,
  infra,
  mongoDb,
  produceRaw,
  rawRequest,
  startPlatformProcess,
  TopicListener,
  type IsolatedProcess,
  type ServiceProcess,
} from '@envios/testing';

/** A platform process under the name 'reports' consumes shipments.events; its dead letters go to reports.dlq. */
describe('dead-letter topic', () => {
  let dlq: TopicListener;
  let producer: IsolatedProcess;
  let consumer: IsolatedProcess;

  beforeAll(async () => {
    [dlq, producer, consumer] = await Promise.all([
      new TopicListener('reports.dlq').start(),
      startPlatformProcess('shipments'),
      startPlatformProcess('reports', [Topics.shipments]),
    ]);
  });
  afterAll(async () => {
    await Promise.all([dlq?.stop(), producer?.stop(), consumer?.stop()]);
    for (const p of [producer, consumer]) if (p) await (await mongoDb(p.database)).dropDatabase();
  });

  const internal = (service: ServiceProcess, method: string, path: string, body?: unknown) =>
    rawRequest(service.url, method, path, { headers: { 'x-service-token': infra().serviceToken }, body });

  const deadLetterFor = (key: string) =>
    eventually(() => dlq.messages.find((m) => m.key === key), {
      what: `dead letter ${key}`,
      timeoutMs: 20_000,
    });

  const envelope = (key: string, version: number, data: unknown) =>
    JSON.stringify({
      id: randomUUID(),
      type: 'PlatformPing',
      version,
      occurredAt: new Date().toISOString(),
      key,
      data,
    });

  it('parks a message that is not an event envelope, keeping its bytes', async () => {
    const key = `poison-${randomUUID()}`;
    await produceRaw(Topics.shipments, [{ key, value: '{not json' }]);
    const m = await deadLetterFor(key);
    expect(m.value).toBe('{not json');
    expect(m.headers[Headers.deadLetterReason]).toMatch(/^invalid-envelope/);
    expect(m.headers[Headers.deadLetterSource]).toMatch(/^shipments\.events\/\d+\/\d+$/);
  });

  it('parks an event whose payload breaks its contract', async () => {
    const key = `bad-data-${randomUUID()}`;
    await produceRaw(Topics.shipments, [
      { key, value: envelope(key, 1, { pingId: 'x', origin: 'test', seq: -1 }) },
    ]);
    expect((await deadLetterFor(key)).headers[Headers.deadLetterReason]).toMatch(/^invalid-data/);
  });

  it('parks an event of a version no handler knows', async () => {
    const key = `v99-${randomUUID()}`;
    await produceRaw(Topics.shipments, [
      { key, value: envelope(key, 99, { pingId: 'x', origin: 'test', seq: 1 }) },
    ]);
    expect((await deadLetterFor(key)).headers[Headers.deadLetterReason]).toBe(
      'unsupported-version: PlatformPing v99',
    );
  });

  it('parks an event whose handler keeps failing, after its retries, and keeps consuming', async () => {
    const failing = await internal(producer, 'POST', '/internal/diagnostics/pings', {
      count: 1,
      mustFail: true,
    });
    const { pingId } = failing.body as { pingId: string };
    const m = await deadLetterFor(`${pingId}:0`);
    expect(m.headers[Headers.deadLetterReason]).toMatch(
      /^handler-failed: Error: diagnostic failure requested/,
    );
    expect(m.headers[Headers.deadLetterConsumer]).toBe('DiagnosticsService.recordPing');

    // The partition is not blocked: a good event sent afterwards is processed.
    const ok = await internal(producer, 'POST', '/internal/diagnostics/pings', { count: 1 });
    const next = (ok.body as { pingId: string }).pingId;
    await eventually(
      async () =>
        (await internal(consumer, 'GET', `/internal/diagnostics/receipts?pingId=${next}`)).body.length === 1,
      { what: 'the next event to be processed' },
    );
  });
});
