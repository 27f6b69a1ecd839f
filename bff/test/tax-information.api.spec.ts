import { api, createUser, demoSession, signIn, type Session } from '@envios/testing';

/** SAT's test taxpayers: a persona moral (12) and a persona física (13), check digits included. */
const MORAL = {
  rfc: 'EKU9003173C9',
  razon_social: 'Escuela   Kemper Urgate',
  regimen_fiscal: '601',
  uso_cfdi: 'G03',
  codigo_postal: '06700',
  invoice_frequency: 'monthly',
};
const FISICA = {
  rfc: 'cacx7605101p8',
  razon_social: 'XOCHILT CASAS CHAVEZ',
  regimen_fiscal: '612',
  uso_cfdi: 'D01',
  codigo_postal: '44100',
  invoice_frequency: 'payment',
};

async function fresh(opts: Parameters<typeof createUser>[0] = {}): Promise<Session> {
  const u = await createUser(opts);
  return signIn(u.email, u.password);
}

const path = (id: string) => `/users/${id}/tax-information`;
const read = (s: Session, id = s.id) => api('GET', path(id), { token: s.token });
const save = (s: Session, body: unknown, id = s.id) => api('PUT', path(id), { token: s.token, body });

describe('GET/PUT/DELETE /users/{id}/tax-information', () => {
  it('keeps a persona moral’s data as SAT registers it and turns invoicing on', async () => {
    const client = await fresh({ rol: 'client' });
    const none = await read(client);
    expect([none.status, none.body.code, none.body.message]).toEqual([
      404,
      'TAX.NOT_SET',
      'Aún no hay datos de facturación.',
    ]);

    const saved = await save(client, MORAL);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      rfc: 'EKU9003173C9',
      razon_social: 'ESCUELA KEMPER URGATE',
      regimen_fiscal: '601',
      uso_cfdi: 'G03',
      codigo_postal: '06700',
      invoice_frequency: 'monthly',
      person_type: 'moral',
      updated_at: expect.any(String),
    });
    expect((await read(client)).body).toEqual(saved.body);
    const user = await api('GET', `/users/${client.id}`, { token: client.token });
    expect(user.body).toMatchObject({ invoice: true, taxInformation: { rfc: 'EKU9003173C9' } });

    const fisica = await fresh({ rol: 'admin' });
    const second = await save(fisica, FISICA);
    expect(second.body).toMatchObject({ rfc: 'CACX7605101P8', person_type: 'fisica', uso_cfdi: 'D01' });

    const cleared = await api('DELETE', path(client.id), { token: client.token });
    expect([cleared.status, cleared.body]).toEqual([200, { deleted: true }]);
    expect((await read(client)).status).toBe(404);
    expect((await api('GET', `/users/${client.id}`, { token: client.token })).body.invoice).toBe(false);
  });

  it.each([
    [
      'a wrong check digit',
      { rfc: 'EKU9003173C8' },
      'TAX.RFC_INVALID',
      'rfc',
      /dígito verificador \(el último carácter\)/,
    ],
    ['a date that does not exist', { rfc: 'EKU9013173C9' }, 'TAX.RFC_INVALID', 'rfc', /la fecha/],
    ['an RFC of 11 characters', { rfc: 'EKU9003173C' }, 'TAX.RFC_INVALID', 'rfc', /13 caracteres/],
    ['the generic RFC', { rfc: 'XAXX010101000' }, 'TAX.RFC_GENERIC', 'rfc', /público en general/],
    [
      'a régimen of personas físicas for a moral',
      { regimen_fiscal: '612' },
      'TAX.REGIMEN_NOT_ALLOWED',
      'regimen_fiscal',
      /^El régimen fiscal 612 no aplica a personas morales/,
    ],
    [
      'a régimen not in the catalogue',
      { regimen_fiscal: '609' },
      'TAX.REGIMEN_INVALID',
      'regimen_fiscal',
      /catálogo/,
    ],
    [
      'a uso CFDI the régimen does not allow',
      { uso_cfdi: 'D01' },
      'TAX.USO_CFDI_NOT_ALLOWED',
      'uso_cfdi',
      /^El uso de CFDI D01 no está permitido para el régimen fiscal 601\.$/,
    ],
    [
      'a razón social with its societary regime',
      { razon_social: 'Escuela Kemper Urgate, S.A. de C.V.' },
      'TAX.RAZON_SOCIAL_WITH_REGIME',
      'razon_social',
      /sin el régimen societario/,
    ],
    [
      'an empty razón social',
      { razon_social: '   ' },
      'TAX.RAZON_SOCIAL_REQUIRED',
      'razon_social',
      /Constancia/,
    ],
    [
      'a postal code SEPOMEX does not have',
      { codigo_postal: '00001' },
      'TAX.POSTAL_CODE_NOT_FOUND',
      'codigo_postal',
      /^El código postal 00001 no existe en el catálogo de SEPOMEX\.$/,
    ],
    [
      'a postal code of 4 digits',
      { codigo_postal: '6700' },
      'TAX.POSTAL_CODE_INVALID',
      'codigo_postal',
      /5 dígitos/,
    ],
  ])('refuses %s with a Spanish message at the field', async (_case, change, code, field, message) => {
    const client = await demoSession('client');
    const r = await save(client, { ...MORAL, ...change });
    expect([r.status, r.body.statusCode, r.body.code]).toEqual([400, 400, code]);
    expect(r.body.message).toMatch(message);
    expect(r.body.details).toEqual([{ path: field, message: r.body.message }]);
    expect(r.body.correlationId).toEqual(expect.any(String));
  });

  it('names every bad field at once, and refuses a frequency it does not know', async () => {
    const client = await demoSession('client');
    const r = await save(client, { ...MORAL, rfc: 'EKU9003173C8', uso_cfdi: 'CN01', codigo_postal: '00001' });
    expect(r.body.code).toBe('TAX.RFC_INVALID');
    expect(r.body.details.map((d: { path: string }) => d.path)).toEqual(['rfc', 'uso_cfdi', 'codigo_postal']);
    const frequency = await save(client, { ...MORAL, invoice_frequency: 'daily' });
    expect([frequency.status, frequency.body.code]).toEqual([400, 'REQUEST.VALIDATION_FAILED']);
    expect(frequency.body.details).toEqual([
      { path: 'invoice_frequency', message: 'Elige cada cuánto quieres tu factura.' },
    ]);
  });

  it('lets a client keep its users’ data and staff anyone’s, but nobody else’s', async () => {
    const client = await fresh({ rol: 'client' });
    const own = await fresh({ clientId: client.id });
    const stranger = await fresh();
    const superadmin = await demoSession('superadmin');
    const sales = await demoSession('sales');

    expect((await save(client, FISICA, own.id)).status).toBe(200);
    expect((await read(own)).body.rfc).toBe('CACX7605101P8');
    expect((await save(superadmin, MORAL, stranger.id)).status).toBe(200);
    expect((await read(sales, stranger.id)).body.rfc).toBe('EKU9003173C9');
    expect((await save(sales, FISICA, stranger.id)).status).toBe(200);

    for (const [caller, target] of [
      [client, stranger],
      [own, stranger],
      [stranger, own],
    ] as const) {
      const put = await save(caller, MORAL, target.id);
      expect([put.status, put.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
      expect((await read(caller, target.id)).status).toBe(403);
      expect((await api('DELETE', path(target.id), { token: caller.token })).status).toBe(403);
    }
    // Nobody but a superadmin reaches a superadmin's; helpdesk does not pay, so has no such screen.
    expect((await save(sales, MORAL, superadmin.id)).status).toBe(403);
    const helpdesk = await demoSession('helpdesk');
    expect((await save(helpdesk, MORAL)).status).toBe(403);
    expect((await api('GET', path(client.id))).status).toBe(401);
    expect((await save(client, MORAL, '000000000000000000000000')).body.code).toBe('USER.NOT_FOUND');
  });
});
