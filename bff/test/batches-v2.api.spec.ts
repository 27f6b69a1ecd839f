import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BatchV2 } from '@envios/contracts';
import { api, appUrl, eventually, saveOriginAddress, type Session } from '@envios/testing';
import { credit, freshClient } from './v2-helpers';

jest.setTimeout(120_000);

/** A call to the public API with an API key. */
async function v2<T = any>(
  key: string,
  method: string,
  path: string,
  body?: unknown,
  idempotencyKey?: string,
) {
  const res = await fetch(`${appUrl('bff')}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString()) : null;
  return { status: res.status, body: json as T & { code?: string; message?: string }, bytes };
}

async function keyOf(session: Session, scopes: string[]) {
  const r = await api('POST', '/api-keys', { token: session.token, body: { name: 'Lotes', scopes } });
  expect(r.status).toBe(201);
  return r.body.key as string;
}

const shipment = (i: number, postal_code = '64000') => ({
  order: `API-${i}`,
  origin: 'Bodega Roma',
  name: 'Laura Méndez',
  phone: '8187654321',
  email: 'laura@ejemplo.mx',
  street: 'Padre Mier',
  number: String(100 + i),
  colony: 'Monterrey Centro',
  postal_code,
  weight: 1 + (i % 3),
  length: 30,
  width: 20,
  height: 15,
  content: 'Ropa',
});

describe('/api/v2/batches: a day of shipments through the public API, ending in batch.completed', () => {
  let owner: Session;
  let key: string;
  let secret: string;
  const received: { type: string; data: Record<string, any>; valid: boolean }[] = [];
  let server: Server;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const header = String(req.headers['envios-signature'] ?? '');
        const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
        const valid = header.includes(
          `v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`,
        );
        const event = JSON.parse(body) as { type: string; data: Record<string, any> };
        received.push({ ...event, valid });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    owner = await freshClient();
    await credit(owner, 5_000);
    await saveOriginAddress(owner.token);
    key = await keyOf(owner, ['shipments', 'payments', 'labels', 'webhooks']);
    const endpoint = await v2(key, 'POST', '/webhook-endpoints', {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
      events: ['batch.completed'],
    });
    expect(endpoint.status).toBe(201);
    secret = endpoint.body.secret;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('validates every row and says which cannot ship, before anything is charged', async () => {
    const noKey = await v2(key, 'POST', '/batches', { shipments: [shipment(1)] });
    expect(noKey.status).toBe(400);
    const r = await v2<BatchV2>(
      key,
      'POST',
      '/batches',
      { shipments: [shipment(1), shipment(2, '99999')], carrier_rule: { rule: 'cheapest' } },
      'lote-con-error',
    );
    expect(r.status).toBe(201);
    expect(r.body.counts).toEqual({ rows: 2, ready: 1, with_errors: 1, no_option: 0 });
    expect(r.body.rows[1].errors[0]).toMatchObject({ column: 'postal_code', code: 'ROW.POSTAL_UNKNOWN' });
    const pay = await v2(key, 'POST', `/batches/${r.body.id}/pay`, { method: 'wallet' }, 'pagar-con-error');
    expect([pay.status, pay.body.code]).toEqual([422, 'BATCH.HAS_ERRORS']);
  });

  it('creates, pays once however often asked, and announces the batch complete with its labels', async () => {
    const ROWS = 8;
    const created = await v2<BatchV2>(
      key,
      'POST',
      '/batches',
      { shipments: Array.from({ length: ROWS }, (_, i) => shipment(i)), carrier_rule: { rule: 'fastest' } },
      'lote-bueno',
    );
    expect(created.status).toBe(201);
    const batch = created.body;
    expect(batch.counts.ready).toBe(ROWS);
    expect(batch.total!.amount).toBe(batch.rows.reduce((sum, r) => sum + r.price!.amount, 0));

    const paid = await v2<BatchV2>(
      key,
      'POST',
      `/batches/${batch.id}/pay`,
      { method: 'wallet' },
      'pago-lote',
    );
    expect(paid.status).toBe(200);
    expect(paid.body.state).toBe('paid');
    // The same key answers the same payment; a new one is told it is paid.
    const replay = await v2<BatchV2>(
      key,
      'POST',
      `/batches/${batch.id}/pay`,
      { method: 'wallet' },
      'pago-lote',
    );
    expect([replay.status, replay.body.id]).toEqual([200, batch.id]);
    const again = await v2(key, 'POST', `/batches/${batch.id}/pay`, { method: 'wallet' }, 'otro-pago');
    expect([again.status, again.body.code]).toEqual([409, 'BATCH.ALREADY_PAID']);

    const completed = await eventually(
      async () => received.find((e) => e.type === 'batch.completed' && e.data.batch_id === batch.id),
      { timeoutMs: 90_000, what: 'batch.completed' },
    );
    expect(completed.valid).toBe(true);
    expect(completed.data).toMatchObject({ rows: ROWS, labels_created: ROWS, labels_failed: 0 });
    const done = await v2<BatchV2>(key, 'GET', `/batches/${batch.id}`);
    expect(done.body.completed_at).not.toBeNull();
    expect(done.body.progress).toEqual({
      labels_created: ROWS,
      labels_failed: 0,
      labels_pending: 0,
      unpaid: 0,
    });
    expect(done.body.rows.every((r) => r.guide_number && r.shipment_id)).toBe(true);

    const labels = await v2(key, 'GET', completed.data.labels_url.replace('/api/v2', '') + '?format=pdf_4x6');
    expect(labels.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'batch-v2-'));
    writeFileSync(join(dir, 'l.pdf'), labels.bytes);
    expect(execFileSync('pdfinfo', [join(dir, 'l.pdf')]).toString()).toMatch(
      new RegExp(`Pages:\\s+${ROWS}\\n`),
    );
  });

  it('holds keys to their scopes and accounts to their own batches', async () => {
    const created = await v2<BatchV2>(key, 'POST', '/batches', { shipments: [shipment(1)] }, 'lote-alcance');
    const readOnly = await keyOf(owner, ['shipments']);
    const pay = await v2(readOnly, 'POST', `/batches/${created.body.id}/pay`, {}, 'sin-permiso');
    expect([pay.status, pay.body.code]).toEqual([403, 'API_KEY.SCOPE_MISSING']);
    const stranger = await keyOf(await freshClient(), ['shipments']);
    const theirs = await v2(stranger, 'GET', `/batches/${created.body.id}`);
    expect([theirs.status, theirs.body.code]).toEqual([404, 'BATCH.NOT_FOUND']);
  });
});
