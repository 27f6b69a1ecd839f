import { HIDDEN_CHARACTERS_MESSAGE } from '@envios/contracts';
import { api, createUser, demoSession, signIn, uniqueEmail, type Session } from '@envios/testing';

/** zod's own English ("Invalid input: expected string…", "Too small…") must never reach a user. */
const ENGLISH = /\b(Invalid|expected|received|Too (small|big)|Required|must be)\b/;

const address = (over: Record<string, unknown> = {}) => ({
  name: 'Almacén Roma',
  email: 'almacen@ejemplo.mx',
  phone: '5512345678',
  street: 'Av. Álvaro Obregón',
  number: '120',
  postal_code: '06700',
  colony: 'roma norte',
  ...over,
});

describe('validation messages are Spanish', () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await demoSession('superadmin');
  });

  it.each<[string, string, string, Record<string, unknown> | undefined]>([
    ['a mistyped query value', 'GET', '/users?page=abc', undefined],
    ['missing fields', 'POST', '/credential', { name: 'FEDEX' }],
    ['mistyped fields', 'POST', '/credential', { name: 'FEDEX', active: 'sí', mode: 'test', keys: 'x' }],
    [
      'a missing body field of the wrong type',
      'POST',
      '/packageProfileRoutes',
      { name: 'Caja', type: 'package', dimensions: 'grande' },
    ],
  ])('for %s', async (_case, method, path, body) => {
    const r = await api(method, path, { token: admin.token, body });
    expect(r.status).toBe(400);
    const messages = [r.body.message, ...(r.body.details ?? []).map((d: { message: string }) => d.message)];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).not.toMatch(ENGLISH);
    expect(r.body.message).toMatch(/[a-záéíóúñ]/);
  });
});

describe('text fields refuse control and invisible characters', () => {
  let owner: Session;
  beforeAll(async () => {
    const u = await createUser();
    owner = await signIn(u.email, u.password);
  });

  it.each([
    ['a NUL', 'Almacén\u0000Roma'],
    ['a right-to-left override', 'Almacén \u202Eamor'],
    ['a zero-width space', 'Alma\u200Bcén'],
    ['a byte-order mark', '\uFEFFAlmacén'],
  ])('refuses a name with %s, naming the problem, and stores nothing', async (_case, name) => {
    const before = (await api('GET', '/locations-user', { token: owner.token })).body.docs.length;
    const r = await api('POST', '/locations-user', { token: owner.token, body: address({ name }) });
    expect([r.status, r.body.message]).toEqual([400, HIDDEN_CHARACTERS_MESSAGE]);
    expect((await api('GET', '/locations-user', { token: owner.token })).body.docs).toHaveLength(before);
  });

  it('keeps accents, ñ and emoji (family emoji are joined with zero-width joiners)', async () => {
    const name = 'Doña Peña 👨‍👩‍👧 🚚';
    const r = await api('POST', '/locations-user', { token: owner.token, body: address({ name }) });
    expect(r.status).toBe(201);
    expect(r.body.name).toBe(name);
  });

  it('refuses hidden characters at sign-up too, and lets a comment keep its line breaks', async () => {
    const signUp = await api('POST', '/users', {
      body: {
        firstName: 'Ana\u0007',
        lastName: 'López',
        email: uniqueEmail('ctl'),
        phone: '5512345678',
        password: 'Clave123',
      },
    });
    expect([signUp.status, signUp.body.message]).toEqual([400, HIDDEN_CHARACTERS_MESSAGE]);
    const contact = await api('POST', '/contact', {
      body: {
        first_name: 'Ana',
        last_name: 'López',
        company_name: 'Regalos del Norte',
        email: uniqueEmail('lead'),
        phone: '8112345678',
        message: 'Hola:\nenviamos 40 cajas al mes.\n\tGracias',
      },
    });
    expect(contact.status).toBe(201);
  });
});

describe('URLs the router cannot read', () => {
  it('answers a path segment past the router limit, or a broken escape, with the error body', async () => {
    const { token } = await demoSession('client');
    for (const [method, path] of [
      ['POST', `/payments/${'0'.repeat(150)}?email=x`],
      ['GET', '/shipments/%E0%A4%A'],
    ]) {
      const r = await api(method, path, { token });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        statusCode: 400,
        code: 'REQUEST.MALFORMED',
        correlationId: expect.any(String),
      });
    }
  });
});
