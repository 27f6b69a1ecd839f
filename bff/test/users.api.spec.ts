import type { Role } from '@envios/domain';
import {
  api,
  createUser,
  DEMO_ACCOUNTS,
  demoSession,
  signIn,
  tariffIdByName,
  uniqueEmail,
  waitForMail,
  type Session,
} from '@envios/testing';

type Who = Role | 'anonymous';
const EVERYONE: Who[] = ['superadmin', 'helpdesk', 'sales', 'client', 'user', 'admin', 'anonymous'];
// Written out from the specification (section 2 route table, section 6 and the identity issue),
// independently of the matrix in libs/domain that the server uses.
const MANAGERS: Role[] = ['superadmin', 'sales', 'client'];
const CLIENT_ADMINS: Role[] = ['superadmin', 'client'];

const tokenOf = async (who: Who) => (who === 'anonymous' ? undefined : (await demoSession(who)).token);
const expectedStatus = (who: Who, allowed: Role[], ok: number) =>
  who === 'anonymous' ? 401 : allowed.includes(who) ? ok : 403;

const profile = (email: string) => ({ firstName: 'Prueba', lastName: 'Editada', email, phone: '5599990000' });

let client: Session;
let clientTariff: string;

beforeAll(async () => {
  client = await demoSession('client');
  clientTariff = await tariffIdByName('Corporativo');
});

describe('user management: who may call what (six roles and anonymous)', () => {
  it.each(EVERYONE)('GET /users as %s', async (who) => {
    const r = await api('GET', '/users', { token: await tokenOf(who) });
    expect(r.status).toBe(expectedStatus(who, MANAGERS, 200));
    if (r.status === 200) expect(r.body).toMatchObject({ docs: expect.any(Array), page: 1, limit: 10 });
  });

  it.each(EVERYONE)("GET /users/{id} of the demo client's user as %s", async (who) => {
    const target = await signIn(DEMO_ACCOUNTS.user.replace('operativo', 'operativo2'), 'Demo1234');
    const r = await api('GET', `/users/${target.id}`, { token: await tokenOf(who) });
    expect(r.status).toBe(expectedStatus(who, MANAGERS, 200));
  });

  it.each(EVERYONE)('PUT /users/{id} (profile) as %s', async (who) => {
    const target = await createUser({ clientId: client.id });
    const r = await api('PUT', `/users/${target.id}`, {
      token: await tokenOf(who),
      body: profile(target.email),
    });
    expect(r.status).toBe(expectedStatus(who, MANAGERS, 200));
    if (r.status === 200) expect(r.body).toMatchObject({ lastName: 'Editada', phone: '5599990000' });
  });

  it.each(EVERYONE)('PUT /users/{id} {active:false} then {active:true} as %s', async (who) => {
    const target = await createUser({ clientId: client.id });
    const token = await tokenOf(who);
    const blocked = await api('PUT', `/users/${target.id}`, { token, body: { active: false } });
    expect(blocked.status).toBe(expectedStatus(who, MANAGERS, 200));
    if (blocked.status !== 200) return;
    expect(blocked.body.active).toBe(false);
    const active = await api('PUT', `/users/${target.id}`, { token, body: { active: true } });
    expect(active.status).toBe(200);
    expect(active.body.active).toBe(true);
  });

  it.each(EVERYONE)('POST /users/createFromDashboard as %s', async (who) => {
    const r = await api('POST', '/users/createFromDashboard', {
      token: await tokenOf(who),
      body: {
        ...profile(uniqueEmail('cfd')),
        password: 'Clave123',
        tipoUsuario: clientTariff,
        rol: 'superadmin',
      },
    });
    expect(r.status).toBe(expectedStatus(who, MANAGERS, 201));
    if (r.status === 201) {
      expect(r.body).toMatchObject({ rol: 'user', active: true, pendingApproval: false });
      expect(r.body.parentClient).toBe(who === 'client' ? client.id : null);
    }
  });

  it.each(EVERYONE)('GET /tipoUsuario as %s', async (who) => {
    const r = await api('GET', '/tipoUsuario', { token: await tokenOf(who) });
    expect(r.status).toBe(expectedStatus(who, MANAGERS, 200));
  });

  it.each(EVERYONE)('GET /client/{clientId}/users of the demo client as %s', async (who) => {
    const r = await api('GET', `/client/${client.id}/users`, { token: await tokenOf(who) });
    expect(r.status).toBe(expectedStatus(who, CLIENT_ADMINS, 200));
  });

  it.each(EVERYONE)('PATCH /client/{clientId}/assign-user/{userId} as %s', async (who) => {
    const target = await createUser();
    const r = await api('PATCH', `/client/${client.id}/assign-user/${target.id}`, {
      token: await tokenOf(who),
    });
    expect(r.status).toBe(expectedStatus(who, CLIENT_ADMINS, 200));
  });

  it.each(EVERYONE)('PATCH /client/remove-user/{userId} as %s', async (who) => {
    const target = await createUser({ clientId: client.id });
    const r = await api('PATCH', `/client/remove-user/${target.id}`, { token: await tokenOf(who) });
    expect(r.status).toBe(expectedStatus(who, CLIENT_ADMINS, 200));
  });
});

describe('a client manages only its own users', () => {
  let stranger: { id: string; email: string };
  let otherClient: { id: string };

  beforeAll(async () => {
    stranger = await createUser();
    otherClient = await createUser({ rol: 'client' });
  });

  it('lists only the users assigned to it, and counts only those', async () => {
    const r = await api('GET', '/users?limit=100', { token: client.token });
    expect(r.status).toBe(200);
    expect(r.body.docs.length).toBeGreaterThanOrEqual(2);
    expect(r.body.docs.every((u: { parentClient: string }) => u.parentClient === client.id)).toBe(true);
    expect(r.body.counts.total).toBe(r.body.count);
  });

  it('gets 403 reading, editing or blocking a user that is not its own', async () => {
    expect((await api('GET', `/users/${stranger.id}`, { token: client.token })).status).toBe(403);
    expect(
      (await api('PUT', `/users/${stranger.id}`, { token: client.token, body: profile(stranger.email) }))
        .status,
    ).toBe(403);
    expect(
      (await api('PUT', `/users/${stranger.id}`, { token: client.token, body: { active: false } })).status,
    ).toBe(403);
  });

  it("gets 403 on another client's users, assignments and removals", async () => {
    const theirs = await createUser({ clientId: otherClient.id });
    expect((await api('GET', `/client/${otherClient.id}/users`, { token: client.token })).status).toBe(403);
    expect(
      (await api('PATCH', `/client/${otherClient.id}/assign-user/${stranger.id}`, { token: client.token }))
        .status,
    ).toBe(403);
    expect((await api('PATCH', `/client/remove-user/${theirs.id}`, { token: client.token })).status).toBe(
      403,
    );
    expect((await api('GET', `/users/${theirs.id}`, { token: client.token })).status).toBe(403);
  });

  it('sees only its own tariff and may give only that one to the users it creates', async () => {
    const tariffs = await api('GET', '/tipoUsuario', { token: client.token });
    expect(tariffs.body).toEqual([{ _id: clientTariff, nombre: 'Corporativo', tarifa: 12 }]);
    const r = await api('POST', '/users/createFromDashboard', {
      token: client.token,
      body: {
        ...profile(uniqueEmail('ct')),
        password: 'Clave123',
        tipoUsuario: await tariffIdByName('Mayorista'),
      },
    });
    expect(r.status).toBe(403);
  });
});

describe('PUT /users/{id}', () => {
  it('lets only a superadmin change role and tariff; the role change ends the user’s sessions', async () => {
    const target = await createUser();
    const sales = await demoSession('sales');
    const admin = await demoSession('superadmin');
    const asSales = await api('PUT', `/users/${target.id}`, {
      token: sales.token,
      body: { ...profile(target.email), rol: 'admin' },
    });
    expect(asSales.status).toBe(403);
    expect(asSales.body.message).toBe('Solo un superadministrador puede cambiar el rol.');
    const tariff = await tariffIdByName('Mayorista');
    expect(
      (
        await api('PUT', `/users/${target.id}`, {
          token: sales.token,
          body: { ...profile(target.email), tipoUsuario: tariff },
        })
      ).status,
    ).toBe(403);

    const session = await signIn(target.email, target.password);
    const asAdmin = await api('PUT', `/users/${target.id}`, {
      token: admin.token,
      body: { ...profile(target.email), rol: 'admin', tipoUsuario: tariff },
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({
      rol: 'admin',
      tipoUsuario: { _id: tariff, nombre: 'Mayorista', tarifa: 8 },
    });
    expect((await api('GET', `/users/${target.id}`, { token: session.token })).status).toBe(401);
    expect((await signIn(target.email, target.password)).rol).toBe('admin');
  });

  it('does not let sales touch a superadmin account, nor anyone block themselves', async () => {
    const sales = await demoSession('sales');
    const admin = await demoSession('superadmin');
    expect(
      (await api('PUT', `/users/${admin.id}`, { token: sales.token, body: { active: false } })).status,
    ).toBe(403);
    const self = await api('PUT', `/users/${admin.id}`, { token: admin.token, body: { active: false } });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('USER.CANNOT_MODIFY_SELF');
  });

  it('refuses an e-mail that another account already has', async () => {
    const a = await createUser();
    const b = await createUser();
    const admin = await demoSession('superadmin');
    const r = await api('PUT', `/users/${a.id}`, {
      token: admin.token,
      body: profile(b.email.toUpperCase()),
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('USER.EMAIL_TAKEN');
  });

  it('rejects operator objects and unknown ids', async () => {
    const admin = await demoSession('superadmin');
    const a = await createUser();
    expect(
      (
        await api('PUT', `/users/${a.id}`, {
          token: admin.token,
          body: { ...profile(a.email), email: { $gt: '' } },
        })
      ).status,
    ).toBe(400);
    expect((await api('PUT', `/users/${a.id}`, { token: admin.token, body: { active: 'yes' } })).status).toBe(
      400,
    );
    expect((await api('GET', '/users/not-an-id', { token: admin.token })).status).toBe(400);
    const missing = await api('GET', '/users/0123456789abcdef01234567', { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'USER.NOT_FOUND', message: 'El usuario no existe.' });
  });

  it('approves a pending sign-up by activating it, which e-mails the user', async () => {
    const email = uniqueEmail('ap');
    await api('POST', '/users', {
      body: { firstName: 'Renata', lastName: 'Solís', email, phone: '5512345678', password: 'Clave123' },
    });
    const admin = await demoSession('superadmin');
    const found = await api('GET', `/users?search=${encodeURIComponent(email)}`, { token: admin.token });
    expect(found.body.docs).toHaveLength(1);
    const id = found.body.docs[0].id;
    expect(found.body.docs[0]).toMatchObject({ active: false, pendingApproval: true });

    const r = await api('PUT', `/users/${id}`, { token: admin.token, body: { active: true } });
    expect(r.body).toMatchObject({ active: true, pendingApproval: false });
    const mail = await waitForMail(email, /activa/);
    expect(mail.html).toContain('Renata');
    expect((await signIn(email, 'Clave123')).rol).toBe('user');
  });
});

describe('GET /users', () => {
  it('searches first name, last names, e-mail and phone, case-insensitively', async () => {
    const admin = await demoSession('superadmin');
    const email = uniqueEmail('srch');
    await api('POST', '/users', {
      body: {
        firstName: 'Xiomara',
        lastName: 'Quetzalcóatl',
        email,
        phone: '5587654321',
        password: 'Clave123',
      },
    });
    for (const term of ['xiomara', 'QUETZAL', email.slice(0, 10), '87654321']) {
      const r = await api('GET', `/users?search=${encodeURIComponent(term)}`, { token: admin.token });
      expect(r.body.docs.map((u: { email: string }) => u.email)).toContain(email);
    }
    const none = await api('GET', `/users?search=${encodeURIComponent('(.*)')}`, { token: admin.token });
    expect(none.status).toBe(200);
    expect(none.body.docs).toEqual([]);
  });

  it('filters by role and pages with full previous/next links', async () => {
    const admin = await demoSession('superadmin');
    const clients = await api('GET', '/users?rol=client&limit=100', { token: admin.token });
    expect(clients.body.docs.length).toBeGreaterThan(0);
    expect(clients.body.docs.every((u: { rol: string }) => u.rol === 'client')).toBe(true);

    const page1 = await api('GET', '/users?limit=2', { token: admin.token });
    expect(page1.body).toMatchObject({ page: 1, limit: 2, previous: null });
    expect(page1.body.pages).toBe(Math.ceil(page1.body.count / 2));
    expect(page1.body.next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/users\?limit=2&page=2$/);
    const page2 = await api(
      'GET',
      new URL(page1.body.next).pathname.replace('/api/v1', '') + new URL(page1.body.next).search,
      {
        token: admin.token,
      },
    );
    expect(page2.body.page).toBe(2);
    expect(page2.body.previous).toMatch(/page=1/);
    expect(page2.body.docs[0].id).not.toBe(page1.body.docs[0].id);
  });

  it('lists the users still available for assignment (role user, no client)', async () => {
    const free = await createUser();
    const r = await api('GET', '/users?available=true&limit=100', { token: client.token });
    expect(r.status).toBe(200);
    expect(
      r.body.docs.every(
        (u: { rol: string; parentClient: string | null }) => u.rol === 'user' && !u.parentClient,
      ),
    ).toBe(true);
    expect(r.body.docs.map((u: { id: string }) => u.id)).toContain(free.id);
    expect(
      (await api('GET', '/users?available=true', { token: (await demoSession('sales')).token })).status,
    ).toBe(403);
  });

  it('never returns a password in any user response', async () => {
    const admin = await demoSession('superadmin');
    const r = await api('GET', '/users?limit=100', { token: admin.token });
    expect(JSON.stringify(r.body)).not.toMatch(/password|\$argon2/i);
  });
});

describe('GET /users counts', () => {
  it('counts an account waiting for approval as neither active nor blocked', async () => {
    const admin = await demoSession('superadmin');
    const client = await createUser({ rol: 'client' });
    const clientSession = await signIn(client.email, client.password);
    const active = await createUser({ clientId: client.id });
    const blocked = await createUser({ clientId: client.id });
    await api('PUT', `/users/${blocked.id}`, { token: admin.token, body: { active: false } });
    const email = uniqueEmail('pend');
    const pending = await api('POST', '/users', {
      body: {
        firstName: 'Pendiente',
        lastName: 'Aprobación',
        email,
        phone: '5512345678',
        password: 'Clave123',
      },
    });
    await api('PATCH', `/client/${client.id}/assign-user/${pending.body.id}`, { token: admin.token });

    const r = await api('GET', '/users', { token: clientSession.token });
    expect(r.body.counts).toEqual({ total: 3, active: 1, blocked: 1 });
    expect(r.body.docs.map((u: { id: string }) => u.id).sort()).toEqual(
      [active.id, blocked.id, pending.body.id].sort(),
    );
  });
});
