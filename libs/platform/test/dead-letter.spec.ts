import { randomUUID } from 'node:crypto';
import { Headers, Topics } from '@envios/contracts';
import { eventually, internal, produceRaw, TopicListener } from '@envios/testing';

describe('dead-letter topic', () => {
  let dlq: TopicListener;

  beforeAll(async () => {
    dlq = await new TopicListener('reports.dlq').start();
  });
  afterAll(() => dlq.stop());

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
    await produceRaw(Topics.identity, [{ key, value: '{not json' }]);
    const m = await deadLetterFor(key);
    expect(m.value).toBe('{not json');
    expect(m.headers[Headers.deadLetterReason]).toMatch(/^invalid-envelope/);
    expect(m.headers[Headers.deadLetterSource]).toMatch(/^identity\.events\/\d+\/\d+$/);
  });

  it('parks an event whose payload breaks its contract', async () => {
    const key = `bad-data-${randomUUID()}`;
    await produceRaw(Topics.identity, [
      { key, value: envelope(key, 1, { pingId: 'x', origin: 'test', seq: -1 }) },
    ]);
    expect((await deadLetterFor(key)).headers[Headers.deadLetterReason]).toMatch(/^invalid-data/);
  });

  it('parks an event of a version no handler knows', async () => {
    const key = `v99-${randomUUID()}`;
    await produceRaw(Topics.identity, [
      { key, value: envelope(key, 99, { pingId: 'x', origin: 'test', seq: 1 }) },
    ]);
    expect((await deadLetterFor(key)).headers[Headers.deadLetterReason]).toBe(
      'unsupported-version: PlatformPing v99',
    );
  });

  it('parks an event whose handler keeps failing, after its retries, and keeps consuming', async () => {
    const failing = await internal('identity', 'POST', '/internal/diagnostics/pings', {
      body: { count: 1, mustFail: true },
    });
    const { pingId } = failing.body as { pingId: string };
    const m = await deadLetterFor(`${pingId}:0`);
    expect(m.headers[Headers.deadLetterReason]).toMatch(
      /^handler-failed: Error: diagnostic failure requested/,
    );
    expect(m.headers[Headers.deadLetterConsumer]).toBe('DiagnosticsService.recordPing');

    // The partition is not blocked: a good event sent afterwards is processed.
    const ok = await internal('identity', 'POST', '/internal/diagnostics/pings', { body: { count: 1 } });
    const next = (ok.body as { pingId: string }).pingId;
    await eventually(
      async () =>
        (await internal('reports', 'GET', `/internal/diagnostics/receipts?pingId=${next}`)).body.length === 1,
      { what: 'the next event to be processed' },
    );
  });
});
