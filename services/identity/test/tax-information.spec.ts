import { IdentityRoutes, Topics } from '@envios/contracts';
import type { Role } from '@envios/domain';
import { appUrl, callRoute, createUser, eventually, TopicListener } from '@envios/testing';

const R = IdentityRoutes;
const MORAL = {
  rfc: ' eku9003173c9 ',
  razon_social: '  escuela kemper   urgate ',
  regimen_fiscal: '601',
  uso_cfdi: 'g03',
  codigo_postal: '42501',
  invoice_frequency: 'fortnightly',
};

/** Identity's own rules for tax data, called as the BFF calls it (the BFF adds the SEPOMEX check). */
describe('identity: tax information', () => {
  let listener: TopicListener;
  beforeAll(async () => {
    listener = await new TopicListener(Topics.identity).start();
  });
  afterAll(() => listener.stop());

  const identity = () => appUrl('identity');
  const as = (role: Role, id: string) => ({ id, role, email: `${id}@t.mx` });
  const save = (caller: ReturnType<typeof as>, id: string, body: unknown) =>
    callRoute(identity(), R.saveTaxInformation, { params: { id }, body }, caller);
  const read = (caller: ReturnType<typeof as>, id: string) =>
    callRoute(identity(), R.getTaxInformation, { params: { id } }, caller);
  const changes = (userId: string) =>
    listener.messages
      .filter((m) => m.key === userId)
      .map((m) => JSON.parse(m.value!) as { type: string; data: Record<string, unknown> })
      .filter((e) => e.type === 'TaxInformationChanged');

  it('stores the data normalised, turns invoice on and announces it in the same write', async () => {
    const u = await createUser({ rol: 'client' });
    const me = as('client', u.id);
    const saved = await save(me, u.id, MORAL);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      rfc: 'EKU9003173C9',
      razon_social: 'ESCUELA KEMPER URGATE',
      uso_cfdi: 'G03',
      person_type: 'moral',
    });
    const event = await eventually(() => changes(u.id)[0], {
      what: 'TaxInformationChanged',
      timeoutMs: 20_000,
    });
    expect(event.data).toEqual({
      userId: u.id,
      email: u.email,
      taxInformation: {
        rfc: 'EKU9003173C9',
        razon_social: 'ESCUELA KEMPER URGATE',
        regimen_fiscal: '601',
        uso_cfdi: 'G03',
        codigo_postal: '42501',
        invoice_frequency: 'fortnightly',
      },
      changedAt: saved.body.updated_at,
    });
    const user = await callRoute(identity(), R.getUser, { params: { id: u.id } }, me);
    expect(user.body).toMatchObject({ invoice: true, taxInformation: { rfc: 'EKU9003173C9' } });

    const cleared = await callRoute(identity(), R.deleteTaxInformation, { params: { id: u.id } }, me);
    expect(cleared.body).toEqual({ deleted: true });
    const second = await eventually(() => changes(u.id)[1], {
      what: 'the clearing event',
      timeoutMs: 20_000,
    });
    expect(second.data).toMatchObject({ userId: u.id, taxInformation: null });
    expect((await read(me, u.id)).body.code).toBe('TAX.NOT_SET');
    // Nothing left to clear.
    const again = await callRoute(identity(), R.deleteTaxInformation, { params: { id: u.id } }, me);
    expect([again.status, again.body.code]).toEqual([404, 'TAX.NOT_SET']);
  });

  it('refuses what SAT would refuse even when the BFF is bypassed, and stores nothing', async () => {
    const u = await createUser();
    const me = as('user', u.id);
    const bad = await save(me, u.id, { ...MORAL, rfc: 'EKU9003173C1', regimen_fiscal: '605' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'TAX.RFC_INVALID',
      details: [
        { path: 'rfc', message: expect.stringMatching(/dígito verificador/) },
        {
          path: 'regimen_fiscal',
          message: 'El régimen fiscal 605 no aplica a personas morales (RFC de 12 caracteres).',
        },
      ],
    });
    const uso = await save(me, u.id, {
      ...MORAL,
      rfc: 'CACX7605101P8',
      regimen_fiscal: '605',
      uso_cfdi: 'G03',
    });
    expect([uso.body.code, uso.body.message]).toEqual([
      'TAX.USO_CFDI_NOT_ALLOWED',
      'El uso de CFDI G03 no está permitido para el régimen fiscal 605.',
    ]);
    const shape = await save(me, u.id, { ...MORAL, invoice_frequency: 'yearly' });
    expect(shape.body.code).toBe('REQUEST.VALIDATION_FAILED');
    expect((await read(me, u.id)).status).toBe(404);
    expect(changes(u.id)).toEqual([]);
  });

  it('lets the person, a client for its own users and staff in reach write; nobody else', async () => {
    const client = await createUser({ rol: 'client' });
    const assigned = await createUser({ clientId: client.id });
    const other = await createUser({ rol: 'admin' });

    expect((await save(as('client', client.id), assigned.id, MORAL)).status).toBe(200);
    expect((await save(as('sales', other.id), client.id, MORAL)).status).toBe(200);
    expect((await read(as('user', assigned.id), assigned.id)).status).toBe(200);

    expect((await save(as('client', client.id), other.id, MORAL)).status).toBe(403);
    // The Compras/Administración role manages no accounts: only its own data.
    expect((await save(as('admin', other.id), assigned.id, MORAL)).status).toBe(403);
    expect((await read(as('admin', other.id), assigned.id)).status).toBe(403);
    expect((await save(as('admin', other.id), other.id, MORAL)).status).toBe(200);
  });
});
