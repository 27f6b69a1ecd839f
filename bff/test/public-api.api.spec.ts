import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ObjectId } from 'mongodb';
import { createEnviosClient, type EnviosClient } from '@envios/api-client';
import { toMexicoCityDate } from '@envios/domain';
import {
  api,
  appUrl,
  closeMongo,
  demoSession,
  eventually,
  freePort,
  listMail,
  mongoDb,
  rawRequest,
  ServiceProcess,
  type Session,
  waitForMail,
} from '@envios/testing';
import { credit, DESTINATION, freshClient, ORIGIN, PARCELS } from './v2-helpers';

const REPO = join(__dirname, '..', '..');

jest.setTimeout(120_000);

const ALL_SCOPES = ['rates', 'shipments', 'payments', 'labels', 'tracking', 'webhooks'];
const RATES_BODY = {
  origin: { postal_code: '06700' },
  destination: { postal_code: '64000' },
  parcels: PARCELS,
};

async function newKey(session: Session, scopes = ALL_SCOPES, name = 'ERP', mode: 'live' | 'test' = 'live') {
  const r = await api('POST', '/api-keys', { token: session.token, body: { name, scopes, mode } });
  expect(r.status).toBe(201);
  return r.body as { _id: string; key: string; prefix: string };
}

const v2 = (
  method: string,
  path: string,
  key: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => rawRequest(appUrl('bff'), method, `/api/v2${path}`, { token: key, body, headers });

/** The cheapest Estafeta rate (our rate card makes its own labels) of a fresh quote. */
async function estafetaRate(client: EnviosClient) {
  const { data, response } = await client.POST('/api/v2/rates', { body: RATES_BODY });
  expect(response.status).toBe(200);
  const rate = data!.data.find((r) => r.carrier === 'ESTAFETA')!;
  expect(rate.price).toEqual({ amount: expect.any(Number), currency: 'MXN' });
  return rate;
}

async function createShipment(client: EnviosClient, rateId: string, idempotencyKey = `k-${new ObjectId()}`) {
  const { data, response } = await client.POST('/api/v2/shipments', {
    body: {
      rate_id: rateId,
      parcels: PARCELS,
      origin: ORIGIN,
      destination: DESTINATION,
      description: 'Ropa',
    },
    params: { header: { 'Idempotency-Key': idempotencyKey } },
  });
  expect(response.status).toBe(201);
  return data!;
}

async function labelled(client: EnviosClient, id: string) {
  return eventually(
    async () => {
      const { data } = await client.GET('/api/v2/shipments/{id}', { params: { path: { id } } });
      return data?.label.state === 'generated' ? data : undefined;
    },
    { timeoutMs: 30_000, what: 'the label' },
  );
}

afterAll(() => closeMongo());

describe('the generated TypeScript client', () => {
  it('is generated from the OpenAPI document the BFF serves, so it cannot drift from the server', async () => {
    const r = await rawRequest(appUrl('bff'), 'GET', '/api/v2/openapi.json');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.paths)).toEqual(
      expect.arrayContaining(['/api/v2/rates', '/api/v2/shipments', '/api/v2/payments', '/api/v2/balance']),
    );
    // OpenAPI 3.1: JSON Schema 2020-12, where a value that may be null says so in its type.
    expect(r.body.openapi).toBe('3.1.0');
    const shipment =
      r.body.paths['/api/v2/shipments/{id}'].get.responses['200'].content['application/json'].schema;
    expect(shipment.properties.label.properties.guide_number.type).toEqual(['string', 'null']);
    expect(JSON.stringify(r.body)).not.toContain('"nullable"');
    // The web's routes are not in the public document, nor the public routes in the web's.
    expect(Object.keys(r.body.paths).every((p) => p.startsWith('/api/v2/'))).toBe(true);
    const v1 = await rawRequest(appUrl('bff'), 'GET', '/api/docs-json');
    expect(Object.keys(v1.body.paths).some((p) => p.startsWith('/api/v2/'))).toBe(false);

    // The generator run with --check exits 1 when libs/api-client/src/schema.ts is not what it makes.
    const url = `${appUrl('bff')}/api/v2/openapi.json`;
    const args = [join(REPO, 'libs/api-client/scripts/generate.ts'), url];
    if (!process.env.UPDATE_API_CLIENT) args.splice(1, 0, '--check');
    const run = await new Promise<{ code: number; stderr: string }>((resolve) =>
      execFile(join(REPO, 'node_modules/.bin/tsx'), args, (err, _out, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr }),
      ),
    );
    expect(run).toEqual({ code: 0, stderr: '' });
  });
});

describe('API keys', () => {
  it('are shown once, listed without their secret, and act as their owner only on the public API', async () => {
    const owner = await freshClient();
    const created = await newKey(owner, ['rates', 'tracking'], 'Bodega');
    expect(created.key).toMatch(/^envmx_live_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const list = await api('GET', '/api-keys', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.docs).toHaveLength(1);
    expect(list.body.docs[0]).toMatchObject({ name: 'Bodega', scopes: ['rates', 'tracking'], mode: 'live' });
    expect(JSON.stringify(list.body)).not.toContain(created.key.slice(created.prefix.length));
    const stored = await (
      await mongoDb('envios_identity')
    )
      .collection('api_keys')
      .findOne({ _id: new ObjectId(created._id) });
    expect(JSON.stringify(stored)).not.toContain(created.key);

    expect((await v2('POST', '/rates', created.key, RATES_BODY)).status).toBe(200);
    const used = await api('GET', '/api-keys', { token: owner.token });
    expect(used.body.docs[0].last_used_at).not.toBeNull();
    expect(used.body.docs[0].last_used_ip).toMatch(/127\.0\.0\.1/);

    // Out of its scopes, on the web's routes, in a URL, unknown: refused with a code.
    const outOfScope = await v2('GET', '/balance', created.key);
    expect(outOfScope.status).toBe(403);
    expect(outOfScope.body.code).toBe('API_KEY.SCOPE_MISSING');
    const webRoute = await api('GET', '/api-keys', { token: created.key });
    expect(webRoute.status).toBe(403);
    expect(webRoute.body.code).toBe('API_KEY.NOT_FOR_ROUTE');
    const inQuery = await rawRequest(appUrl('bff'), 'GET', `/api/v2/balance?api_key=${created.key}`);
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.code).toBe('API_KEY.IN_QUERY');
    const unknown = await v2('POST', '/rates', `envmx_live_${'x'.repeat(43)}`, RATES_BODY);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ statusCode: 401, code: 'API_KEY.INVALID' });
    expect(unknown.body.correlationId).toEqual(expect.any(String));
    expect(unknown.body.message).toBe('La clave de API no es válida o fue revocada.');
    // Developers may ask for English: the same code and status, the message in English.
    const english = await v2('POST', '/rates', `envmx_live_${'x'.repeat(43)}`, RATES_BODY, {
      'accept-language': 'en-US,en;q=0.9,es;q=0.5',
    });
    expect(english.body).toMatchObject({
      statusCode: 401,
      code: 'API_KEY.INVALID',
      message: 'The API key is not valid or was revoked.',
    });
    const englishScope = await v2('GET', '/balance', created.key, undefined, { 'accept-language': 'en' });
    expect(englishScope.body.message).toBe('This API key lacks the scope this route needs.');
    // A body over the limit is refused before anything reads it.
    const huge = await v2('POST', '/rates', created.key, { ...RATES_BODY, note: 'x'.repeat(120 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('REQUEST.TOO_LARGE');
    // The web's API stays Spanish whatever the browser asks.
    const web = await rawRequest(appUrl('bff'), 'GET', '/api/v1/api-keys', {
      headers: { 'accept-language': 'en' },
    });
    expect(web.body.message).not.toMatch(/^The /);
  });

  it('are made and revoked by clients and the superadmin; the admin only reads them; an Operativo neither', async () => {
    const admin = await demoSession('admin');
    const operativo = await demoSession('user');
    const superadmin = await demoSession('superadmin');
    const client = await freshClient();
    const key = await newKey(client);

    expect(
      (await api('POST', '/api-keys', { token: admin.token, body: { name: 'x', scopes: ['rates'] } })).status,
    ).toBe(403);
    const seen = await api('GET', '/api-keys', { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.docs.map((k: { _id: string }) => k._id)).toContain(key._id);
    expect((await api('DELETE', `/api-keys/${key._id}`, { token: admin.token })).status).toBe(403);
    expect((await api('GET', '/api-keys', { token: operativo.token })).status).toBe(403);
    // Another client's key is as unknown as one that does not exist.
    const other = await freshClient();
    const foreign = await api('DELETE', `/api-keys/${key._id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('API_KEY.NOT_FOUND');
    expect((await api('GET', '/api-keys', { token: other.token })).body.docs).toEqual([]);

    const testMode = await api('POST', '/api-keys', {
      token: superadmin.token,
      body: { name: 'Pruebas', scopes: ['rates'], mode: 'test' },
    });
    expect(testMode.status).toBe(201);
    expect(testMode.body).toMatchObject({ mode: 'test', key: expect.stringMatching(/^envmx_test_/) });
    const noScopes = await api('POST', '/api-keys', { token: client.token, body: { name: 'x', scopes: [] } });
    expect(noScopes.status).toBe(400);
    expect(noScopes.body.message).toBe('Elige al menos un permiso.');
  });

  it('is refused by every BFF replica within a second of being revoked, and when its owner is blocked', async () => {
    const owner = await freshClient();
    const key = await newKey(owner, ['rates']);
    const replica = new ServiceProcess('bff', { PORT: String(await freePort()) }).start();
    try {
      await replica.ready();
      const onBoth = () =>
        Promise.all(
          [appUrl('bff'), replica.url].map(
            async (base) =>
              (await rawRequest(base, 'POST', '/api/v2/rates', { token: key.key, body: RATES_BODY })).status,
          ),
        );
      expect(await onBoth()).toEqual([200, 200]);
      expect((await api('DELETE', `/api-keys/${key._id}`, { token: owner.token })).status).toBe(200);
      await sleep(1_050);
      expect(await onBoth()).toEqual([401, 401]);
      const list = await api('GET', '/api-keys', { token: owner.token });
      expect(list.body.docs[0].revoked_at).not.toBeNull();
    } finally {
      await replica.stop();
    }

    const blocked = await freshClient();
    const blockedKey = await newKey(blocked, ['rates']);
    expect((await v2('POST', '/rates', blockedKey.key, RATES_BODY)).status).toBe(200);
    const staff = await demoSession('superadmin');
    expect(
      (await api('PUT', `/users/${blocked.id}`, { token: staff.token, body: { active: false } })).status,
    ).toBe(200);
    await sleep(1_050);
    expect((await v2('POST', '/rates', blockedKey.key, RATES_BODY)).status).toBe(401);
  });

  it("holds each key to its account's requests a second, announced in RateLimit headers, then 429 with Retry-After", async () => {
    const owner = await freshClient();
    // The superadmin sets an account's limit; no one else may, not even the account itself.
    const limit = { api_rate_limit: 3 };
    const own = await api('PUT', `/users/${owner.id}/api-rate-limit`, { token: owner.token, body: limit });
    expect(own.status).toBe(403);
    const staff = await demoSession('superadmin');
    const set = await api('PUT', `/users/${owner.id}/api-rate-limit`, { token: staff.token, body: limit });
    expect(set.status).toBe(200);
    expect(set.body).toEqual(limit);
    const zero = { api_rate_limit: 0 };
    expect(
      (await api('PUT', `/users/${owner.id}/api-rate-limit`, { token: staff.token, body: zero })).status,
    ).toBe(400);
    const key = await newKey(owner, ['tracking']);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => v2('GET', '/tracking/EST0000000000', key.key)),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(5 - 3);
    expect(limited[0].body.code).toBe('RATE_LIMIT.EXCEEDED');
    expect(limited[0].headers.get('retry-after')).toBe('1');
    const passed = answers.find((a) => a.status !== 429)!;
    expect(passed.headers.get('ratelimit-limit')).toBe('3');
    expect(Number(passed.headers.get('ratelimit-remaining'))).toBeLessThan(3);
    expect(passed.headers.get('ratelimit-reset')).toBe('1');
  });
});

describe('/api/v2 with a key and the generated client', () => {
  let owner: Session;
  let client: EnviosClient;
  let ownerKey: string;
  beforeAll(async () => {
    owner = await freshClient();
    await credit(owner, 5_000);
    // A high-volume account: the bursts below (20 at once, twice) are within its limit.
    const staff = await demoSession('superadmin');
    await api('PUT', `/users/${owner.id}/api-rate-limit`, {
      token: staff.token,
      body: { api_rate_limit: 1_000 },
    });
    ownerKey = (await newKey(owner)).key;
    client = createEnviosClient(appUrl('bff'), ownerKey);
  });

  it('quotes, creates, pays from the wallet, downloads the label, tracks and cancels (refunded)', async () => {
    const rate = await estafetaRate(client);
    const shipment = await createShipment(client, rate.id);
    expect(shipment).toMatchObject({ status: 'unpaid', carrier: 'ESTAFETA', price: rate.price });
    expect(shipment.created_at).toMatch(/T.*(Z|[+-]\d\d:\d\d)$/);

    const before = (await client.GET('/api/v2/balance')).data!.balance.amount;
    const paid = await client.POST('/api/v2/payments', {
      body: { shipment_ids: [shipment.id] },
      params: { header: { 'Idempotency-Key': `pay-${shipment.id}` } },
    });
    expect(paid.response.status).toBe(201);
    expect(paid.data).toMatchObject({ paid: [shipment.id], amount: rate.price });
    expect((await client.GET('/api/v2/balance')).data!.balance.amount).toBe(before - rate.price!.amount);

    const done = await labelled(client, shipment.id);
    expect(done.status).toBe('paid');
    expect(done.label).toMatchObject({ format: 'pdf-letter', guide_number: expect.any(String) });
    const label = await client.GET('/api/v2/shipments/{id}/label', {
      params: { path: { id: shipment.id } },
      parseAs: 'arrayBuffer',
    });
    expect(label.response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(label.data as unknown as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const otherFormat = await v2(
      'GET',
      `/shipments/${shipment.id}/label?format=zpl`,
      (await newKey(owner)).key,
    );
    expect(otherFormat.status).toBe(409);
    expect(otherFormat.body.code).toBe('LABEL.OTHER_FORMAT');

    const tracking = await client.GET('/api/v2/tracking/{guide}', {
      params: { path: { guide: done.label.guide_number! } },
    });
    expect(tracking.data).toMatchObject({ guide_number: done.label.guide_number, carrier: 'ESTAFETA' });

    const cancelled = await client.POST('/api/v2/shipments/{id}/cancel', {
      params: { path: { id: shipment.id } },
    });
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.data!.status).toBe('cancelled');
    await eventually(
      async () => ((await client.GET('/api/v2/balance')).data!.balance.amount === before ? true : undefined),
      { timeoutMs: 20_000, what: 'the refund' },
    );
  });

  it('makes labels in the format the account chose (ZPL, 4×6) for a shipment made by a carrier rule', async () => {
    for (const [format, type, magic] of [
      ['zpl', 'application/zpl', '^XA'],
      ['pdf_4x6', 'application/pdf', '%PDF-'],
    ] as const) {
      expect((await client.PUT('/api/v2/settings/label-format', { body: { format } })).response.status).toBe(
        200,
      );
      const { data: shipment, response } = await client.POST('/api/v2/shipments', {
        body: {
          carrier_rule: 'cheapest',
          parcels: PARCELS,
          origin: ORIGIN,
          destination: DESTINATION,
          description: 'Ropa',
        },
        params: { header: { 'Idempotency-Key': `rule-${format}-${owner.id}` } },
      });
      expect(response.status).toBe(201);
      const rates = (await client.POST('/api/v2/rates', { body: RATES_BODY })).data!.data;
      expect(shipment!.price!.amount).toBe(Math.min(...rates.map((r) => r.price!.amount)));
      await client.POST('/api/v2/payments', {
        body: { shipment_ids: [shipment!.id] },
        params: { header: { 'Idempotency-Key': `pay-${shipment!.id}` } },
      });
      await labelled(client, shipment!.id);
      const label = await client.GET('/api/v2/shipments/{id}/label', {
        params: { path: { id: shipment!.id }, query: { format } },
        parseAs: 'arrayBuffer',
      });
      expect(label.response.headers.get('content-type')).toBe(type);
      expect(Buffer.from(label.data as unknown as ArrayBuffer).toString('latin1')).toContain(magic);
    }
  });

  it('pages the list by cursor, newest first, without repeats or gaps', async () => {
    const rate = await estafetaRate(client);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await createShipment(client, rate.id)).id);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const { data } = await client.GET('/api/v2/shipments', { params: { query: { limit: 2, cursor } } });
      expect(data!.data.length).toBeLessThanOrEqual(2);
      seen.push(...data!.data.map((s) => s.id));
      cursor = data!.next_cursor ?? undefined;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 5)).toEqual([...made].reverse());
    const badLimit = await client.GET('/api/v2/shipments', { params: { query: { limit: 101 } } });
    expect(badLimit.response.status).toBe(400);
  });

  it('creates one shipment and charges once for 20 concurrent POSTs with one Idempotency-Key', async () => {
    const rate = await estafetaRate(client);
    const key = `same-${new ObjectId()}`;
    const created = await Promise.all(Array.from({ length: 20 }, () => createShipment(client, rate.id, key)));
    expect(new Set(created.map((s) => s.id)).size).toBe(1);

    const before = (await client.GET('/api/v2/balance')).data!.balance.amount;
    const payKey = `pay-${new ObjectId()}`;
    const payments = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.POST('/api/v2/payments', {
          body: { shipment_ids: [created[0].id] },
          params: { header: { 'Idempotency-Key': payKey } },
        }),
      ),
    );
    expect(payments.map((p) => p.response.status)).toEqual(Array(20).fill(201));
    expect(payments.filter((p) => p.response.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect((await client.GET('/api/v2/balance')).data!.balance.amount).toBe(before - rate.price!.amount);

    // The same key with another body is refused; a create without a key too.
    const reused = await client.POST('/api/v2/payments', {
      body: { shipment_ids: [new ObjectId().toHexString()] },
      params: { header: { 'Idempotency-Key': payKey } },
    });
    expect(reused.response.status).toBe(422);
    expect((reused.error as { code: string }).code).toBe('IDEMPOTENCY.KEY_REUSED');
    // The client's types require the header; a caller without them may still leave it out.
    const keyless = await v2('POST', '/shipments', ownerKey, {
      rate_id: rate.id,
      parcels: PARCELS,
      origin: ORIGIN,
      destination: DESTINATION,
      description: 'Ropa',
    });
    expect(keyless.status).toBe(400);
    expect(keyless.body.code).toBe('IDEMPOTENCY.KEY_REQUIRED');
  });

  it("never shows another account's shipment", async () => {
    const stranger = createEnviosClient(appUrl('bff'), (await newKey(await freshClient())).key);
    const rate = await estafetaRate(client);
    const mine = await createShipment(client, rate.id);
    const r = await stranger.GET('/api/v2/shipments/{id}', { params: { path: { id: mine.id } } });
    expect(r.response.status).toBe(404);
    expect((await stranger.GET('/api/v2/shipments', { params: { query: {} } })).data!.data).toEqual([]);
  });
});

describe('test mode: a test key works against the sandboxes only', () => {
  let owner: Session & { email: string };
  let live: EnviosClient;
  let test: EnviosClient;
  beforeAll(async () => {
    owner = await freshClient();
    await credit(owner, 1_000);
    live = createEnviosClient(appUrl('bff'), (await newKey(owner)).key);
    test = createEnviosClient(appUrl('bff'), (await newKey(owner, ALL_SCOPES, 'Pruebas', 'test')).key);
  });

  const pay = (client: EnviosClient, id: string) =>
    client.POST('/api/v2/payments', {
      body: { shipment_ids: [id] },
      params: { header: { 'Idempotency-Key': `pay-${id}` } },
    });
  const balance = async (client: EnviosClient) => (await client.GET('/api/v2/balance')).data!;

  it('quotes, creates, pays from the test balance, makes watermarked labels in 3 formats, tracks and cancels, apart from everything live', async () => {
    expect(await balance(test)).toEqual({ balance: { amount: 0, currency: 'MXN' }, mode: 'test' });
    expect(await balance(live)).toEqual({ balance: { amount: 100_000, currency: 'MXN' }, mode: 'live' });
    const refusedRefill = await live.POST('/api/v2/balance/refill', {});
    expect([refusedRefill.response.status, refusedRefill.error?.code]).toEqual([403, 'API_KEY.TEST_ONLY']);

    const rate = await estafetaRate(test);
    const liveRate = await estafetaRate(live);
    // What one mode made is not the other's.
    const crossed = await v2(
      'POST',
      '/shipments',
      (await newKey(owner, ALL_SCOPES, 'x', 'test')).key,
      {
        rate_id: liveRate.id,
        parcels: PARCELS,
        origin: ORIGIN,
        destination: DESTINATION,
        description: 'Ropa',
      },
      { 'Idempotency-Key': `crossed-${owner.id}` },
    );
    expect([crossed.status, crossed.body.code]).toEqual([422, 'API_KEY.MODE_MISMATCH']);

    const shipment = await createShipment(test, rate.id);
    expect(shipment).toMatchObject({ mode: 'test', status: 'unpaid', price: rate.price });
    const short = await pay(test, shipment.id);
    expect([short.response.status, short.error?.code]).toEqual([409, 'WALLET.INSUFFICIENT_BALANCE']);
    const refilled = await test.POST('/api/v2/balance/refill', {});
    expect(refilled.data).toEqual({ balance: { amount: 1_000_000, currency: 'MXN' }, mode: 'test' });

    // A live key does not see it, nor pay it; a test key sees only test shipments.
    expect(
      (await live.GET('/api/v2/shipments/{id}', { params: { path: { id: shipment.id } } })).response.status,
    ).toBe(404);
    const livePay = await pay(live, shipment.id);
    expect(livePay.response.status).toBe(404);
    const liveShipment = await createShipment(live, liveRate.id);
    const testList = (await test.GET('/api/v2/shipments', { params: { query: {} } })).data!.data;
    expect(testList.map((s) => s.id)).toEqual([shipment.id]);
    const liveList = (await live.GET('/api/v2/shipments', { params: { query: {} } })).data!.data;
    expect(liveList.map((s) => s.id)).toEqual([liveShipment.id]);
    const web = await api('GET', `/shipments/${shipment.id}`, { token: owner.token });
    expect(web.status).toBe(404);
    const mine = await api('GET', `/shipments/all/${owner.id}`, { token: owner.token });
    expect(mine.body.docs.map((d: { _id: string }) => d._id)).toEqual([liveShipment.id]);

    expect((await pay(test, shipment.id)).response.status).toBe(201);
    expect((await balance(test)).balance.amount).toBe(1_000_000 - rate.price!.amount);
    expect((await balance(live)).balance.amount).toBe(100_000);

    // Its label is ours, watermarked, with a guide number no carrier uses, in each format.
    const labels: [string, string, string][] = [];
    const done = await labelled(test, shipment.id);
    labels.push([shipment.id, 'pdf', '%PDF-']);
    expect(done.label.guide_number).toMatch(/^PRUEBA\d{12}$/);
    for (const [format, magic] of [
      ['zpl', '^XA'],
      ['pdf_4x6', '%PDF-'],
    ] as const) {
      await test.PUT('/api/v2/settings/label-format', { body: { format } });
      const other = await createShipment(test, rate.id);
      expect((await pay(test, other.id)).response.status).toBe(201);
      await labelled(test, other.id);
      labels.push([other.id, format, magic]);
    }
    await test.PUT('/api/v2/settings/label-format', { body: { format: 'pdf' } });
    for (const [id, format, magic] of labels) {
      const file = await test.GET('/api/v2/shipments/{id}/label', {
        params: { path: { id }, query: { format: format as 'pdf' | 'zpl' | 'pdf_4x6' } },
        parseAs: 'arrayBuffer',
      });
      const text = Buffer.from(file.data as unknown as ArrayBuffer).toString('latin1');
      expect(text.startsWith(magic)).toBe(true);
      expect(text).toContain('PRUEBA - SIN VALOR');
    }

    // Never followed at a carrier: its tracking says only that the label exists.
    const tracking = await test.GET('/api/v2/tracking/{guide}', {
      params: { path: { guide: done.label.guide_number! } },
    });
    expect(tracking.data).toMatchObject({ guide_number: done.label.guide_number, events: [] });

    const cancelled = await test.POST('/api/v2/shipments/{id}/cancel', {
      params: { path: { id: shipment.id } },
    });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', mode: 'test' });
    const spentOnTwo = 1_000_000 - 3 * rate.price!.amount + rate.price!.amount;
    await eventually(async () => ((await balance(test)).balance.amount === spentOnTwo ? true : undefined), {
      timeoutMs: 20_000,
      what: 'the refund to the test balance',
    });

    // The event log of each mode holds its own events only.
    const testEvents = (await test.GET('/api/v2/events', { params: { query: {} } })).data!.data;
    expect(testEvents.filter((e) => e.data.shipment_id === shipment.id).map((e) => e.type)).toEqual(
      expect.arrayContaining(['shipment.label_created', 'shipment.cancelled']),
    );
    expect(testEvents.every((e) => e.mode === 'test')).toBe(true);
    const liveEvents = (await live.GET('/api/v2/events', { params: { query: {} } })).data!.data;
    expect(liveEvents.some((e) => e.mode === 'test' || e.data.shipment_id === shipment.id)).toBe(false);

    // A live guide, paid now: reports count it and its mails go out; the test ones never.
    expect((await pay(live, liveShipment.id)).response.status).toBe(201);
    const liveDone = await labelled(live, liveShipment.id);
    const today = toMexicoCityDate(new Date());
    const kpis = await eventually(
      async () => {
        const r = await api(
          'GET',
          `/reports/shipments-report?fromDate=${today.slice(0, 8)}01&toDate=${today}`,
          {
            token: owner.token,
          },
        );
        return r.body.totalGenerated >= 1 ? r.body : undefined;
      },
      { timeoutMs: 30_000, what: 'the live guide in the reports' },
    );
    expect(kpis.totalGenerated).toBe(1);
    await waitForMail(owner.email, /^Tu guía .* está lista$/);
    const mails = (await listMail()).filter((m) => m.to.some((t) => t.address === owner.email));
    expect(mails.some((m) => m.subject.includes(liveDone.label.guide_number!))).toBe(true);
    expect(mails.some((m) => `${m.subject} ${m.text}`.includes('PRUEBA'))).toBe(false);
  });
});

describe('wallet.low_balance', () => {
  it('is announced once when a payment leaves the wallet under $500.00, and again after a credit lifts it back', async () => {
    const owner = await freshClient();
    await credit(owner, 600);
    const client = createEnviosClient(appUrl('bff'), (await newKey(owner)).key);
    const lowEvents = async () =>
      (await client.GET('/api/v2/events', { params: { query: { type: 'wallet.low_balance' } } })).data!.data;
    const payOne = async () => {
      const shipment = await createShipment(client, (await estafetaRate(client)).id);
      const paid = await client.POST('/api/v2/payments', {
        body: { shipment_ids: [shipment.id] },
        params: { header: { 'Idempotency-Key': `pay-${shipment.id}` } },
      });
      expect(paid.response.status).toBe(201);
      return paid.data!;
    };

    const first = await payOne();
    const [event] = await eventually(
      async () => {
        const found = await lowEvents();
        return found.length ? found : undefined;
      },
      { what: 'wallet.low_balance' },
    );
    expect(event.data).toMatchObject({
      balance: first.balance,
      threshold: { amount: 50_000, currency: 'MXN' },
    });
    // Still under the mark: not said again.
    const second = await payOne();
    await eventually(
      async () =>
        (await client.GET('/api/v2/events', { params: { query: { type: 'payment.completed' } } })).data!.data
          .length === 2 || undefined,
      { what: 'the second payment in the log' },
    );
    expect(await lowEvents()).toHaveLength(1);

    // A credit back over the mark arms it; the next fall under it is said again.
    const price = first.amount!.amount;
    await credit(owner, Math.ceil((50_000 + price / 2 - second.balance!.amount) / 100));
    const third = await payOne();
    expect(third.balance!.amount).toBeLessThan(50_000);
    await eventually(async () => ((await lowEvents()).length === 2 ? true : undefined), {
      what: 'the second wallet.low_balance',
    });
  });
});
