import { createHmac } from 'node:crypto';
import { Topics } from '@envios/contracts';
import {
  api,
  appEnv,
  createUser,
  demoSession,
  eventually,
  internal,
  signIn,
  waitForMail,
  TopicListener,
  type Session,
} from '@envios/testing';
import { createShipments } from './shipment-helpers';

jest.setTimeout(120_000);

/** The local Stripe sandbox (where the stack's wallet points) and its keys. */
const wallet = appEnv('wallet');
const STRIPE = wallet.STRIPE_API_URL;
const SECRET_KEY = wallet.STRIPE_SECRET_KEY;
const WEBHOOK_SECRET = wallet.STRIPE_WEBHOOK_SECRET;

async function sandbox<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${STRIPE}/_sandbox/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(r.status).toBe(200);
  return (await r.json()) as T;
}

interface Delivery {
  event: string;
  type: string;
  status: string;
}
const deliveries = async (user: string) =>
  (await sandbox<{ data: Delivery[] }>(`webhooks?user=${user}`)).data;

/** Until every delivery of the event has reached the BFF (answered 2xx). */
async function delivered(user: string, event: unknown, copies = 1) {
  await eventually(
    async () => {
      const mine = (await deliveries(user)).filter((d) => d.event === event);
      return mine.length === copies && mine.every((d) => d.status === 'delivered');
    },
    { timeoutMs: 20_000, what: `delivery of ${String(event)}` },
  );
}

async function balance(session: Session): Promise<number> {
  const r = await api('GET', `/prepaid/getTotalAmount/${session.id}`, { token: session.token });
  expect(r.status).toBe(200);
  return r.body.total_centavos as number;
}

interface Line {
  _id: string;
  type: string;
  amount_centavos: number;
  status: boolean;
  source: string;
  reason: string | null;
  numberOfOrder: string | null;
}
async function movements(session: Session): Promise<Line[]> {
  const r = await api('GET', `/prepaid?user=${session.id}`, { token: session.token });
  expect(r.status).toBe(200);
  return r.body.docs as Line[];
}

async function freshClient(): Promise<Session & { email: string }> {
  const u = await createUser({ rol: 'client' });
  return { ...(await signIn(u.email, u.password)), email: u.email };
}

async function clabeOf(session: Session): Promise<string> {
  const r = await api('GET', '/prepaid/spei', { token: session.token });
  expect(r.status).toBe(200);
  return r.body.clabe as string;
}

async function voucher(session: Session, amount: number, key?: string) {
  const r = await api('POST', '/prepaid/oxxo', {
    token: session.token,
    body: { amount },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
  expect(r.status).toBe(201);
  return r.body as { id: string; reference: string; barcode: string; amount: number; expires_at: string };
}

const voucherStatus = async (session: Session, reference: string) =>
  (await api('GET', `/prepaid/oxxo/${reference}`, { token: session.token })).body.status as string;

const sign = (payload: string, secret: string) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
};

/** A delivery to the BFF's public webhook route, with this exact body. */
const postWebhook = (body: string, signature?: string) =>
  api('POST', '/stripe/webhook', {
    rawBody: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

describe('prepaid SPEI: an account CLABE of its own, credited once per transfer', () => {
  it('answers one CLABE per account, even to requests racing for the first, and none to the Operativo', async () => {
    const client = await freshClient();
    const racing = await Promise.all(
      [1, 2, 3].map(() => api('GET', '/prepaid/spei', { token: client.token })),
    );
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    const first = racing[0];
    expect(first.body).toEqual({
      clabe: expect.stringMatching(/^\d{18}$/),
      bank: 'STP',
      beneficiary: 'Envíos MX S.A. de C.V.',
    });
    expect(racing.map((r) => r.body.clabe)).toEqual([first.body.clabe, first.body.clabe, first.body.clabe]);
    expect(await clabeOf(client)).toBe(first.body.clabe);
    expect(await clabeOf(await freshClient())).not.toBe(first.body.clabe);

    const user = await demoSession('user');
    expect((await api('GET', '/prepaid/spei', { token: user.token })).status).toBe(403);
    expect((await api('POST', '/prepaid/oxxo', { token: user.token, body: { amount: 100 } })).status).toBe(
      403,
    );
  });

  it('credits a transfer once when its webhook is duplicated, and transfers released in reverse order once each', async () => {
    const client = await freshClient();
    const clabe = await clabeOf(client);
    await sandbox('webhooks/mode', { mode: 'duplicate', user: client.id });
    const one = await sandbox<{ transaction: { id: string }; event: string }>('spei_transfers', {
      clabe,
      amount: 123_456,
      reference: 'PAGO 1',
    });
    await delivered(client.id, one.event, 2);
    expect(await balance(client)).toBe(123_456);

    await sandbox('webhooks/mode', { mode: 'hold', user: client.id });
    const two = await sandbox<{ transaction: { id: string }; event: string }>('spei_transfers', {
      clabe,
      amount: 50_001,
    });
    const three = await sandbox<{ transaction: { id: string }; event: string }>('spei_transfers', {
      clabe,
      amount: 99,
    });
    expect(await sandbox('webhooks/release', { user: client.id })).toEqual({ released: 2 });
    await delivered(client.id, two.event);
    await delivered(client.id, three.event);
    expect(await balance(client)).toBe(123_456 + 50_001 + 99);
    // Released again (as a duplicate of each): nothing more.
    await sandbox('webhooks/mode', { mode: 'duplicate', user: client.id });
    const lines = (await movements(client)).filter((m) => m.source === 'spei');
    expect(lines.map((m) => [m._id, m.type, m.amount_centavos, m.status]).sort()).toEqual(
      [
        [one.transaction.id, 'Abono', 123_456, true],
        [two.transaction.id, 'Abono', 50_001, true],
        [three.transaction.id, 'Abono', 99, true],
      ].sort(),
    );
    expect(lines.find((m) => m._id === one.transaction.id)!.reason).toBe(
      'Transferencia SPEI (referencia PAGO 1)',
    );
  });

  it('holds a transfer in another currency for review and credits nothing', async () => {
    const client = await freshClient();
    const clabe = await clabeOf(client);
    const usd = await sandbox<{ event: string }>('spei_transfers', {
      clabe,
      amount: 10_000,
      currency: 'usd',
    });
    await delivered(client.id, usd.event);
    expect(await balance(client)).toBe(0);
    expect(await movements(client)).toEqual([]);
  });

  it('refuses a webhook with a bad or missing signature (400, nothing credited); the sweep credits a dropped one once', async () => {
    const client = await freshClient();
    const clabe = await clabeOf(client);
    await sandbox('webhooks/mode', { mode: 'drop', user: client.id });
    const dropped = await sandbox<{ transaction: { id: string; customer: string }; event: string }>(
      'spei_transfers',
      {
        clabe,
        amount: 77_700,
      },
    );
    const r = await fetch(`${STRIPE}/v1/events/${dropped.event}`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    const event = (await r.json()) as Record<string, unknown>;
    // A forged transfer to the same customer, never in Stripe: only a signature would make it count.
    const forged = JSON.stringify({
      ...event,
      id: 'evt_forged',
      data: {
        object: { ...(event.data as { object: object }).object, id: 'ccsbtxn_forged', net_amount: 5_000_000 },
      },
    });
    const wrong = await postWebhook(forged, sign(forged, 'whsec_not_ours_at_all_000000'));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      statusCode: 400,
      code: 'STRIPE.WEBHOOK_INVALID',
      message: 'La notificación de Stripe no es válida.',
    });
    const tampered = await postWebhook(forged, sign(JSON.stringify(event), WEBHOOK_SECRET));
    expect(tampered.status).toBe(400);
    const none = await postWebhook(forged);
    expect(none.body).toMatchObject({ statusCode: 400, code: 'STRIPE.WEBHOOK_INVALID' });
    expect(await balance(client)).toBe(0);

    const swept = await internal('wallet', 'POST', '/internal/stripe/sweep');
    expect(swept.status).toBe(200);
    expect(await balance(client)).toBe(77_700);
    // The same event, now signed as Stripe signs it, and the sweep again: still once.
    const body = JSON.stringify(event);
    expect((await postWebhook(body, sign(body, WEBHOOK_SECRET))).status).toBe(200);
    expect((await internal('wallet', 'POST', '/internal/stripe/sweep')).status).toBe(200);
    expect(await balance(client)).toBe(77_700);
    expect((await movements(client)).map((m) => [m._id, m.amount_centavos, m.status])).toEqual([
      [dropped.transaction.id, 77_700, true],
    ]);
  });
});

describe('prepaid OXXO: a voucher credited once when paid, never when expired', () => {
  it('validates the amount against OXXO limits, in Spanish', async () => {
    const client = await freshClient();
    const low = await api('POST', '/prepaid/oxxo', { token: client.token, body: { amount: 9.99 } });
    expect(low.status).toBe(400);
    expect(JSON.stringify(low.body)).toContain('El monto mínimo para pagar en OXXO es de $10.00 MXN.');
    const high = await api('POST', '/prepaid/oxxo', { token: client.token, body: { amount: 10_000.01 } });
    expect(high.status).toBe(400);
    expect(JSON.stringify(high.body)).toContain('El monto máximo para pagar en OXXO es de $10,000.00 MXN.');
  });

  it('makes one voucher per Idempotency-Key, e-mails it, shows it only to its owner, and credits it once', async () => {
    const client = await freshClient();
    const key = `oxxo-${client.id}`;
    const v = await voucher(client, 150.5, key);
    expect(v).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      reference: expect.stringMatching(/^\d{18}$/),
      barcode: v.reference,
      amount: 150.5,
      expires_at: expect.any(String),
    });
    const days = (Date.parse(v.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2);
    expect(days).toBeLessThan(4);
    expect(await voucher(client, 150.5, key)).toEqual(v);
    const reused = await api('POST', '/prepaid/oxxo', {
      token: client.token,
      body: { amount: 99 },
      headers: { 'idempotency-key': key },
    });
    expect(reused.body).toMatchObject({ statusCode: 422, code: 'OXXO.IDEMPOTENCY_KEY_REUSED' });

    expect(await movements(client)).toEqual([
      expect.objectContaining({
        _id: v.id,
        type: 'Abono',
        amount_centavos: 15_050,
        status: false,
        source: 'oxxo',
      }),
    ]);
    const shown = await api('GET', `/prepaid/oxxo/${v.reference}`, { token: client.token });
    expect(shown.body).toMatchObject({
      reference: v.reference,
      barcode: v.reference,
      amount: 150.5,
      status: 'pending',
    });
    const other = await freshClient();
    expect((await api('GET', `/prepaid/oxxo/${v.reference}`, { token: other.token })).body).toMatchObject({
      statusCode: 404,
      code: 'OXXO.NOT_FOUND',
    });
    const staff = await demoSession('superadmin');
    expect((await api('GET', `/prepaid/oxxo/${v.reference}`, { token: staff.token })).status).toBe(200);

    const mail = await waitForMail(client.email, /OXXO/);
    expect(mail.text).toContain(v.reference);
    expect(mail.text).toContain('150.50');
    expect(mail.text).toContain(`/shipping/cash_barcode?references=${v.reference}`);

    await sandbox('webhooks/mode', { mode: 'duplicate', user: client.id });
    const paid = await sandbox<{ event: string }>('oxxo/pay', { number: v.reference });
    await delivered(client.id, paid.event, 2);
    expect(await balance(client)).toBe(15_050);
    expect(await voucherStatus(client, v.reference)).toBe('paid');
    expect(await movements(client)).toEqual([
      expect.objectContaining({ _id: v.id, amount_centavos: 15_050, status: true, source: 'oxxo' }),
    ]);
  });

  it('marks an expired voucher so and credits nothing when it is paid after its expiry', async () => {
    const client = await freshClient();
    const v = await voucher(client, 300);
    const expired = await sandbox<{ event: string }>('oxxo/expire', { number: v.reference });
    await delivered(client.id, expired.event);
    expect(await voucherStatus(client, v.reference)).toBe('expired');
    const [line] = await movements(client);
    expect(line).toMatchObject({ _id: v.id, status: false, amount_centavos: 30_000 });
    expect(line.reason).toContain('vencida');

    const late = await sandbox<{ event: string }>('oxxo/pay', { number: v.reference });
    await delivered(client.id, late.event);
    expect(await voucherStatus(client, v.reference)).toBe('review');
    expect(await balance(client)).toBe(0);
  });

  it('holds a payment of another amount for review, credits nothing', async () => {
    const client = await freshClient();
    const v = await voucher(client, 200);
    const paid = await sandbox<{ event: string }>('oxxo/pay', { number: v.reference, amount: 19_000 });
    await delivered(client.id, paid.event);
    expect(await voucherStatus(client, v.reference)).toBe('review');
    expect(await balance(client)).toBe(0);
    expect((await movements(client)).map((m) => m.status)).toEqual([false]);
  });

  it('credits a payment delivered before the expiry that preceded it, and the late expiry changes nothing', async () => {
    const client = await freshClient();
    const v = await voucher(client, 450.25);
    await sandbox('webhooks/mode', { mode: 'hold', user: client.id });
    const expired = await sandbox<{ event: string }>('oxxo/expire', { number: v.reference });
    const paid = await sandbox<{ event: string }>('oxxo/pay', { number: v.reference });
    await sandbox('webhooks/release', { user: client.id });
    await delivered(client.id, paid.event);
    await delivered(client.id, expired.event);
    expect(await voucherStatus(client, v.reference)).toBe('paid');
    expect(await balance(client)).toBe(45_025);
  });
});

describe('FundsReceived: every money in, by PayPal, SPEI or OXXO, once', () => {
  let wallets: TopicListener;
  beforeAll(async () => {
    wallets = await new TopicListener(Topics.wallet).start();
  });
  afterAll(() => wallets.stop());

  const received = (user: string) =>
    wallets.messages
      .map((m) => JSON.parse(m.value ?? '{}') as { type: string; data: Record<string, unknown> })
      .filter((e) => e.type === 'FundsReceived' && e.data.user === user)
      .map((e) => e.data);

  /** The local PayPal sandbox's buyer shortcut (what its approval page does). */
  async function approve(approveUrl: string) {
    const url = new URL(approveUrl);
    const r = await fetch(`${url.origin}/sandbox/orders/${url.searchParams.get('token')}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approve' }),
    });
    expect(r.status).toBeLessThan(300);
  }

  it('announces a card top-up, a card payment of shipments, a SPEI transfer and an OXXO payment', async () => {
    const client = await freshClient();
    // PayPal top-up.
    const created = await api('POST', '/prepaid', {
      token: client.token,
      body: { user: client.id, amount: 100 },
    });
    const link = await api('GET', `/prepaid/v2/link/${created.body.id}`, { token: client.token });
    await approve(link.body.approve_url);
    expect(
      (await api('GET', `/prepaid/v2/capture-order/${link.body.id}`, { token: client.token })).status,
    ).toBe(200);
    // PayPal payment of a shipment.
    const [shipment] = await createShipments(client, 1);
    const pay = await api('POST', `/payments/${shipment._id}?email=x@example.mx`, { token: client.token });
    await approve(pay.body.url);
    expect(
      (await api('GET', `/paypal/v2/capture-order/${pay.body.id}`, { token: client.token })).status,
    ).toBe(200);
    // SPEI, delivered twice.
    await sandbox('webhooks/mode', { mode: 'duplicate', user: client.id });
    const spei = await sandbox<{ transaction: { id: string }; event: string }>('spei_transfers', {
      clabe: await clabeOf(client),
      amount: 20_000,
    });
    await delivered(client.id, spei.event, 2);
    // OXXO.
    const v = await voucher(client, 30);
    const paid = await sandbox<{ event: string }>('oxxo/pay', { number: v.reference });
    await delivered(client.id, paid.event, 2);

    const funds = await eventually(
      async () => {
        const got = received(client.id);
        return got.length >= 4 ? got : undefined;
      },
      { timeoutMs: 20_000, what: 'four FundsReceived' },
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(received(client.id)).toHaveLength(4);
    const by = (method: string, purpose: string) =>
      funds.find((f) => f.method === method && f.purpose === purpose);
    expect(by('paypal', 'top-up')).toMatchObject({
      paymentId: link.body.id,
      amountCentavos: 10_000,
      lines: [{ shipmentId: null, amountCentavos: 10_000, description: 'Recarga de saldo con tarjeta' }],
    });
    const card = by('paypal', 'shipments')!;
    expect(card).toMatchObject({ paymentId: pay.body.id, lines: [{ shipmentId: shipment._id }] });
    expect(card.amountCentavos).toBe((card.lines as { amountCentavos: number }[])[0].amountCentavos);
    expect(by('spei', 'top-up')).toMatchObject({
      paymentId: spei.transaction.id,
      providerReference: spei.transaction.id,
      amountCentavos: 20_000,
    });
    expect(by('oxxo', 'top-up')).toMatchObject({ paymentId: v.id, amountCentavos: 3_000 });
    expect(String(by('oxxo', 'top-up')!.providerReference)).toMatch(/^pi_/);
  });
});
