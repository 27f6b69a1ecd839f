import {
  api,
  appUrl,
  createUser,
  demoSession,
  signIn,
  stampedInvoiceFor,
  waitForMail,
  type Session,
} from '@envios/testing';

/** GET /invoices and each invoice's XML and PDF (issue 29), through the running BFF and invoicing. */
describe('/api/v1/invoices', () => {
  let client: Session & { email: string };
  let invoice: { id: string; uuid: string; total: number; total_centavos: number; status: string };
  let total: number;

  beforeAll(async () => {
    const u = await createUser({ rol: 'client' });
    client = { ...(await signIn(u.email, u.password)), email: u.email };
    ({ invoice, total } = await stampedInvoiceFor(client));
  });

  it('lists the account’s stamped invoices, with amounts, paged', async () => {
    const r = await api('GET', '/invoices?page=1&limit=10', { token: client.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ page: 1, limit: 10, count: 1, totalPages: 1, previous: null, next: null });
    expect(r.body.docs[0]).toMatchObject({
      id: invoice.id,
      kind: 'payment',
      user: client.id,
      receiver_rfc: 'EKU9003173C9',
      status: 'valid',
      total: total / 100,
      total_centavos: total,
      payment_form: '04',
    });
  });

  it('answers the XML and the PDF as downloads to the owner and to staff', async () => {
    const xml = await fetchFile(`/invoices/${invoice.id}/xml`, client.token);
    expect(xml.status).toBe(200);
    expect(xml.type).toBe('application/xml; charset=utf-8');
    expect(xml.disposition).toMatch(/^attachment; filename="factura-.+\.xml"$/);
    expect(xml.body.toString('utf8')).toContain(`UUID="${invoice.uuid}"`);
    const { token } = await demoSession('superadmin');
    const pdf = await fetchFile(`/invoices/${invoice.id}/pdf`, token);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('mails the customer the invoice with its XML and PDF attached', async () => {
    const mail = await waitForMail(client.email, /^Tu factura /);
    expect(mail.text).toContain(invoice.uuid);
    const attached = (mail as unknown as { attachments?: { fileName: string; contentType: string }[] })
      .attachments;
    expect(attached?.map((a) => [a.fileName.slice(-4), a.contentType])).toEqual([
      ['.xml', 'application/xml'],
      ['.pdf', 'application/pdf'],
    ]);
  });

  it('keeps another account’s invoice hidden (404) and the Operativo and helpdesk out (403)', async () => {
    const other = await createUser({ rol: 'client' });
    const otherSession = await signIn(other.email, other.password);
    const hidden = await api('GET', `/invoices/${invoice.id}/xml`, { token: otherSession.token });
    expect([hidden.status, hidden.body.code]).toEqual([404, 'INVOICE.NOT_FOUND']);
    expect((await api('GET', '/invoices', { token: otherSession.token })).body.count).toBe(0);
    for (const role of ['user', 'helpdesk'] as const) {
      const { token } = await demoSession(role);
      const r = await api('GET', '/invoices', { token });
      expect([role, r.status, r.body.code]).toEqual([role, 403, 'AUTH.FORBIDDEN']);
    }
    const bad = await api('GET', '/invoices/..%2F..%2Fetc/xml', { token: client.token });
    expect(bad.status).toBe(400);
  });
});

async function fetchFile(path: string, token: string) {
  const res = await fetch(`${appUrl('bff')}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    body: Buffer.from(await res.arrayBuffer()),
  };
}
