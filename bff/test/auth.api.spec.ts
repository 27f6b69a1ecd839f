import { randomUUID } from 'node:crypto';
import {
  api,
  createUser,
  DEMO_PASSWORD,
  DEMO_PENDING,
  demoSession,
  freePort,
  rawRequest,
  ServiceProcess,
  signIn,
  uniqueEmail,
} from '@envios/testing';

const signUpBody = (email: string) => ({
  firstName: 'Valeria',
  lastName: 'Gómez',
  email,
  phone: '5512345678',
  password: 'Secreta1',
  website: 'https://valeria.mx',
});

describe('POST /users (sign-up)', () => {
  it('creates a pending account with role user whatever the body says, and never returns the password', async () => {
    const email = uniqueEmail('su');
    const r = await api('POST', '/users', { body: { ...signUpBody(email), rol: 'superadmin' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      email,
      rol: 'user',
      active: false,
      pendingApproval: true,
      website: 'https://valeria.mx',
    });
    expect(r.body.tipoUsuario).toMatchObject({ nombre: 'Público general', tarifa: 35 });
    expect(JSON.stringify(r.body)).not.toMatch(/password|Secreta1/i);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const email = uniqueEmail('du');
    expect((await api('POST', '/users', { body: signUpBody(email) })).status).toBe(201);
    const again = await api('POST', '/users', { body: signUpBody(email.toUpperCase()) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'USER.EMAIL_TAKEN',
      message: 'Ya existe una cuenta registrada con ese correo electrónico.',
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Introduce tu nombre.'],
    [{ firstName: 'x'.repeat(36) }, 'firstName', 'Introduce tu nombre.'],
    [{ lastName: '   ' }, 'lastName', 'Introduce tu apellido.'],
    [{ email: 'no-es-correo' }, 'email', 'Introduce un correo electrónico válido.'],
    [{ email: `${'a'.repeat(31)}@t.mx` }, 'email', 'Introduce un correo electrónico válido.'],
    [{ phone: '55123456789' }, 'phone', 'Introduce un número de teléfono válido.'],
    [{ password: '123' }, 'password', 'La contraseña debe tener entre 4 y 12 caracteres'],
    [{ password: '1234567890123' }, 'password', 'La contraseña debe tener entre 4 y 12 caracteres'],
    [{ website: 'not a url' }, 'website', 'Introduce una dirección web válida (https://…).'],
  ])('rejects %j with the Spanish message', async (change, path, message) => {
    const r = await api('POST', '/users', { body: { ...signUpBody(uniqueEmail('bad')), ...change } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ statusCode: 400, code: 'REQUEST.VALIDATION_FAILED', message });
    expect(r.body.details).toContainEqual({ path, message });
  });

  it('accepts the limits exactly: 35-character names and e-mail, 4- and 12-character passwords', async () => {
    const email35 = uniqueEmail('lim').replace('@', '').padEnd(30, 'a').slice(0, 30) + '@t.mx';
    expect(email35).toHaveLength(35);
    const r = await api('POST', '/users', {
      body: { ...signUpBody(email35), firstName: 'N'.repeat(35), lastName: 'A'.repeat(35), password: '1234' },
    });
    expect(r.status).toBe(201);
    const r12 = await api('POST', '/users', {
      body: { ...signUpBody(uniqueEmail('p12')), password: '123456789012' },
    });
    expect(r12.status).toBe(201);
  });
});

describe('POST /login', () => {
  it('signs in with a trimmed e-mail in any case and answers {id, token, rol}', async () => {
    const user = await createUser();
    const r = await api('POST', '/login', {
      body: { email: `  ${user.email.toUpperCase()} `, password: user.password },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: user.id,
      token: expect.any(String),
      rol: 'user',
      expiresAt: expect.any(String),
    });
    const me = await api('GET', `/users/${user.id}`, { token: r.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, rol: 'user', email: user.email, active: true });
  });

  it('answers 404 with the invalid-credentials text for a wrong password or an unknown e-mail', async () => {
    const user = await createUser();
    for (const body of [
      { email: user.email, password: 'Otra1234' },
      { email: uniqueEmail('nobody'), password: 'Otra1234' },
    ]) {
      const r = await api('POST', '/login', { body });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({
        code: 'AUTH.INVALID_CREDENTIALS',
        message: 'Correo y/o contraseña inválidos',
      });
    }
  });

  it("answers 404 with message 'no active' for an account not yet approved", async () => {
    const r = await api('POST', '/login', { body: { email: DEMO_PENDING, password: DEMO_PASSWORD } });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'AUTH.NOT_ACTIVE', message: 'no active' });
  });

  it('gives a short session by default and a long one with keepSession', async () => {
    const user = await createUser();
    const hours = async (keepSession: boolean) => {
      const r = await api('POST', '/login', {
        body: { email: user.email, password: user.password, keepSession },
      });
      return (Date.parse(r.body.expiresAt) - Date.now()) / 3_600_000;
    };
    expect(await hours(false)).toBeCloseTo(8, 0);
    expect(await hours(true)).toBeCloseTo(30 * 24, 0);
  });

  it('rejects MongoDB operators in the body with 400, never running them', async () => {
    const r = await api('POST', '/login', { body: { email: { $gt: '' }, password: { $ne: null } } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('REQUEST.VALIDATION_FAILED');
  });

  it('throttles repeated failures for one account, even when the right password follows', async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) {
      expect(
        (await api('POST', '/login', { body: { email: user.email, password: 'Mala1234' } })).status,
      ).toBe(404);
    }
    const r = await api('POST', '/login', { body: { email: user.email, password: user.password } });
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({
      code: 'AUTH.TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/^Demasiados intentos fallidos/),
    });
  });

  it("slows an address that keeps failing without stopping a colleague's correct sign-in", async () => {
    // A dedicated identity process with a low per-address limit, called as the BFF calls it.
    const identity = new ServiceProcess('identity', {
      PORT: String(await freePort()),
      LOGIN_MAX_FAILURES_PER_IP: '3',
    }).start();
    try {
      await identity.ready();
      const office = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const attempt = (email: string, password: string) =>
        rawRequest(identity.url, 'POST', '/internal/auth/sign-in', {
          headers: { 'x-service-token': identity.env().INTERNAL_SERVICE_TOKEN },
          body: { email, password, clientIp: office },
        });
      // Someone in the office guesses at several accounts: the address becomes suspect.
      const guessed = await createUser();
      for (let i = 0; i < 3; i++) expect((await attempt(uniqueEmail(`ip${i}`), 'Mala1234')).status).toBe(404);
      expect((await attempt(guessed.email, 'Mala1234')).status).toBe(404);
      // A colleague at the same address, whose account has not been failing, signs in.
      const colleague = await createUser();
      expect((await attempt(colleague.email, colleague.password)).status).toBe(200);
      // An account that failed from the suspect address is refused from it, even with its password.
      const refused = await attempt(guessed.email, guessed.password);
      expect([refused.status, refused.body.code]).toEqual([429, 'AUTH.TOO_MANY_ATTEMPTS']);
      // Failures from the suspect address are answered slowly.
      const started = Date.now();
      expect((await attempt(uniqueEmail('ip-slow'), 'Mala1234')).status).toBe(404);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      await identity.stop();
    }
  });

  it('makes a failing account wait longer after each failure past the limit', async () => {
    const user = await createUser();
    const login = (password: string) => api('POST', '/login', { body: { email: user.email, password } });
    for (let i = 0; i < 5; i++) expect((await login('Mala1234')).status).toBe(404);
    expect((await login(user.password)).body.message).toBe(
      'Demasiados intentos fallidos. Espera 1 segundo e inténtalo de nuevo.',
    );
    await new Promise((r) => setTimeout(r, 1100));
    expect((await login('Mala1234')).status).toBe(404);
    const second = await login(user.password);
    expect([second.status, second.body.message]).toEqual([
      429,
      'Demasiados intentos fallidos. Espera 2 segundos e inténtalo de nuevo.',
    ]);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await login(user.password)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('refuses a blocked user’s existing token on the very next call', async () => {
    const user = await createUser();
    const session = await signIn(user.email, user.password);
    expect((await api('GET', `/users/${user.id}`, { token: session.token })).status).toBe(200);

    const admin = await demoSession('superadmin');
    expect(
      (await api('PUT', `/users/${user.id}`, { token: admin.token, body: { active: false } })).status,
    ).toBe(200);

    const after = await api('GET', `/users/${user.id}`, { token: session.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({
      code: 'AUTH.SESSION_REVOKED',
      message: 'Tu sesión ya no es válida. Inicia sesión de nuevo.',
    });
    expect(
      (await api('POST', '/login', { body: { email: user.email, password: user.password } })).body.message,
    ).toBe('no active');

    // Re-activation does not bring the old token back; a new sign-in works.
    expect(
      (await api('PUT', `/users/${user.id}`, { token: admin.token, body: { active: true } })).status,
    ).toBe(200);
    expect((await api('GET', `/users/${user.id}`, { token: session.token })).status).toBe(401);
    const fresh = await signIn(user.email, user.password);
    expect((await api('GET', `/users/${user.id}`, { token: fresh.token })).status).toBe(200);
  });

  it('ends existing sessions when an administrator sets a new password', async () => {
    const user = await createUser();
    const session = await signIn(user.email, user.password);
    const admin = await demoSession('superadmin');
    const r = await api('PUT', `/users/${user.id}`, {
      token: admin.token,
      body: {
        firstName: 'Prueba',
        lastName: 'Automatizada',
        email: user.email,
        phone: '5511112222',
        password: 'Nueva123',
      },
    });
    expect(r.status).toBe(200);
    expect((await api('GET', `/users/${user.id}`, { token: session.token })).status).toBe(401);
    expect((await api('POST', '/login', { body: { email: user.email, password: 'Nueva123' } })).status).toBe(
      200,
    );
  });

  it('refuses tokens that are malformed, signed by someone else or missing', async () => {
    const { id } = await demoSession('user');
    const forged =
      'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.' +
      Buffer.from(
        JSON.stringify({ sub: id, rol: 'superadmin', tv: 0, email: 'x', iat: 1, exp: 9999999999 }),
      ).toString('base64url') +
      '.' +
      Buffer.from(randomUUID()).toString('base64url');
    for (const token of [forged, 'not-a-token', undefined]) {
      const r = await api('GET', `/users/${id}`, { token });
      expect(r.status).toBe(401);
      expect(r.body.code).toMatch(/^AUTH\./);
    }
  });
});
