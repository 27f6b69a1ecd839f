import { createDecipheriv } from 'node:crypto';
import type { Role } from '@envios/domain';
import { api, appEnv, DEMO_ACCOUNTS, demoSession, mongoDb, signIn, type Session } from '@envios/testing';

/** Reads a sealed value the way the quoting service does, with its key (proves AES-256-GCM at rest). */
function open(sealed: string): string {
  const key = Buffer.from(appEnv('quoting').CREDENTIALS_ENCRYPTION_KEY, 'hex');
  const raw = Buffer.from(sealed.replace(/^enc:v1:/, ''), 'base64');
  const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  d.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
}

const rawDoc = async (name: string) =>
  (await mongoDb('envios_quoting'))
    .collection<{ _id: string; keys: any }>('credentials')
    .findOne({ _id: name });

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
