import { api, createUser, demoSession, signIn, type Session } from '@envios/testing';

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Almacén Roma',
  email: 'almacen@ejemplo.mx',
  phone: '5512345678',
  street: 'Av. Álvaro Obregón',
  number: '120',
  intNumber: '4B',
  reference_of_origin: 'Portón negro',
  postal_code: '06700',
  colony: 'roma norte',
  city: 'Guadalajara', // never trusted
  country_code: 'MX',
  ...over,
});

describe('/locations-user (saved addresses)', () => {
  let owner: Session;
  let other: Session;

  beforeAll(async () => {
    const a = await createUser();
    const b = await createUser();
    owner = await signIn(a.email, a.password);
    other = await signIn(b.email, b.password);
  });

  it('fills colony, city, state and country from the postal code, never from the body', async () => {
    const r = await api('POST', '/locations-user', { token: owner.token, body: valid() });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      address: 'Av. Álvaro Obregón, 120, 4B',
      colony: 'Roma Norte',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      state_short: 'CDMX',
      country_code: 'MX',
      postal_code: '06700',
      user: owner.id,
    });
  });

  it('accepts the address joined by commas, as older clients send it', async () => {
    const { street: _s, number: _n, intNumber: _i, ...rest } = valid();
    const r = await api('POST', '/locations-user', {
      token: owner.token,
      body: { ...rest, address: 'Calle Durango, 55' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      street: 'Calle Durango',
      number: '55',
      intNumber: null,
      address: 'Calle Durango, 55',
    });
  });

  it('refuses a colony that is not in the postal code, and unknown codes', async () => {
    const colony = await api('POST', '/locations-user', {
      token: owner.token,
      body: valid({ colony: 'Polanco' }),
    });
    expect([colony.status, colony.body.code, colony.body.message]).toEqual([
      400,
      'ADDRESS.COLONY_MISMATCH',
      'La colonia no corresponde al código postal.',
    ]);
    const unknown = await api('POST', '/locations-user', {
      token: owner.token,
      body: valid({ postal_code: '99999' }),
    });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'El código postal no existe.']);
  });

  it.each([
    ['name', 'abc', 'ab', 'El nombre debe tener entre 3 y 100 caracteres.'],
    ['name', 'n'.repeat(100), 'n'.repeat(101), 'El nombre debe tener entre 3 y 100 caracteres.'],
    ['phone', '5512345', '551234', 'El teléfono debe tener entre 7 y 15 caracteres.'],
    ['phone', '551234567890123', '5512345678901234', 'El teléfono debe tener entre 7 y 15 caracteres.'],
    [
      'email',
      `${'e'.repeat(90)}@correo.mx`,
      `${'e'.repeat(91)}@correo.mx`,
      'El correo no puede tener más de 100 caracteres.',
    ],
    ['street', 'Av1', 'Av', 'La calle debe tener entre 3 y 150 caracteres.'],
    ['street', 's'.repeat(150), 's'.repeat(151), 'La calle debe tener entre 3 y 150 caracteres.'],
    ['number', '1234567890', '12345678901', 'El número exterior no puede tener más de 10 caracteres.'],
    ['intNumber', '1234567890', '12345678901', 'El número interior no puede tener más de 10 caracteres.'],
    [
      'reference_of_origin',
      'r'.repeat(150),
      'r'.repeat(151),
      'La referencia no puede tener más de 150 caracteres.',
    ],
    ['postal_code', '06700', '06700012345', 'El código postal debe tener entre 4 y 10 caracteres.'],
  ])('accepts %s at its limit and refuses it just past', async (field, ok, past, message) => {
    expect(
      (await api('POST', '/locations-user', { token: owner.token, body: valid({ [field]: ok }) })).status,
    ).toBe(201);
    const r = await api('POST', '/locations-user', { token: owner.token, body: valid({ [field]: past }) });
    expect([r.status, r.body.message]).toEqual([400, message]);
  });

  it("lists only the caller's addresses; another user can neither read, change nor delete them", async () => {
    const mine = (
      await api('POST', '/locations-user', { token: owner.token, body: valid({ name: 'Solo mía' }) })
    ).body;
    const list = await api('GET', `/locations-user?user=${owner.id}`, { token: owner.token });
    expect(list.body.docs.every((a: { user: string }) => a.user === owner.id)).toBe(true);
    expect(list.body.docs.map((a: { _id: string }) => a._id)).toContain(mine._id);

    expect((await api('GET', `/locations-user?user=${owner.id}`, { token: other.token })).status).toBe(403);
    expect(
      (await api('GET', '/locations-user', { token: other.token })).body.docs.map(
        (a: { _id: string }) => a._id,
      ),
    ).not.toContain(mine._id);
    expect((await api('GET', `/locations-user/${mine._id}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await api('PUT', `/locations-user/${mine._id}`, {
          token: other.token,
          body: valid({ name: 'Robada' }),
        })
      ).status,
    ).toBe(404);
    expect((await api('DELETE', `/locations-user/${mine._id}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `/locations-user/${mine._id}`, { token: owner.token })).body.name).toBe(
      'Solo mía',
    );
  });

  it('updates and deletes the caller’s own address', async () => {
    const a = (await api('POST', '/locations-user', { token: owner.token, body: valid() })).body;
    const moved = await api('PUT', `/locations-user/${a._id}`, {
      token: owner.token,
      body: valid({ postal_code: '64000', colony: 'Monterrey Centro', name: 'Sucursal Monterrey' }),
    });
    expect(moved.body).toMatchObject({ name: 'Sucursal Monterrey', city: 'Monterrey', state_short: 'NL' });
    expect((await api('DELETE', `/locations-user/${a._id}`, { token: owner.token })).status).toBe(200);
    expect((await api('GET', `/locations-user/${a._id}`, { token: owner.token })).status).toBe(404);
  });

  it('is open to every role and closed to anonymous callers', async () => {
    const helpdesk = await demoSession('helpdesk');
    expect((await api('GET', '/locations-user', { token: helpdesk.token })).status).toBe(200);
    expect((await api('GET', '/locations-user')).status).toBe(401);
  });
});
