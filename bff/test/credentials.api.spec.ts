import { createDecipheriv } from 'node:crypto';
import type { Role } from '@envios/domain';
import {
  api,
  appEnv,
  createUser,
  DEMO_ACCOUNTS,
  demoSession,
  eventually,
  mongoDb,
  signIn,
  type Session,
} from '@envios/testing';

/** Reads a sealed value the way the quoting service does, with its key (proves AES-256-GCM at rest). */
function open(sealed: string): string {
  const key = Buffer.from(appEnv('quoting').CREDENTIALS_ENCRYPTION_KEY, 'hex');
  const raw = Buffer.from(sealed.replace(/^enc:v1:/, ''), 'base64');
  const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  d.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
}

/** The platform's integration as stored (a superadmin manages the platform's). */
const rawDoc = async (name: string) =>
  (await mongoDb('envios_quoting'))
    .collection<{ _id: string; keys: any }>('carrier_integrations')
    .findOne({ _id: `platform:${name}` });

describe('/credential (carrier integrations)', () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await demoSession('superadmin');
    await api('DELETE', '/credential/ENTREGA', { token: admin.token });
  });

  it('stores secrets encrypted and answers them masked but for the last 4 characters, everywhere', async () => {
    const created = await api('POST', '/credential', {
      token: admin.token,
      body: {
        name: 'ENTREGA',
        active: true,
        mode: 'test',
        keys: {
          url: 'https://api.entrega.mx/v2',
          usuario: 'envios-usr-7788',
          contrasena: 'S3creta-Clave-2026',
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'ENTREGA',
      active: true,
      mode: 'test',
      keys: {
        test: { url: 'https://api.entrega.mx/v2', usuario: '••••••••7788', contrasena: '••••••••2026' },
      },
    });
    expect(Date.parse(created.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const listed = await api('GET', '/credential', { token: admin.token });
    expect(listed.body.find((c: { name: string }) => c.name === 'ENTREGA').keys.test.contrasena).toBe(
      '••••••••2026',
    );
    expect(JSON.stringify(listed.body)).not.toContain('S3creta');

    const doc = await rawDoc('ENTREGA');
    expect(doc!.keys.test.url).toBe('https://api.entrega.mx/v2');
    expect(doc!.keys.test.contrasena).toMatch(/^enc:v1:/);
    expect(JSON.stringify(doc)).not.toContain('S3creta');
    expect(open(doc!.keys.test.contrasena)).toBe('S3creta-Clave-2026');
  });

  it('keeps a stored secret when the form sends its masked value back, and keeps the other mode', async () => {
    const r = await api('PUT', '/credential/ENTREGA', {
      token: admin.token,
      body: {
        name: 'ENTREGA',
        active: false,
        mode: 'test',
        keys: { url: 'https://api.entrega.mx/v3', usuario: 'otro-usuario-1234', contrasena: '••••••••2026' },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      active: false,
      keys: { test: { url: 'https://api.entrega.mx/v3', usuario: '••••••••1234' } },
    });
    expect(open((await rawDoc('ENTREGA'))!.keys.test.contrasena)).toBe('S3creta-Clave-2026');

    const prod = await api('PUT', '/credential/ENTREGA', {
      token: admin.token,
      body: {
        name: 'ENTREGA',
        active: true,
        mode: 'production',
        keys: { url: 'https://api.entrega.mx', usuario: 'prod-user-0001', contrasena: 'Prod-Secret-9999' },
      },
    });
    expect(prod.body.mode).toBe('production');
    expect(Object.keys(prod.body.keys).sort()).toEqual(['production', 'test']);
  });

  it('validates the keys of each carrier and refuses duplicates', async () => {
    const wrongKey = await api('POST', '/credential', {
      token: admin.token,
      body: { name: 'EPAK', active: true, mode: 'test', keys: { url: 'https://epak.mx', password: 'x' } },
    });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.message).toMatch(/La llave password no corresponde a EPAK\.|Falta la llave token\./);
    const badMode = await api('POST', '/credential', {
      token: admin.token,
      body: { name: 'EPAK', active: true, mode: 'sandbox', keys: {} },
    });
    expect([badMode.status, badMode.body.message]).toEqual([400, 'Selecciona el modo: test o production.']);
    const dup = await api('POST', '/credential', {
      token: admin.token,
      body: {
        name: 'ENTREGA',
        active: true,
        mode: 'test',
        keys: { url: 'https://x.mx', usuario: 'a', contrasena: 'b' },
      },
    });
    expect([dup.status, dup.body.code]).toEqual([409, 'CREDENTIAL.EXISTS']);
  });

  it('deletes a configuration', async () => {
    expect((await api('DELETE', '/credential/ENTREGA', { token: admin.token })).status).toBe(200);
    expect(
      (await api('GET', '/credential', { token: admin.token })).body.map((c: { name: string }) => c.name),
    ).not.toContain('ENTREGA');
    expect((await api('DELETE', '/credential/ENTREGA', { token: admin.token })).status).toBe(404);
  });

  it.each<[Role | 'anonymous', number]>([
    ['superadmin', 200],
    ['client', 200],
    ['sales', 403],
    ['helpdesk', 403],
    ['user', 403],
    ['admin', 403],
    ['anonymous', 401],
  ])('GET as %s answers %i', async (who, status) => {
    const token = who === 'anonymous' ? undefined : (await signIn(DEMO_ACCOUNTS[who], 'Demo1234')).token;
    expect((await api('GET', '/credential', { token })).status).toBe(status);
  });
});

describe("integrations belong to their owner: a client its own, the superadmin the platform's", () => {
  const fedex = (url: string, account: string) => ({
    name: 'FEDEX',
    active: true,
    mode: 'test',
    keys: { url, client_id: 'l7client-own', client_secret: `secret-${account}`, account },
  });
  let superadmin: Session;
  let clientA: Session;
  let clientB: Session;
  let userOfA: Session;

  beforeAll(async () => {
    superadmin = await demoSession('superadmin');
    clientA = await demoSession('client');
    // A second client account, and a user assigned to the demo client.
    const b = await createUser({ rol: 'client' });
    clientB = await signIn(b.email, b.password);
    const u = await createUser({ clientId: clientA.id });
    userOfA = await signIn(u.email, u.password);
    await api('DELETE', '/credential/FEDEX', { token: clientA.token });
  });
  afterAll(() => api('DELETE', '/credential/FEDEX', { token: clientA.token }));

  it("keeps a client's integration to that client: another client and the platform never see or touch it", async () => {
    const created = await api('POST', '/credential', {
      token: clientA.token,
      body: fedex('http://127.0.0.1:9/fedex-of-client-a', '111111111'),
    });
    expect(created.status).toBe(201);
    const names = async (s: Session) =>
      (await api('GET', '/credential', { token: s.token })).body.map((c: any) => c.keys.test?.url);
    expect(await names(clientA)).toEqual(['http://127.0.0.1:9/fedex-of-client-a']);
    expect(await names(clientB)).not.toContain('http://127.0.0.1:9/fedex-of-client-a');
    expect(await names(superadmin)).not.toContain('http://127.0.0.1:9/fedex-of-client-a');

    // Client B cannot change or delete it (it is not B's), nor the platform's.
    const bPut = await api('PUT', '/credential/FEDEX', {
      token: clientB.token,
      body: fedex('http://evil.example', '1'),
    });
    expect([bPut.status, bPut.body.code]).toEqual([404, 'CREDENTIAL.NOT_FOUND']);
    expect((await api('DELETE', '/credential/FEDEX', { token: clientB.token })).status).toBe(404);
    expect(await names(clientA)).toEqual(['http://127.0.0.1:9/fedex-of-client-a']);
    expect((await names(superadmin)).some((url: string) => /127\.0\.0\.1:\d+$/.test(url))).toBe(true);
  });

  it("prices a client's users with the client's integration, everyone else with the platform's", async () => {
    const request = {
      cantidadGuias: 1,
      parcels: [{ weight: 2, depth: 30, width: 20, height: 15 }],
      origin_direction: { country_code: 'MX', postal_code: '06700' },
      destination_direction: { country_code: 'MX', postal_code: '64000' },
      package_type: 'package',
    };
    // Client A's FEDEX points nowhere: its own and its user's quotes name FedEx unavailable (the
    // user's assignment reaches quoting as an event, so its quote may take a moment to follow).
    for (const s of [clientA, userOfA]) {
      const r = await eventually(
        async () => {
          const q = await api('POST', '/quoting', { token: s.token, body: request });
          return q.body.carriers && !q.body.carriers.FEDEX ? q : undefined;
        },
        { what: 'FedEx priced by the client integration' },
      );
      expect(r.body.unavailable).toContainEqual(expect.objectContaining({ carrier: 'FEDEX' }));
    }
    // Client B has none of its own: the platform's (our FedEx sandbox) prices FedEx.
    const b = await api('POST', '/quoting', { token: clientB.token, body: request });
    expect(b.body.carriers.FEDEX?.[0]?.source).toBe('fedex');
  });

  it('names a FedEx service answered without transit time, and prices a home delivery as FedEx does', async () => {
    // Client A's own FEDEX on our sandbox, on the account whose Express Saver states no transit time.
    const platform = (await api('GET', '/credential', { token: superadmin.token })).body.find(
      (c: any) => c.name === 'FEDEX',
    );
    const sandboxUrl = Object.values<Record<string, string>>(platform.keys)
      .map((keys) => keys.url)
      .find((url) => /127\.0\.0\.1:\d+$/.test(url ?? ''))!;
    const own = fedex(sandboxUrl, '000000TTNO');
    own.keys.client_secret = 'sandbox-secret';
    expect((await api('PUT', '/credential/FEDEX', { token: clientA.token, body: own })).status).toBe(200);
    const request = (residential?: unknown) => ({
      cantidadGuias: 1,
      parcels: [{ weight: 2, depth: 30, width: 20, height: 15 }],
      origin_direction: { country_code: 'MX', postal_code: '06700' },
      destination_direction: { country_code: 'MX', postal_code: '64000', residential },
      package_type: 'package',
    });
    const office = await eventually(
      async () => {
        const q = await api('POST', '/quoting', { token: clientA.token, body: request() });
        return q.body.carriers?.FEDEX?.length === 2 ? q : undefined;
      },
      { what: "FedEx priced by client A's sandbox account" },
    );
    expect(office.body.carriers.FEDEX.map((o: any) => o.service_code)).toEqual([
      'FEDEX_GROUND',
      'STANDARD_OVERNIGHT',
    ]);
    expect(office.body.unavailable).toContainEqual({
      carrier: 'FEDEX',
      reason: 'no_transit_time',
      service: { code: 'FEDEX_EXPRESS_SAVER', name: 'FedEx Express Saver' },
    });

    const home = await api('POST', '/quoting', { token: clientA.token, body: request(true) });
    const total = (r: any, code: string) =>
      r.body.carriers.FEDEX.find((o: any) => o.service_code === code).total_amount;
    for (const code of ['FEDEX_GROUND', 'STANDARD_OVERNIGHT'])
      expect(total(home, code)).toBeGreaterThan(total(office, code));

    const bad = await api('POST', '/quoting', { token: clientA.token, body: request('sí') });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Indica con sí o no si es un domicilio particular.',
    ]);
  });
});
