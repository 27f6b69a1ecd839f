import { Topics } from '@envios/contracts';
import {
  api,
  createUser,
  demoSession,
  eventually,
  signIn,
  tariffIdByName,
  TopicListener,
  uniqueEmail,
} from '@envios/testing';

/** Every identity state change leaves the service as an event on identity.events, keyed by user. */
describe('identity events on Kafka', () => {
  let listener: TopicListener;
  beforeAll(async () => {
    listener = await new TopicListener(Topics.identity).start();
  });
  afterAll(() => listener.stop());

  const eventsFor = (key: string) =>
    listener.messages
      .filter((m) => m.key === key)
      .map((m) => JSON.parse(m.value!) as { type: string; data: Record<string, unknown> });

  const waitFor = (key: string, type: string) =>
    eventually(() => eventsFor(key).find((e) => e.type === type), {
      what: `${type} for ${key}`,
      timeoutMs: 20_000,
    });

  it('publishes the lifecycle of an account: registered, approved, blocked, activated', async () => {
    const email = uniqueEmail('ev');
    const signUp = await api('POST', '/users', {
      body: { firstName: 'Eva', lastName: 'Ríos', email, phone: '5512345678', password: 'Clave123' },
    });
    const id = signUp.body.id as string;
    expect((await waitFor(id, 'UserRegistered')).data).toMatchObject({
      userId: id,
      email,
      rol: 'user',
      active: false,
      tipoUsuario: { nombre: 'Público general', tarifa: 35 },
      parentClient: null,
      createdBy: null,
    });

    const admin = await demoSession('superadmin');
    await api('PUT', `/users/${id}`, { token: admin.token, body: { active: true } });
    expect((await waitFor(id, 'UserApproved')).data).toMatchObject({
      userId: id,
      email,
      approvedBy: admin.id,
    });
    await api('PUT', `/users/${id}`, { token: admin.token, body: { active: false } });
    expect((await waitFor(id, 'UserBlocked')).data).toEqual({ userId: id, blockedBy: admin.id });
    await api('PUT', `/users/${id}`, { token: admin.token, body: { active: true } });
    expect((await waitFor(id, 'UserActivated')).data).toEqual({ userId: id, activatedBy: admin.id });
    expect(eventsFor(id).filter((e) => e.type === 'UserApproved')).toHaveLength(1);
  });

  it('publishes assignments, tariff changes and password-reset requests', async () => {
    const admin = await demoSession('superadmin');
    const client = await demoSession('client');
    const user = await createUser();
    await api('PATCH', `/client/${client.id}/assign-user/${user.id}`, { token: client.token });
    expect((await waitFor(user.id, 'UserAssignedToClient')).data).toEqual({
      userId: user.id,
      clientId: client.id,
      assignedBy: client.id,
    });
    await api('PATCH', `/client/remove-user/${user.id}`, { token: client.token });
    expect((await waitFor(user.id, 'UserRemovedFromClient')).data).toEqual({
      userId: user.id,
      clientId: client.id,
      removedBy: client.id,
    });

    const tariff = await tariffIdByName('PyME');
    await api('PUT', `/users/${user.id}`, {
      token: admin.token,
      body: {
        firstName: 'Prueba',
        lastName: 'Automatizada',
        email: user.email,
        phone: '5511112222',
        tipoUsuario: tariff,
      },
    });
    expect((await waitFor(user.id, 'TariffChanged')).data).toEqual({
      userId: user.id,
      tipoUsuarioId: tariff,
      nombre: 'PyME',
      tarifa: 18,
      changedBy: admin.id,
    });

    await api('POST', '/password-recovery', { body: { email: user.email } });
    const reset = await waitFor(user.id, 'PasswordResetRequested');
    expect(reset.data).toEqual({ userId: user.id, email: user.email, expiresAt: expect.any(String) });
    // The token itself never travels on the bus.
    expect(JSON.stringify(reset)).not.toMatch(/token/i);
  });

  it('publishes a change of settings with the whole new state, and nothing when nothing changes', async () => {
    const u = await createUser({ rol: 'client' });
    const { token } = await signIn(u.email, u.password);
    const put = (body: unknown) => api('PUT', '/account/settings', { token, body });
    const all = {
      guideReady: true,
      paymentReceipt: true,
      topUpReceipt: true,
      refund: true,
      guideCancelled: true,
    };
    await put({ emails: { paymentReceipt: false }, overweightAutopay: true });
    expect((await waitFor(u.id, 'AccountSettingsChanged')).data).toEqual({
      userId: u.id,
      emails: { ...all, paymentReceipt: false },
      overweightAutopay: true,
      changedAt: expect.any(String),
    });
    // The same values again announce nothing: the next change is the second event of the key.
    await put({ emails: { paymentReceipt: false } });
    await put({ overweightAutopay: false });
    const changes = () => eventsFor(u.id).filter((e) => e.type === 'AccountSettingsChanged');
    await eventually(() => changes()[1], { what: 'the second change', timeoutMs: 20_000 });
    expect(changes().map((e) => e.data.overweightAutopay)).toEqual([true, false]);
  });
});
