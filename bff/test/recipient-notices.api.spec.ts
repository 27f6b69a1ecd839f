import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  GuideGenerated,
  Headers,
  Topics,
  TrackingStatusChanged,
  type EventContract,
  type EventData,
} from '@envios/contracts';
import { createEvent, envelopeOf } from '@envios/platform';
import {
  api,
  appUrl,
  createUser,
  demoSession,
  eventually,
  listMail,
  mongoDb,
  produceRaw,
  signIn,
  type CaughtMail,
  type Session,
} from '@envios/testing';
import { quoteOption, shipment } from './shipment-helpers';

/**
 * Issue 30: the recipient kept informed. A client brands its account and turns 'Avisar a mis
 * destinatarios' on; its recipient is mailed once per moment (label, out for delivery, delivered)
 * with the page's link however often the events come, the public page shows the brand and no
 * money, the signed link stops the notices; a sender with notices off and test shipments are silent.
 */
jest.setTimeout(90_000);

const inbox = async (email: string) =>
  (await listMail()).filter((m) => m.to.some((t) => t.address.toLowerCase() === email.toLowerCase()));

const noticesOf = async () =>
  (await mongoDb('envios_identity')).collection<{ _id: string; done?: string[] }>('recipient_notices');

/** Waits until identity has dealt with a notice of the shipment (sent it, or decided not to). */
const dealtWith = (shipmentId: string, kind: string) =>
  eventually(
    async () =>
      (await (await noticesOf()).findOne({ _id: shipmentId }))?.done?.includes(kind) ? true : undefined,
    {
      what: `the ${kind} notice of ${shipmentId}`,
      timeoutMs: 30_000,
    },
  );

function message<C extends EventContract>(contract: C, key: string, data: EventData<C>) {
  const entry = createEvent(contract, key, data);
  return { key, value: JSON.stringify(envelopeOf(entry)), headers: { [Headers.eventType]: entry.type } };
}

async function multipartLogo(token: string, bytes: Buffer, name = 'logo.png') {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${appUrl('bff')}/api/v1/account/branding/logo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A paid shipment of `session` to `email`, with its guide once the label exists. */
async function shipTo(session: Session, email: string, name = 'Carla Ruiz Soto') {
  const option = await quoteOption(session, 1);
  const base = shipment(option.quote_token);
  const made = await api('POST', '/shipments/home/all', {
    token: session.token,
    body: {
      shipments: [
        { ...base, destination_direction: { ...base.destination_direction, email, full_name: name } },
      ],
    },
  });
  expect(made.status).toBe(201);
  const id = made.body.shipments[0]._id as string;
  const paid = await api('POST', '/payments/many/monedero', {
    token: session.token,
    body: { user: session.id, shipments: [id] },
  });
  expect(paid.body).toMatchObject({ message: 'ok' });
  const guide = await eventually(
    async () =>
      (await api('GET', `/shipments/${id}`, { token: session.token })).body.number_guide as string | null,
    {
      what: `the label of ${id}`,
      timeoutMs: 30_000,
    },
  );
  return { id, guide };
}

async function fundedClient() {
  const staff = await demoSession('superadmin');
  const c = await createUser({ rol: 'client' });
  const client = await signIn(c.email, c.password);
  const credit = await api('POST', '/prepaid/createPrepaid', {
    token: staff.token,
    body: { userId: client.id, cantidadAbonar: 1000, reason: 'Saldo de prueba' },
  });
  expect(credit.status).toBe(201);
  return client;
}

const statusEvent = (
  s: { id: string; guide: string; owner: string },
  status: 'out_for_delivery' | 'delivered' | 'exception',
  version: number,
) =>
  message(TrackingStatusChanged, s.id, {
    shipmentId: s.id,
    owner: s.owner,
    account: s.owner,
    carrier: 'ESTAFETA',
    numberGuide: s.guide,
    version,
    status,
    statusText: status === 'exception' ? 'Domicilio incorrecto' : status,
    lastEventAt: new Date().toISOString(),
    lastEventDescription: null,
    events: version,
  });

it('brands the page and mails the recipient once per moment with its link; the signed link stops them', async () => {
  const client = await fundedClient();
  const branded = await api('PUT', '/account/branding', {
    token: client.token,
    body: { business_name: 'Tienda Luna', notify_recipients: true },
  });
  expect(branded.body).toMatchObject({
    account: client.id,
    business_name: 'Tienda Luna',
    notify_recipients: true,
  });

  // A logo: checked by its content, re-encoded, served publicly; a text file or 1 MB+ is refused in Spanish.
  const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const logo = await multipartLogo(client.token, png);
  expect(logo.status).toBe(200);
  const served = await fetch(logo.body.logo_url as string);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(256);
  const text = await multipartLogo(client.token, Buffer.from('<script>alert(1)</script>'), 'logo.png');
  expect(text).toMatchObject({
    status: 415,
    body: { code: 'BRANDING.LOGO_NOT_IMAGE', message: 'El logotipo debe ser una imagen PNG, JPEG o WebP.' },
  });
  const big = await multipartLogo(client.token, Buffer.concat([png, randomBytes(1_100_000)]));
  expect(big).toMatchObject({
    status: 413,
    body: { code: 'BRANDING.LOGO_TOO_LARGE', message: 'El logotipo no puede pesar más de 1 MB.' },
  });

  const to = `dest-${randomBytes(5).toString('hex')}@example.mx`;
  const { id, guide } = await shipTo(client, to);
  const s = { id, guide, owner: client.id };

  // The public page's data: the brand, the carrier's link, the first name and city — no money, no address.
  const page = await api('GET', `/public/tracking/${guide}`);
  expect(page.status).toBe(200);
  expect(page.body).toMatchObject({
    guide,
    carrier: 'ESTAFETA',
    sender: { name: 'Tienda Luna', logo_url: logo.body.logo_url },
    recipient: { first_name: 'Carla', city: 'Monterrey' },
  });
  expect(page.body.carrier_tracking_url).toContain('estafeta.com');
  expect(page.body.expected_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(page.body.opt_out_url).toMatch(new RegExp(`^/rastreo/${guide}/baja\\?firma=`));
  const raw = JSON.stringify(page.body);
  for (const hidden of ['total', 'amount', 'price', 'Álvaro Obregón', to, '5512345678', 'Ruiz'])
    expect(raw).not.toContain(hidden);

  // Out for delivery three times (one delivery twice, one repeat of the status), then delivered.
  const out = statusEvent(s, 'out_for_delivery', 3);
  await produceRaw(Topics.tracking, [
    out,
    out,
    statusEvent(s, 'out_for_delivery', 4),
    statusEvent(s, 'delivered', 5),
  ]);
  await dealtWith(id, 'delivered');
  const subjects = [
    'Tienda Luna preparó tu envío',
    'Tu envío de Tienda Luna va en camino a entregarse',
    'Tu envío de Tienda Luna fue entregado',
  ];
  const mails: CaughtMail[] = await eventually(
    async () => {
      const m = await inbox(to);
      return subjects.every((subject) => m.some((x) => x.subject === subject)) ? m : undefined;
    },
    { what: `the recipient's three notices`, timeoutMs: 30_000 },
  );
  expect(mails.map((m) => m.subject).sort()).toEqual([...subjects].sort());
  const label = mails.find((m) => m.subject === subjects[0])!;
  expect(label.text).toContain('Hola Carla:');
  expect(label.text).toMatch(new RegExp(`Ver el rastreo: https?://\\S+/rastreo/${guide}`));
  expect(label.text).not.toMatch(/\$\d/);
  const optOut = new URL(/No quiero recibir más avisos de Tienda Luna: (\S+)/.exec(label.text!)![1]);

  // The signed link: a forged one is refused; the real one stops the next notice (the exception).
  const forged = await api('POST', '/public/recipient-opt-out', {
    body: { guide, signature: 'A'.repeat(32) },
  });
  expect(forged).toMatchObject({ status: 400, body: { code: 'RECIPIENT.OPT_OUT_INVALID' } });
  const stopped = await api('POST', '/public/recipient-opt-out', {
    body: { guide, signature: optOut.searchParams.get('firma') },
  });
  expect(stopped.body).toEqual({ opted_out: true, sender: 'Tienda Luna' });
  await produceRaw(Topics.tracking, [statusEvent(s, 'exception', 6)]);
  await dealtWith(id, 'exception');
  expect((await inbox(to)).length).toBe(3);

  // The same data through /api/v2 with a key of scope 'tracking'.
  const key = await api('POST', '/api-keys', {
    token: client.token,
    body: { name: 'rastreo', scopes: ['tracking'], mode: 'live' },
  });
  const v2 = await fetch(`${appUrl('bff')}/api/v2/tracking/${guide}/recipient-page`, {
    headers: { authorization: `Bearer ${key.body.key}` },
  });
  expect(await v2.json()).toMatchObject({ guide, sender: { name: 'Tienda Luna' } });
});

it('a sender with notices off, and test shipments, tell nobody; an unknown guide is the spec’s 404', async () => {
  const quiet = await fundedClient();
  const to = `quiet-${randomBytes(5).toString('hex')}@example.mx`;
  const { id, guide } = await shipTo(quiet, to);
  await dealtWith(id, 'label');
  const page = await api('GET', `/public/tracking/${guide}`);
  // No branding: the label's sender; no notices, so no opt-out link.
  expect(page.body).toMatchObject({ sender: { name: 'Ana Origen', logo_url: null }, opt_out_url: null });

  // A test key's label (published as shipments would) is never recorded, let alone mailed; the live
  // label after it on the same partition shows the consumer got past it.
  const key = randomBytes(12).toString('hex');
  const generated = (shipmentId: string, test: boolean) =>
    message(GuideGenerated, key, {
      shipmentId,
      owner: quiet.id,
      account: quiet.id,
      carrier: 'ESTAFETA',
      service: 'terrestre',
      numberGuide: `PRUEBA${randomBytes(5).toString('hex').toUpperCase()}`,
      guide: './src/public/x.pdf',
      format: 'pdf-letter',
      source: 'ratecard',
      recipientEmail: to,
      ...(test ? { test: true } : {}),
    });
  const testId = randomBytes(12).toString('hex');
  const liveId = randomBytes(12).toString('hex');
  await produceRaw(Topics.shipments, [generated(testId, true), generated(liveId, false)]);
  await dealtWith(liveId, 'label');
  expect(await (await noticesOf()).findOne({ _id: testId })).toBeNull();
  expect(await inbox(to)).toEqual([]);

  const unknown = await api('GET', '/public/tracking/NOEXISTE123');
  expect(unknown).toMatchObject({
    status: 404,
    body: { code: 'TRACKING.NOT_FOUND', message: 'No se encontró la guía NOEXISTE123.' },
  });
});
