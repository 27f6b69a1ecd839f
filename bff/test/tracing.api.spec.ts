import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  api,
  createUser,
  demoSession,
  eventually,
  freePort,
  rawRequest,
  REPO_ROOT,
  ServiceProcess,
  signIn,
  type Session,
} from '@envios/testing';
import { createShipments } from './shipment-helpers';

jest.setTimeout(90_000);

/** The JSON lines an app of the test stack has logged (deploy/local: <data dir>/logs/app-<app>.log). */
function logLines(app: string): Record<string, any>[] {
  const file = join(REPO_ROOT, '.local', 'test', 'logs', `app-${app}.log`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>);
}

/** A W3C traceparent as a browser's request would start it: a new trace, sampled. */
function newTraceparent() {
  const traceId = randomBytes(16).toString('hex');
  return { traceId, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` };
}

describe('one trace from the browser to the label worker', () => {
  let client: Session;
  beforeAll(async () => {
    const u = await createUser({ rol: 'client' });
    client = await signIn(u.email, u.password);
    const staff = await demoSession('superadmin');
    const credit = await api('POST', '/prepaid/createPrepaid', {
      token: staff.token,
      body: { userId: client.id, cantidadAbonar: 500 },
    });
    expect(credit.status).toBe(201);
  });

  it("follows a wallet payment's trace id from the BFF's request line to the label worker's line", async () => {
    const [shipment] = await createShipments(client, 1);
    const { traceId, traceparent } = newTraceparent();
    const paid = await api('POST', '/payments/many/monedero', {
      token: client.token,
      headers: { traceparent },
      body: { user: client.id, shipments: [shipment._id] },
    });
    expect(paid.body.message).toBe('ok');

    // The BFF's line for the request, in the caller's trace (the request continued it).
    const request = await eventually(
      () =>
        logLines('bff').find(
          (l) =>
            l.traceId === traceId &&
            l.msg === 'request completed' &&
            l.req?.url === '/api/v1/payments/many/monedero',
        ),
      { timeoutMs: 10_000, what: "the BFF's request line with the trace id" },
    );
    expect(request.res.statusCode).toBeLessThan(300);
    expect(request.spanId).toMatch(/^[0-9a-f]{16}$/);

    // The wallet's event, the outbox relay, Kafka, the shipments consumer and the guides queue
    // carried it on to the worker that made the label.
    const label = await eventually(
      () =>
        logLines('shipments').find(
          (l) => l.traceId === traceId && String(l.msg).startsWith(`label made for shipment ${shipment._id}`),
        ),
      { timeoutMs: 30_000, what: "the label worker's line with the same trace id" },
    );
    expect(label.app).toBe('shipments');
    expect(label.spanId).not.toBe(request.spanId);

    // A request without a caller's trace starts one of its own: another id.
    const other = await api('GET', '/shipments/status/guide/' + shipment._id, { token: client.token });
    expect(other.status).toBe(200);
    const own = await eventually(
      () =>
        logLines('bff').find(
          (l) =>
            l.req?.url === `/api/v1/shipments/status/guide/${shipment._id}` && l.msg === 'request completed',
        ),
      { timeoutMs: 10_000, what: 'the second request line' },
    );
    expect(own.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(own.traceId).not.toBe(traceId);
  });

  it('exports the spans over OTLP/HTTP when an endpoint is configured, in the caller’s trace', async () => {
    const received: { service: string; traceId: string; name: string; kind: number }[] = [];
    const collector: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.url === '/v1/traces') {
          const doc = JSON.parse(body) as {
            resourceSpans: {
              resource: { attributes: { key: string; value: { stringValue?: string } }[] };
              scopeSpans: { spans: { traceId: string; name: string; kind: number }[] }[];
            }[];
          };
          for (const rs of doc.resourceSpans) {
            const service =
              rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
            for (const ss of rs.scopeSpans) for (const s of ss.spans) received.push({ service, ...s });
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const bff = new ServiceProcess('bff', {
      PORT: String(await freePort()),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
    }).start();
    try {
      await bff.ready();
      const { traceId, traceparent } = newTraceparent();
      const r = await rawRequest(bff.url, 'GET', '/api/v1/shipments/status/guide/0123456789abcdef01234567', {
        token: client.token,
        headers: { traceparent },
      });
      expect(r.status).toBeLessThan(500);
      const spans = await eventually(
        () => {
          const mine = received.filter((s) => s.traceId === traceId);
          // The BFF's server span and its call to the shipments service (a client span).
          return mine.some((s) => s.kind === 2) && mine.some((s) => s.kind === 3) ? mine : undefined;
        },
        { timeoutMs: 15_000, what: 'the BFF to export its spans of the request' },
      );
      expect(new Set(spans.map((s) => s.service))).toEqual(new Set(['bff']));
      // Probes are not traced.
      await rawRequest(bff.url, 'GET', '/api/v1/health/live');
      await new Promise((r) => setTimeout(r, 1500));
      expect(received.some((s) => /health/.test(s.name))).toBe(false);
    } finally {
      await bff.stop();
      await new Promise<void>((resolve) => collector.close(() => resolve()));
    }
  });
});
