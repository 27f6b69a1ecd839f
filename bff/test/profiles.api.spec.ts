import { api, createUser, signIn, type Session } from '@envios/testing';

const profile = (type: string, weight: number, dimensions: object) => ({
  name: `Perfil ${type}`,
  type,
  weight,
  dimensions,
  description: 'Caja estándar',
});

describe('/packageProfileRoutes (package profiles)', () => {
  let owner: Session;
  let other: Session;

  beforeAll(async () => {
    const a = await createUser();
    const b = await createUser();
    owner = await signIn(a.email, a.password);
    other = await signIn(b.email, b.password);
  });

  it.each([
    [
      'package',
      { weight: 60, d: { length: 150, width: 100, height: 100 } },
      { weight: 60.1 },
      'El peso debe estar entre 0.1 y 60 kg.',
    ],
    [
      'package',
      { weight: 1, d: { length: 150, width: 100, height: 100 } },
      { length: 150.5 },
      'El largo debe estar entre 1 y 150 cm.',
    ],
    [
      'document',
      { weight: 0.5, d: { length: 35, width: 24, height: 1.5 } },
      { height: 1.6 },
      'El alto debe estar entre 1 y 1.5 cm.',
    ],
    [
      'tarima',
      { weight: 2000, d: { length: 300, width: 140, height: 190 } },
      { width: 141 },
      'El ancho debe estar entre 1 y 140 cm.',
    ],
  ] as const)('keeps a %s profile within its bounds', async (type, ok, past, message) => {
    const created = await api('POST', '/packageProfileRoutes', {
      token: owner.token,
      body: profile(type, ok.weight, ok.d),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type, weight: ok.weight, dimensions: ok.d, userID: owner.id });
    const { weight: pastWeight, ...pastDims } = past as { weight?: number };
    const r = await api('POST', '/packageProfileRoutes', {
      token: owner.token,
      body: profile(type, pastWeight ?? ok.weight, { ...ok.d, ...pastDims }),
    });
    expect([r.status, r.body.message]).toEqual([400, message]);
  });

  it('requires a name and a type', async () => {
    const r = await api('POST', '/packageProfileRoutes', {
      token: owner.token,
      body: { weight: 1, dimensions: { length: 1, width: 1, height: 1 } },
    });
    expect(r.status).toBe(400);
    expect(r.body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['name', 'type']),
    );
  });

  it('is private to its owner', async () => {
    const mine = (
      await api('POST', '/packageProfileRoutes', {
        token: owner.token,
        body: profile('package', 3, { length: 30, width: 20, height: 10 }),
      })
    ).body;
    const list = await api('GET', `/packageProfileRoutes?userID=${owner.id}`, { token: owner.token });
    expect(list.body.profiles.map((p: { _id: string }) => p._id)).toContain(mine._id);
    expect(
      (await api('GET', `/packageProfileRoutes?userID=${owner.id}`, { token: other.token })).status,
    ).toBe(403);
    expect((await api('GET', '/packageProfileRoutes', { token: other.token })).body.profiles).toEqual([]);
    expect(
      (
        await api('PUT', `/packageProfileRoutes/${mine._id}`, {
          token: other.token,
          body: profile('package', 1, { length: 1, width: 1, height: 1 }),
        })
      ).status,
    ).toBe(404);
    expect((await api('DELETE', `/packageProfileRoutes/${mine._id}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await api('DELETE', `/packageProfileRoutes/${mine._id}`, { token: owner.token })).status).toBe(
      200,
    );
  });
});
