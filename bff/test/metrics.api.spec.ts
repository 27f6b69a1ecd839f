import { SERVICES } from '@envios/contracts';
import { api, appEnv, appUrl, eventually } from '@envios/testing';

const serviceUrl = (name: string) => `http://127.0.0.1:${appEnv(name as (typeof SERVICES)[number]).PORT}`;

/** An app's Prometheus exposition (text), with the bearer the BFF asks for. */
async function scrape(url: string, token?: string): Promise<{ status: number; text: string }> {
  const r = await fetch(`${url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: r.status, text: await r.text() };
}

/** The value of the series `name` whose labels include `labels` (in any order), or undefined. */
function value(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)\{(.*)\} (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries([...m[2].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics (Prometheus)', () => {
  it('every service exposes its process, HTTP, outbox and queue figures, labelled with its name', async () => {
    for (const name of SERVICES) {
      const { status, text } = await scrape(serviceUrl(name));
      expect([name, status]).toEqual([name, 200]);
      expect(value(text, 'process_resident_memory_bytes', { app: name })).toBeGreaterThan(10_000_000);
      expect(value(text, 'nodejs_eventloop_lag_p99_seconds', { app: name })).toBeGreaterThanOrEqual(0);
      expect(text).toMatch(/^# TYPE http_server_request_duration_seconds histogram$/m);
      expect(text).toMatch(/^# TYPE outbox_pending_documents gauge$/m);
    }
    // The wallet's outbox collections and the shipments' label queue, each by name.
    const wallet = (await scrape(serviceUrl('wallet'))).text;
    for (const collection of ['movements', 'paypal_orders', 'outbox_events'])
      expect(value(wallet, 'outbox_pending_documents', { app: 'wallet', collection })).toBeGreaterThanOrEqual(
        0,
      );
    expect(
      value(wallet, 'outbox_oldest_pending_seconds', { app: 'wallet', collection: 'movements' }),
    ).toBeGreaterThanOrEqual(0);
    const shipments = (await scrape(serviceUrl('shipments'))).text;
    // What each partition of a consumed topic still has for the service's consumer group.
    for (const partition of ['0', '1', '2'])
      expect(
        value(shipments, 'kafka_consumer_lag', { app: 'shipments', group: 'shipments', partition }),
      ).toBeGreaterThanOrEqual(0);
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(
        value(shipments, 'bullmq_queue_jobs', { app: 'shipments', queue: 'guides', state }),
      ).toBeGreaterThanOrEqual(0);
  });

  it('counts answers by route pattern and status, not by URL', async () => {
    const url = serviceUrl('shipments');
    const live = { app: 'shipments', method: 'GET', route: '/health/live', status: '200' };
    const count = async () =>
      value((await scrape(url)).text, 'http_server_request_duration_seconds_count', live) ?? 0;
    const before = await count();
    for (let i = 0; i < 3; i++) await fetch(`${url}/health/live`);
    await eventually(async () => (await count()) >= before + 3, { what: 'three more answers counted' });
    // An id in the path is counted under the route's pattern, never as a label of its own.
    await fetch(`${url}/internal/shipments/000000000000000000000000`);
    const text = (await scrape(url)).text;
    expect(text).not.toContain('000000000000000000000000');
    expect(
      value(text, 'http_server_request_duration_seconds_count', { route: '/internal/shipments/:id' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('the BFF, which the internet reaches, answers its metrics only to the scrape token', async () => {
    const bff = appUrl('bff');
    expect((await scrape(bff)).status).toBe(404);
    expect((await scrape(bff, 'not-the-token-at-all')).status).toBe(404);
    await api('GET', '/health');
    const { status, text } = await scrape(bff, appEnv('bff').METRICS_TOKEN);
    expect(status).toBe(200);
    expect(
      value(text, 'http_server_request_duration_seconds_count', {
        app: 'bff',
        route: '/api/v1/health',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});
