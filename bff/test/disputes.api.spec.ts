import { readdirSync } from 'node:fs';
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import { AccountSettingsChanged, DisputeAccepted, DisputeOpened } from '@envios/contracts';
import {
  api,
  appEnv,
  appUrl,
  createUser,
  demoSession,
  eventually,
  listMail,
  mongoDb,
  publishEvents,
  signIn,
  type Session,
} from '@envios/testing';
import { createShipments } from './shipment-helpers';

/**
 * Issue 30: overweight disputes through the BFF against the running stack: a dispute opened with two
 * photos (stored, served, in the packet and on the overweight record), every refused input (nothing
 * stored), acceptance waiving a pending charge and refunding a paid one once (its event delivered
 * twice), rejection moving no money, auto-pay skipping a disputed charge, and the customer's e-mails.
 */
jest.setTimeout(120_000);

const FIELDS = { weight: '2', length: '30', width: '20', height: '15', comment: 'Mi báscula marca 2 kg.' };

const image = (background: string, format: 'png' | 'jpeg') => {
  const blank = sharp({ create: { width: 64, height: 48, channels: 3, background } });
  return (format === 'png' ? blank.png() : blank.jpeg()).toBuffer();
};

type Upload = { name: string; bytes: Buffer; type?: string };

/** Opens a dispute as the web does: multipart, field «photos» once per file. */
async function openDispute(
  session: Session,
  shipmentId: string,
  photos: Upload[],
  fields: Record<string, string> = FIELDS,
  key?: string,
) {
  const form = new FormData();
  for (const p of photos)
    form.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/jpeg' }), p.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${appUrl('bff')}/api/v1/overweight/${shipmentId}/disputes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function movements(session: Session) {
  const r = await api('GET', `/prepaid?user=${session.id}`, { token: session.token });
  expect(r.status).toBe(200);
  return r.body.docs as {
    _id: string;
    type: string;
    amount_centavos: number;
    status: boolean;
    reason: string;
  }[];
}
const lineOf = async (s: Session, id: string) => (await movements(s)).find((m) => m._id === id);
const balance = async (s: Session) =>
  (await api('GET', `/prepaid/getTotalAmount/${s.id}`, { token: s.token })).body.total_centavos as number;
const storedPhotos = (disputeId: string) =>
  readdirSync(appEnv('shipments').LABELS_DIR).filter((f) => f.startsWith(`dispute-${disputeId}-`));
const subjects = async (email: string) =>
  (await listMail())
    .filter((m) => m.to.some((t) => t.address.toLowerCase() === email.toLowerCase()))
    .map((m) => m.subject);

let client: Session;
let email: string;
let helpdesk: Session;
/** s[0] pending → accepted; s[1] paid → accepted (refund); s[2] pending → rejected; s[3] cost 0;
 * s[4] out of the window; s[5] pending, auto-paid; s[6] pending, held by the duplicate's marker. */
let s: string[];
const COSTS = [50, 60, 70, 0, 80, 40, 30];
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  [png, jpeg] = await Promise.all([image('#c33', 'png'), image('#3c3', 'jpeg')]);
  const staff = await demoSession('superadmin');
  helpdesk = await demoSession('helpdesk');
  const u = await createUser({ rol: 'client' });
  email = u.email;
  client = await signIn(u.email, u.password);
  await api('POST', '/prepaid/createPrepaid', {
    token: staff.token,
    body: { userId: client.id, cantidadAbonar: 3000 },
  });
  // A quote is for at most 5 guides.
  const created = [...(await createShipments(client, 5)), ...(await createShipments(client, 2))];
  s = created.map((x) => x._id as string);
  await eventually(
    async () => (await api('GET', `/payments/${s[6]}`, { token: client.token })).status === 200 || undefined,
    { what: 'the shipments in the wallet' },
  );
  const paid = await api('POST', '/payments/many/monedero', {
    token: client.token,
    body: { user: client.id, shipments: s },
  });
  expect(paid.body.message).toBe('ok');
  for (const [i, id] of s.entries()) {
    const r = await api('PUT', `/shipments/${id}`, {
      token: helpdesk.token,
      body: { overweight: 1.5, cost_overweight: COSTS[i] },
    });
    expect(r.status).toBe(200);
  }
  // s[1] is paid by hand before it is disputed; s[4] was registered 16 days ago.
  await eventually(async () => (await lineOf(client, `overweight-${s[1]}`)) ?? undefined, {
    what: 'the charge in the wallet',
  });
  const byHand = await api('POST', `/payments/overweight/${s[1]}/monedero`, { token: client.token });
  expect(byHand.body).toMatchObject({ message: 'ok' });
  const db = await mongoDb(new URL(appEnv('shipments').MONGO_URL).pathname.slice(1));
  await db
    .collection('shipments')
    .updateOne(
      { _id: new ObjectId(s[4]) },
      { $set: { overweight_registered_at: new Date(Date.now() - 16 * 86_400_000) } },
    );
});

it('opens a dispute with two photos: stored, served to its owner only, on the record and in the packet; once per charge', async () => {
  const opened = await openDispute(
    client,
    s[0],
    [
      { name: 'bascula.png', bytes: png, type: 'image/png' },
      { name: 'cinta.jpg', bytes: jpeg },
    ],
    FIELDS,
    `k-${s[0]}`,
  );
  expect(opened.status).toBe(201);
  const d = opened.body;
  expect(d).toMatchObject({
    id: `dsp_${s[0]}`,
    status: 'open',
    overweight: 1.5,
    cost_overweight: 50,
    charge_paid: false,
    claimed: { weight: 2, length: 30, width: 20, height: 15 },
    comment: 'Mi báscula marca 2 kg.',
  });
  expect(d.photos).toHaveLength(2);
  // A retry with the same key answers the same dispute; another attempt is refused and leaves nothing.
  const retried = await openDispute(client, s[0], [{ name: 'a.png', bytes: png }], FIELDS, `k-${s[0]}`);
  expect(retried.body.id).toBe(d.id);
  const twice = await openDispute(client, s[0], [{ name: 'a.png', bytes: png }]);
  expect(twice.body).toMatchObject({
    statusCode: 409,
    code: 'DISPUTE.ALREADY_EXISTS',
    message: 'Este cargo por sobrepeso ya tiene una disputa. Solo se puede disputar una vez.',
  });
  expect(storedPhotos(d.id)).toHaveLength(2);

  const photo = await fetch(`${appUrl('bff')}${d.photos[1].url}`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  const bytes = Buffer.from(await photo.arrayBuffer());
  expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  expect((await sharp(bytes).metadata()).width).toBe(64);
  const other = await signIn(
    ...(await createUser({ rol: 'client' }).then((o) => [o.email, o.password] as const)),
  );
  const foreign = await api('GET', `/disputes/${d.id}/photos/1`, { token: other.token });
  expect(foreign.body).toMatchObject({ statusCode: 404, code: 'DISPUTE.NOT_FOUND' });

  const packet = await fetch(`${appUrl('bff')}${d.packet_url}`, {
    headers: { authorization: `Bearer ${helpdesk.token}` },
  });
  expect(packet.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await packet.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const mine = await api('GET', '/disputes?status=open', { token: client.token });
  expect(mine.body.docs.map((x: { id: string }) => x.id)).toEqual([d.id]);
  const queue = await api('GET', '/disputes?status=open', { token: helpdesk.token });
  expect(queue.body.docs.map((x: { id: string }) => x.id)).toContain(d.id);
  const record = (
    await api('GET', `/overweight/user/${client.id}?limit=50`, { token: client.token })
  ).body.docs.find((r: { _id: string }) => r._id === s[0]);
  expect(record.dispute).toMatchObject({ id: d.id, status: 'open' });

  // Not payable while disputed (once the wallet has the dispute).
  await eventually(
    async () =>
      (await api('POST', `/payments/overweight/${s[0]}/monedero`, { token: client.token })).body.code ===
        'DISPUTE.CHARGE_IN_DISPUTE' || undefined,
    { what: 'the charge held' },
  );
});

it('refuses a dispute without photos, with a non-image, a photo over 10 MB or seven photos, on a settled charge or after the window', async () => {
  const cases: [string, Upload[], number, string, Record<string, string>?][] = [
    [s[2], [], 400, 'DISPUTE.PHOTOS_MISSING'],
    [
      s[2],
      [{ name: 'factura.jpg', bytes: Buffer.from('no soy una imagen'), type: 'image/jpeg' }],
      415,
      'DISPUTE.NOT_AN_IMAGE',
    ],
    [
      s[2],
      [{ name: 'grande.jpg', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1) }],
      413,
      'DISPUTE.PHOTO_TOO_LARGE',
    ],
    [
      s[2],
      Array.from({ length: 7 }, (_, i) => ({ name: `f${i}.png`, bytes: png })),
      400,
      'DISPUTE.TOO_MANY_PHOTOS',
    ],
    [s[2], [{ name: 'a.png', bytes: png }], 400, 'REQUEST.VALIDATION_FAILED', { ...FIELDS, comment: '' }],
    [s[3], [{ name: 'a.png', bytes: png }], 409, 'DISPUTE.CHARGE_SETTLED'],
    [s[4], [{ name: 'a.png', bytes: png }], 409, 'DISPUTE.WINDOW_CLOSED'],
  ];
  for (const [id, photos, status, code, fields] of cases) {
    const r = await openDispute(client, id, photos, fields);
    expect({ status: r.status, code: r.body.code }).toEqual({ status, code });
    expect(r.body.message).toMatch(/[a-záéíóúñ]/);
  }
  expect(
    (await openDispute(client, s[2], [{ name: 'x.txt', bytes: Buffer.from('hola') }])).body.message,
  ).toBe('El archivo «x.txt» no es una imagen válida (JPEG, PNG, WebP o AVIF).');
  for (const id of [s[2], s[3], s[4]]) expect(storedPhotos(`dsp_${id}`)).toEqual([]);
  expect((await api('GET', '/disputes', { token: client.token })).body.docs).toHaveLength(1);
});

it('accepting waives a pending charge and refunds a paid one once, however often the event arrives', async () => {
  const before = await balance(client);
  const opened = await openDispute(client, s[1], [
    { name: 'a.png', bytes: png },
    { name: 'b.jpg', bytes: jpeg },
  ]);
  expect(opened.body).toMatchObject({ status: 'open', charge_paid: true });
  const refused = await api('POST', `/disputes/${opened.body.id}/accept`, { token: client.token });
  expect(refused.status).toBe(403);
  for (const id of [s[0], s[1]]) {
    const r = await api('POST', `/disputes/dsp_${id}/accept`, { token: helpdesk.token });
    expect(r.body).toMatchObject({ status: 'accepted', decided_by: helpdesk.id });
  }
  const again = await api('POST', `/disputes/dsp_${s[0]}/reject`, {
    token: helpdesk.token,
    body: { reason: 'No procede' },
  });
  expect(again.body).toMatchObject({ statusCode: 409, code: 'DISPUTE.ALREADY_DECIDED' });

  await eventually(async () => !(await lineOf(client, `overweight-${s[0]}`)) || undefined, {
    what: 'the charge waived',
  });
  // The waived charge no longer holds its shipment.
  const waived = await api('GET', `/shipments/${s[0]}`, { token: client.token });
  expect(waived.body).toMatchObject({ overweight_paid: false, overweight_hold: 'released' });
  const refund = await eventually(async () => lineOf(client, `dispute-refund-dsp_${s[1]}`), {
    what: 'the refund',
  });
  expect(refund).toMatchObject({ type: 'Reembolso', amount_centavos: 6000, status: true });
  expect(await balance(client)).toBe(before + 6000);

  // The same DisputeAccepted again (a new event id), then a marker on the same key (so the same
  // partition, after it): once the marker has held s[6], the duplicate was handled.
  const data = {
    disputeId: `dsp_${s[1]}`,
    shipmentId: s[1],
    owner: client.id,
    numberGuide: null,
    overweightKg: 1.5,
    costCentavos: 6000,
  };
  await publishEvents(DisputeAccepted, [{ key: s[1], data: { ...data, decidedBy: helpdesk.id } }]);
  await publishEvents(DisputeOpened, [
    { key: s[1], data: { ...data, shipmentId: s[6], costCentavos: 3000, openedBy: client.id, photos: 1 } },
  ]);
  await eventually(
    async () => (await lineOf(client, `overweight-${s[6]}`))?.reason.includes('En disputa') || undefined,
    {
      what: 'the marker handled',
    },
  );
  expect((await movements(client)).filter((m) => m._id.startsWith('dispute-refund-'))).toHaveLength(1);
  expect(await balance(client)).toBe(before + 6000);
  const record = (
    await api('GET', `/overweight/user/${client.id}?limit=50`, { token: client.token })
  ).body.docs.find((r: { _id: string }) => r._id === s[1]);
  expect(record.dispute).toMatchObject({ status: 'accepted' });
});

it('auto-pay skips a disputed charge; rejecting it moves no money and makes it payable (auto-paid) again; each step is e-mailed', async () => {
  const opened = await openDispute(client, s[2], [
    { name: 'a.png', bytes: png },
    { name: 'b.jpg', bytes: jpeg },
  ]);
  expect(opened.status).toBe(201);
  await eventually(
    async () => (await lineOf(client, `overweight-${s[2]}`))?.reason.includes('En disputa') || undefined,
    {
      what: 'the charge held',
    },
  );
  await publishEvents(AccountSettingsChanged, [
    {
      key: client.id,
      data: {
        userId: client.id,
        emails: {
          guideReady: true,
          paymentReceipt: true,
          topUpReceipt: true,
          refund: true,
          guideCancelled: true,
        },
        overweightAutopay: true,
        changedAt: new Date().toISOString(),
      },
    },
  ]);
  // The same auto-pay pass pays s[5] and passes over s[2] (disputed) and s[6] (held).
  await eventually(async () => (await lineOf(client, `overweight-${s[5]}`))?.status || undefined, {
    what: 's[5] auto-paid',
  });
  expect(await lineOf(client, `overweight-${s[2]}`)).toMatchObject({ status: false });
  expect(await lineOf(client, `overweight-${s[6]}`)).toMatchObject({ status: false });

  const before = await balance(client);
  const rejected = await api('POST', `/disputes/dsp_${s[2]}/reject`, {
    token: helpdesk.token,
    body: { reason: 'La paquetería confirmó 3.5 kg en su báscula certificada.' },
  });
  expect(rejected.body).toMatchObject({
    status: 'rejected',
    reason: 'La paquetería confirmó 3.5 kg en su báscula certificada.',
  });
  // Payable again: auto-pay (on) pays it at its own cost; no refund, nothing else moved.
  await eventually(async () => (await lineOf(client, `overweight-${s[2]}`))?.status || undefined, {
    what: 's[2] auto-paid after the rejection',
  });
  expect(await balance(client)).toBe(before - 7000);
  expect(await lineOf(client, `dispute-refund-dsp_${s[2]}`)).toBeUndefined();

  const mails = await eventually(
    async () => {
      const got = await subjects(email);
      const count = (re: RegExp) => got.filter((x) => re.test(x)).length;
      return count(/^Recibimos tu disputa/) === 3 &&
        count(/^Aceptamos tu disputa/) === 2 &&
        count(/^Rechazamos tu disputa/) === 1
        ? got
        : undefined;
    },
    { what: 'the dispute e-mails', timeoutMs: 30_000 },
  );
  expect(mails.length).toBeGreaterThan(0);
});
