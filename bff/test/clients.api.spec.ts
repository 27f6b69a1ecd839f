import { api, createUser, demoSession, type Session } from '@envios/testing';

describe('/client routes', () => {
  let admin: Session;
  let client: Session;

  beforeAll(async () => {
    admin = await demoSession('superadmin');
    client = await demoSession('client');
  });

  it('lists the demo client’s assigned users', async () => {
    const r = await api('GET', `/client/${client.id}/users`, { token: client.token });
    expect(r.status).toBe(200);
    expect(r.body.users.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining(['operativo@envios.mx', 'operativo2@envios.mx']),
    );
  });

  it('assigns an unassigned user and removes it again', async () => {
    const user = await createUser();
    const assigned = await api('PATCH', `/client/${client.id}/assign-user/${user.id}`, {
      token: client.token,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.parentClient).toBe(client.id);
    const list = await api('GET', `/client/${client.id}/users`, { token: client.token });
    expect(list.body.users.map((u: { id: string }) => u.id)).toContain(user.id);

    const removed = await api('PATCH', `/client/remove-user/${user.id}`, { token: client.token });
    expect(removed.status).toBe(200);
    expect(removed.body.parentClient).toBeNull();
  });

  it('answers 409 with a clear message for a user that cannot be assigned', async () => {
    const taken = await createUser({ clientId: client.id });
    const again = await api('PATCH', `/client/${client.id}/assign-user/${taken.id}`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CLIENT.USER_ALREADY_ASSIGNED',
      message: 'El usuario ya está asignado a un cliente.',
    });

    const staff = await createUser({ rol: 'admin' });
    const wrongRole = await api('PATCH', `/client/${client.id}/assign-user/${staff.id}`, {
      token: admin.token,
    });
    expect(wrongRole.status).toBe(409);
    expect(wrongRole.body.message).toBe('Solo se pueden asignar cuentas con rol Operativo.');
  });

  it('answers 409 when the target is not a client account, and when removing an unassigned user', async () => {
    const notClient = await createUser();
    const user = await createUser();
    const r = await api('PATCH', `/client/${notClient.id}/assign-user/${user.id}`, { token: admin.token });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 'CLIENT.NOT_A_CLIENT',
      message: 'La cuenta seleccionada no es un cliente.',
    });

    const remove = await api('PATCH', `/client/remove-user/${user.id}`, { token: admin.token });
    expect(remove.status).toBe(409);
    expect(remove.body).toMatchObject({
      code: 'CLIENT.USER_NOT_ASSIGNED',
      message: 'El usuario no está asignado a ningún cliente.',
    });
  });

  it('answers 404 for ids that do not exist and 400 for malformed ones', async () => {
    const user = await createUser();
    expect(
      (await api('PATCH', `/client/0123456789abcdef01234567/assign-user/${user.id}`, { token: admin.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await api('PATCH', `/client/${client.id}/assign-user/0123456789abcdef01234567`, {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
    expect((await api('PATCH', `/client/${client.id}/assign-user/xyz`, { token: admin.token })).status).toBe(
      400,
    );
  });
});
