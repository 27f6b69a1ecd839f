import { api, demoSession, mongoDb, uniqueEmail, waitForMail } from '@envios/testing';

const lead = (email: string) => ({
  first_name: 'Ramiro',
  last_name: 'Pérez',
  company_name: `Ferretería ${email.slice(0, 8)}`,
  email,
  phone: '81 1234 5678',
  web: 'https://ferreteria.mx',
  message: 'Enviamos 200 paquetes al mes a Monterrey y Guadalajara.',
  number_shipment: 200,
});

describe('POST /contact', () => {
  it('stores the lead and e-mails it to the sales inbox', async () => {
    const email = uniqueEmail('lead');
    const r = await api('POST', '/contact', { body: lead(email) });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ message: 'ok', id: expect.stringMatching(/^[a-f0-9]{24}$/) });

    const stored = await (await mongoDb('envios_identity')).collection('contact_messages').findOne({ email });
    expect(stored).toMatchObject({ first_name: 'Ramiro', number_shipment: 200, userId: null });

    const mail = await waitForMail('ventas@envios.mx', new RegExp(lead(email).company_name));
    expect(mail.html).toContain('Enviamos 200 paquetes al mes');
    expect(mail.html).toContain('Sí, 200 al mes');
  });

  it('records who wrote it when a session is open, and works without the monthly field', async () => {
    const user = await demoSession('user');
    const email = uniqueEmail('lead');
    const { number_shipment: _omit, ...body } = lead(email);
    const r = await api('POST', '/contact', { token: user.token, body });
    expect(r.status).toBe(201);
    const stored = await (await mongoDb('envios_identity')).collection('contact_messages').findOne({ email });
    expect(stored).toMatchObject({ userId: user.id, number_shipment: null });
  });

  it.each([
    [{ first_name: '' }, 'Introduce tu nombre.'],
    [{ company_name: ' ' }, 'Introduce el nombre de tu empresa.'],
    [{ email: 'x@' }, 'Introduce un correo electrónico válido.'],
    [{ phone: 'abc' }, 'Introduce un número de teléfono válido.'],
    [{ message: '' }, 'Escribe tus comentarios.'],
    [{ number_shipment: -3 }, 'Indica cuántos envíos haces al mes.'],
    [{ web: 'ftp://x' }, 'Introduce una dirección web válida (https://…).'],
  ])('rejects %j with a Spanish message', async (change, message) => {
    const r = await api('POST', '/contact', { body: { ...lead(uniqueEmail('bad')), ...change } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
  });
});
