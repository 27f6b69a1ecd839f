import { api, createUser, demoSession, signIn, type Session } from '@envios/testing';

/** What the public API's tests share: a parcel, two addresses, a fresh client account, wallet credit. */
export const PARCELS = [{ weight: 2, length: 30, width: 20, height: 15 }];

const address = (postal_code: string, city: string, colony: string, name: string) => ({
  name,
  email: 'envios@example.mx',
  phone: '5512345678',
  street: 'Avenida Álvaro Obregón',
  number: '120',
  colony,
  postal_code,
  city,
});
export const ORIGIN = address('06700', 'Ciudad de México', 'Roma Norte', 'Ana Origen');
export const DESTINATION = address('64000', 'Monterrey', 'Centro', 'Beto Destino');

/** A fresh client account, signed in, with its e-mail. */
export async function freshClient(): Promise<Session & { email: string }> {
  const u = await createUser({ rol: 'client' });
  return { ...(await signIn(u.email, u.password)), email: u.email };
}

/** Pesos credited to an account's wallet by the demo superadmin. */
export async function credit(session: Session, pesos: number) {
  const staff = await demoSession('superadmin');
  const r = await api('POST', '/prepaid/createPrepaid', {
    token: staff.token,
    body: { userId: session.id, cantidadAbonar: pesos },
  });
  expect(r.status).toBe(201);
}
