import { randomBytes } from 'node:crypto';
import type { Role } from '@envios/domain';
import { api } from './http';

/** The demo accounts `deploy/local/seed.sh` creates (the test run seeds them too). */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_ACCOUNTS: Record<Role, string> = {
  superadmin: 'superadmin@envios.mx',
  helpdesk: 'soporte@envios.mx',
  sales: 'ventas@envios.mx',
  client: 'cliente@envios.mx',
  user: 'operativo@envios.mx',
  admin: 'compras@envios.mx',
};
export const DEMO_PENDING = 'pendiente@envios.mx';

export interface Session {
  id: string;
  token: string;
  rol: Role;
}

/** A unique e-mail that fits the 35-character limit. */
export function uniqueEmail(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}@t.mx`;
}

export async function signIn(email: string, password: string, keepSession = false): Promise<Session> {
  const r = await api('POST', '/login', { body: { email, password, keepSession } });
  if (r.status !== 200) throw new Error(`sign-in of ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as Session;
}

const demoSessions = new Map<Role, Promise<Session>>();

/** A signed-in session of the demo account of a role (cached per test file). */
export function demoSession(role: Role): Promise<Session> {
  let session = demoSessions.get(role);
  if (!session) {
    session = signIn(DEMO_ACCOUNTS[role], DEMO_PASSWORD);
    demoSessions.set(role, session);
  }
  return session;
}

export async function tariffIdByName(name: string): Promise<string> {
  const { token } = await demoSession('superadmin');
  const r = await api('GET', '/tipoUsuario', { token });
  const tariff = (r.body as { _id: string; nombre: string }[]).find((t) => t.nombre === name);
  if (!tariff) throw new Error(`no tariff ${name}`);
  return tariff._id;
}

export interface FreshUser {
  id: string;
  email: string;
  password: string;
}

/**
 * An approved user with role user, created by the demo superadmin through the API
 * (POST /users/createFromDashboard), optionally promoted to another role and/or assigned to a client.
 */
export async function createUser(
  opts: { rol?: Role; clientId?: string; tariff?: string } = {},
): Promise<FreshUser> {
  const { token } = await demoSession('superadmin');
  const email = uniqueEmail('u');
  const password = 'Clave1234';
  const created = await api('POST', '/users/createFromDashboard', {
    token,
    body: {
      firstName: 'Prueba',
      lastName: 'Automatizada',
      email,
      phone: '5511112222',
      password,
      tipoUsuario: await tariffIdByName(opts.tariff ?? 'Público general'),
    },
  });
  if (created.status !== 201)
    throw new Error(`createFromDashboard failed: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  if (opts.rol && opts.rol !== 'user') {
    const r = await api('PUT', `/users/${id}`, {
      token,
      body: { firstName: 'Prueba', lastName: 'Automatizada', email, phone: '5511112222', rol: opts.rol },
    });
    if (r.status !== 200) throw new Error(`role change failed: ${r.status} ${JSON.stringify(r.body)}`);
  }
  if (opts.clientId) {
    const r = await api('PATCH', `/client/${opts.clientId}/assign-user/${id}`, { token });
    if (r.status !== 200) throw new Error(`assignment failed: ${r.status} ${JSON.stringify(r.body)}`);
  }
  return { id, email, password };
}

/**
 * Saves an origin address of the account under `name` (Orizaba 45, Roma Norte, 06700): what a batch
 * file's «Dirección de origen» names. Throws when the portal refuses it.
 */
export async function saveOriginAddress(token: string, name = 'Bodega Roma'): Promise<string> {
  const r = await api('POST', '/locations-user', {
    token,
    body: {
      name,
      email: 'bodega@ejemplo.mx',
      phone: '5512345678',
      street: 'Orizaba',
      number: '45',
      postal_code: '06700',
      colony: 'Roma Norte',
      country_code: 'MX',
    },
  });
  if (r.status !== 201) throw new Error(`saving the origin address answered ${r.status}`);
  return r.body._id as string;
}
