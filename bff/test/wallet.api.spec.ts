import { AccountSettingsChanged } from '@envios/contracts';
import {
  api,
  createUser,
  demoSession,
  eventually,
  publishEvents,
  signIn,
  type Session,
} from '@envios/testing';
import { createShipments } from './shipment-helpers';

jest.setTimeout(120_000);

/** The local PayPal sandbox's own buyer shortcut (what its approval page does), from an approve link. */
async function approve(approveUrl: string, outcome: 'approve' | 'decline' | 'capture-failure' = 'approve') {
  const url = new URL(approveUrl);
  const token = url.searchParams.get('token')!;
  const r = await fetch(`${url.origin}/sandbox/orders/${token}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  expect(r.status).toBeLessThan(300);
}

async function balance(session: Session, userId = session.id): Promise<number> {
  const r = await api('GET', `/prepaid/getTotalAmount/${userId}`, { token: session.token });
  expect(r.status).toBe(200);
  return r.body.total_centavos as number;
}

async function movements(session: Session, userId = session.id) {
  const r = await api('GET', `/prepaid?user=${userId}`, { token: session.token });
  expect(r.status).toBe(200);
  return r.body.docs as {
    _id: string;
    type: string;
    amount_centavos: number;
    status: boolean;
    numberOfOrder: string | null;
    reason: string | null;
    created_by: string | null;
  }[];
}

/** A fresh client account with its own wallet. */
async function freshClient(): Promise<Session> {
  const u = await createUser({ rol: 'client' });
  return signIn(u.email, u.password);
}

async function topUp(session: Session, amount: number) {
  const created = await api('POST', '/prepaid', { token: session.token, body: { user: session.id, amount } });
  expect(created.status).toBe(201);
  const link = await api('GET', `/prepaid/v2/link/${created.body.id}`, { token: session.token });
  expect(link.status).toBe(200);
  return {
    id: created.body.id as string,
    order: link.body.id as string,
    approveUrl: link.body.approve_url as string,
  };
}

describe('wallet: who may do what', () => {
  it('hides wallets from helpdesk, top-ups from user and sales, and staff credits from clients', async () => {
    const helpdesk = await demoSession('helpdesk');
    const user = await demoSession('user');
    const client = await demoSession('client');
    expect(
      (await api('GET', `/prepaid/getTotalAmount/${helpdesk.id}`, { token: helpdesk.token })).status,
    ).toBe(403);
    expect(
      (await api('POST', '/prepaid', { token: user.token, body: { user: user.id, amount: 10 } })).status,
    ).toBe(403);
    const credit = await api('POST', '/prepaid/createPrepaid', {
      token: client.token,
      body: { userId: client.id, cantidadAbonar: 100 },
    });
    expect(credit.body).toMatchObject({ statusCode: 403, code: 'AUTH.FORBIDDEN' });
  });

  it("refuses another account's wallet, and someone else's top-up", async () => {
    const a = await freshClient();
    const b = await freshClient();
    expect((await api('GET', `/prepaid?user=${b.id}`, { token: a.token })).status).toBe(403);
    expect((await api('GET', `/prepaid/getTotalAmount/${b.id}`, { token: a.token })).status).toBe(403);
    expect((await api('POST', '/prepaid', { token: a.token, body: { user: b.id, amount: 10 } })).status).toBe(
      403,
    );
    const { id } = await topUp(b, 10);
    expect((await api('GET', `/prepaid/v2/link/${id}`, { token: a.token })).status).toBe(404);
    expect((await api('DELETE', `/prepaid/${id}`, { token: a.token })).status).toBe(404);
    expect((await api('GET', `/prepaid/v2/execute-prepaid/${id}`, { token: a.token })).status).toBe(404);
  });

  it.each([[-5], [0], [10.005], [1e9], ['100'], [null]])(
    'refuses the amount %p with a 400 and writes nothing',
    async (amount) => {
      const a = await freshClient();
      const r = await api('POST', '/prepaid', { token: a.token, body: { user: a.id, amount } });
      expect(r.body).toMatchObject({ statusCode: 400, code: 'REQUEST.VALIDATION_FAILED' });
      expect(await movements(a)).toEqual([]);
      const staff = await demoSession('superadmin');
      const c = await api('POST', '/prepaid/createPrepaid', {
        token: staff.token,
        body: { userId: a.id, cantidadAbonar: amount },
      });
      expect(c.status).toBe(400);
      expect(await balance(a)).toBe(0);
    },
  );

  it('records who credited whom, how much and why', async () => {
    const a = await freshClient();
    const staff = await demoSession('superadmin');
    const r = await api('POST', '/prepaid/createPrepaid', {
      token: staff.token,
      body: { userId: a.id, cantidadAbonar: 1234.56, reason: 'Bonificación por volumen' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      type: 'Abono',
      amount: 1234.56,
      amount_centavos: 123_456,
      status: true,
      source: 'staff',
    });
    expect(await balance(a)).toBe(123_456);
    expect((await movements(a))[0]).toMatchObject({
      reason: 'Bonificación por volumen',
      created_by: staff.id,
    });
  });

  it('answers the older PayPal flows with 410 naming the v2 flow', async () => {
    const client = await demoSession('client');
    for (const [method, path] of [
      ['GET', '/paypal/plus/link/abc'],
      ['POST', '/paypal/payment/execute'],
      ['POST', '/paypal/payment/many/execute'],
      ['GET', '/prepaid/getLinkPayPalPlus/abc'],
      ['POST', '/prepaid/paypalPaymentExecute'],
    ] as const) {
      const r = await api(method, path, { token: client.token, body: method === 'POST' ? {} : undefined });
      expect(r.body).toMatchObject({ statusCode: 410, code: 'PAYPAL.LEGACY_FLOW_GONE' });
      expect(r.body.message).toMatch(/v2/);
    }
  });
});

describe('wallet: top-up by card (PayPal sandbox)', () => {
  it('approve → capture → execute credits the wallet once; replays change nothing', async () => {
    const a = await freshClient();
    const { id, order, approveUrl } = await topUp(a, 250.5);
    expect((await movements(a))[0]).toMatchObject({
      _id: id,
      status: false,
      amount_centavos: 25_050,
      numberOfOrder: order,
    });
    // Asking for the link again gives the same order (PayPal-Request-Id).
    expect((await api('GET', `/prepaid/v2/link/${id}`, { token: a.token })).body.id).toBe(order);
    await approve(approveUrl);
    const captured = await api('GET', `/prepaid/v2/capture-order/${order}`, { token: a.token });
    expect(captured.body).toMatchObject({ id: order, status: 'COMPLETED', prepaid: id });
    expect((await api('GET', `/prepaid/v2/execute-prepaid/${id}`, { token: a.token })).body).toEqual({
      execute: true,
    });
    expect(await balance(a)).toBe(25_050);
    // Replays: capture again, execute again.
    expect((await api('GET', `/prepaid/v2/capture-order/${order}`, { token: a.token })).status).toBe(200);
    expect((await api('GET', `/prepaid/v2/execute-prepaid/${id}`, { token: a.token })).body).toEqual({
      execute: true,
    });
    await new Promise((r) => setTimeout(r, 1_500)); // the sandbox's webhooks arrive too
    expect(await balance(a)).toBe(25_050);
    const lines = await movements(a);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ _id: id, status: true, type: 'Abono' });
    // A paid top-up cannot be deleted.
    expect((await api('DELETE', `/prepaid/${id}`, { token: a.token })).body).toMatchObject({
      code: 'PREPAID.NOT_PENDING',
    });
  });

  it('a cancelled payment leaves a pending top-up that can be deleted', async () => {
    const a = await freshClient();
    const { id } = await topUp(a, 99);
    expect((await api('DELETE', `/prepaid/${id}`, { token: a.token })).body).toEqual({ deleted: true });
    expect(await movements(a)).toEqual([]);
  });

  it('a declined card answers INSTRUMENT_DECLINED; approving again with another card pays', async () => {
    const a = await freshClient();
    const { id, order, approveUrl } = await topUp(a, 75);
    await approve(approveUrl, 'decline');
    const declined = await api('GET', `/prepaid/v2/capture-order/${order}`, { token: a.token });
    expect(declined.body).toMatchObject({ statusCode: 422, code: 'PAYPAL.INSTRUMENT_DECLINED' });
    expect(await balance(a)).toBe(0);
    await approve(approveUrl, 'approve');
    expect((await api('GET', `/prepaid/v2/capture-order/${order}`, { token: a.token })).status).toBe(200);
    expect((await api('GET', `/prepaid/v2/execute-prepaid/${id}`, { token: a.token })).body).toEqual({
      execute: true,
    });
    expect(await balance(a)).toBe(7_500);
  });

  it('a capture that fails charges nothing and credits nothing', async () => {
    const a = await freshClient();
    const { id, order, approveUrl } = await topUp(a, 60);
    await approve(approveUrl, 'capture-failure');
    const failed = await api('GET', `/prepaid/v2/capture-order/${order}`, { token: a.token });
    expect(failed.status).toBe(422);
    expect((await api('GET', `/prepaid/v2/execute-prepaid/${id}`, { token: a.token })).body).toEqual({
      execute: false,
    });
    expect(await balance(a)).toBe(0);
  });

  it('ends paid when the buyer closes the browser right after approving (the sweep captures the approved order)', async () => {
    const a = await freshClient();
    const { id, approveUrl } = await topUp(a, 120);
    await approve(approveUrl);
    // Nobody calls capture: the wallet's sweep finds the approved order quiet and captures it.
    await eventually(async () => (await balance(a)) === 12_000 || undefined, {
      what: 'the credit',
      timeoutMs: 30_000,
    });
    expect((await api('GET', `/prepaid/v2/execute-prepaid/${id}`, { token: a.token })).body).toEqual({
      execute: true,
    });
  });

  it('refuses a forged webhook', async () => {
    const r = await api('POST', '/paypal/webhook', {
      body: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } },
      headers: { 'paypal-transmission-id': 'x', 'paypal-transmission-sig': 'bad' },
    });
    expect(r.body).toMatchObject({ statusCode: 400, code: 'PAYPAL.WEBHOOK_INVALID' });
  });
});

describe('payments of shipments', () => {
  it('pays two shipments from the wallet at their server price; amounts in the body are ignored; labels follow', async () => {
    const a = await freshClient();
    const staff = await demoSession('superadmin');
    await api('POST', '/prepaid/createPrepaid', {
      token: staff.token,
      body: { userId: a.id, cantidadAbonar: 5_000 },
    });
    const shipments = await createShipments(a, 2);
    const price = shipments.reduce((sum, s) => sum + Math.round(s.selected_service.total_amount * 100), 0);
    const r = await api('POST', '/payments/many/monedero', {
      token: a.token,
      body: { email: 'x@example.mx', user: a.id, shipments: shipments.map((s) => s._id), amount: 1 },
    });
    expect(r.body).toMatchObject({ message: 'ok', error: null, amount: price / 100 });
    expect(await balance(a)).toBe(500_000 - price);
    const guides = await api('POST', '/generate-guides-after-pay/many', {
      token: a.token,
      body: { email: 'x@example.mx', user: a.id, shipments: shipments.map((s) => s._id) },
    });
    expect(guides.body.execute).toBe(true);
    const again = await api('POST', '/payments/many/monedero', {
      token: a.token,
      body: { email: 'x@example.mx', user: a.id, shipments: [shipments[0]._id] },
    });
    expect(again.body).toMatchObject({ statusCode: 409, code: 'PAYMENT.ALREADY_PAID' });
  });

  it('refuses a wallet payment the balance does not cover, and charges nothing', async () => {
    const a = await freshClient();
    const shipments = await createShipments(a, 1);
    const r = await api('POST', '/payments/many/monedero', {
      token: a.token,
      body: { email: 'x@example.mx', user: a.id, shipments: [shipments[0]._id] },
    });
    expect(r.body).toMatchObject({ statusCode: 409, code: 'WALLET.INSUFFICIENT_BALANCE' });
    expect((await api('GET', `/payments/${shipments[0]._id}`, { token: a.token })).body.paid).toBe(false);
  });

  it('pays a shipment by card: link → approve → capture → its label', async () => {
    const a = await freshClient();
    const [s] = await createShipments(a, 1);
    const link = await api('POST', `/payments/${s._id}?email=x@example.mx`, { token: a.token });
    expect(link.status).toBe(200);
    await approve(link.body.url);
    const captured = await api('GET', `/paypal/v2/capture-order/${link.body.id}`, { token: a.token });
    expect(captured.body).toMatchObject({ status: 'COMPLETED', shipments: [s._id] });
    const guides = await api('GET', `/generate-guides-after-pay/${s._id}`, { token: a.token });
    expect(guides.body.execute).toBe(true);
    // No wallet movement: the card paid it.
    expect(await movements(a)).toEqual([]);
  });

  it('cancels a paid guide that has not moved and refunds it to the wallet once', async () => {
    const a = await freshClient();
    const staff = await demoSession('superadmin');
    await api('POST', '/prepaid/createPrepaid', {
      token: staff.token,
      body: { userId: a.id, cantidadAbonar: 1_000 },
    });
    const [s] = await createShipments(a, 1);
    await api('POST', '/payments/many/monedero', {
      token: a.token,
      body: { user: a.id, shipments: [s._id] },
    });
    await eventually(
      async () =>
        (await api('GET', `/shipments/status/guide/${s._id}`, { token: a.token })).body.data?.guide_state ===
          'generated' || undefined,
      { what: 'the label' },
    );
    const other = await freshClient();
    expect((await api('POST', `/shipments/${s._id}/cancel`, { token: other.token })).status).toBe(404);
    const cancelled = await api('POST', `/shipments/${s._id}/cancel`, { token: a.token });
    expect(cancelled.body).toMatchObject({ guide_state: 'cancelled' });
    const again = await api('POST', `/shipments/${s._id}/cancel`, { token: a.token });
    expect(again.body).toMatchObject({ statusCode: 409, code: 'GUIDE.NOT_CANCELLABLE' });
    await eventually(async () => (await balance(a)) === 100_000 || undefined, { what: 'the refund' });
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await movements(a)).filter((m) => m.type === 'Reembolso')).toHaveLength(1);
  });
});

describe('overweight charges: registered by staff, paid from the wallet, auto-pay', () => {
  // The shipments of shipment-helpers: 2 kg in 30 × 20 × 15 cm, Estafeta from 06700 to 64000.
  const measured = (weight: number) => [{ weight, depth: 30, width: 20, height: 15 }];
  const allEmails = {
    guideReady: true,
    paymentReceipt: true,
    topUpReceipt: true,
    refund: true,
    guideCancelled: true,
  };

  /** A paid shipment of `owner` with its label (credited `pesos` first, so it pays from the wallet). */
  async function paidShipment(owner: Session, pesos: number | 'exact') {
    const staff = await demoSession('superadmin');
    const [s] = await createShipments(owner, 1);
    const price = Math.round(s.selected_service.total_amount * 100);
    await api('POST', '/prepaid/createPrepaid', {
      token: staff.token,
      body: { userId: owner.id, cantidadAbonar: pesos === 'exact' ? price / 100 : pesos },
    });
    // The wallet learns of a new shipment from ShipmentCreated: wait for it on a busy machine.
    await eventually(
      async () =>
        (await api('GET', `/payments/${s._id}`, { token: owner.token })).status === 200 || undefined,
      { what: 'the shipment in the wallet' },
    );
    const paid = await api('POST', '/payments/many/monedero', {
      token: owner.token,
      body: { user: owner.id, shipments: [s._id] },
    });
    expect(paid.body.message).toBe('ok');
    const guide = await eventually(
      async () =>
        (await api('GET', `/shipments/status/guide/${s._id}`, { token: owner.token })).body.data
          ?.number_guide as string | undefined,
      { what: 'the label' },
    );
    return { id: s._id as string, guide };
  }

  /** Staff quote the measures, then register the overweight at the computed cost. */
  async function register(id: string, weight: number) {
    const staff = await demoSession('helpdesk');
    const quote = await api('POST', `/shipments/${id}/overweight/quote`, {
      token: staff.token,
      body: { measured_parcels: measured(weight) },
    });
    expect(quote.status).toBe(200);
    const saved = await api('PUT', `/shipments/${id}`, {
      token: staff.token,
      body: {
        overweight: quote.body.overweight,
        cost_overweight: quote.body.cost_overweight,
        measured_parcels: measured(weight),
      },
    });
    expect(saved.status).toBe(200);
    return quote.body as { overweight: number; cost_overweight: number; explanation: string; method: string };
  }

  const chargeLine = async (owner: Session, id: string) =>
    (await movements(owner)).filter((m) => m._id === `overweight-${id}`);

  async function settings(owner: Session, overweightAutopay: boolean) {
    await publishEvents(AccountSettingsChanged, [
      {
        key: owner.id,
        data: { userId: owner.id, emails: allEmails, overweightAutopay, changedAt: new Date().toISOString() },
      },
    ]);
  }

  it('register → pay from the wallet → the ledger line paid with the current text, the balance down by the charge, the shipment released', async () => {
    const a = await freshClient();
    const s = await paidShipment(a, 1_000);
    const helpdesk = await demoSession('helpdesk');

    // Only staff quote, from the rate card: 2 kg declared, 3.5 kg measured.
    const refused = await api('POST', `/shipments/${s.id}/overweight/quote`, {
      token: a.token,
      body: { measured_parcels: measured(3.5) },
    });
    expect(refused.status).toBe(403);
    const first = await register(s.id, 3.5);
    expect(first).toMatchObject({ overweight: 1.5, method: 'ratecard' });
    expect(first.cost_overweight).toBeGreaterThan(0);
    expect(first.explanation).toContain('zona 4, CDMX → NL');
    await eventually(async () => (await chargeLine(a, s.id))[0]?.reason?.includes('1.5 kg') || undefined, {
      what: 'the pending charge',
    });

    // Measured again, heavier (the card's next bracket): the line takes the new cost and overweight.
    const second = await register(s.id, 7);
    expect(second.overweight).toBe(5);
    expect(second.cost_overweight).toBeGreaterThan(first.cost_overweight);
    const cost = Math.round(second.cost_overweight * 100);
    const [pending] = await eventually(
      async () => {
        const line = await chargeLine(a, s.id);
        return line[0]?.amount_centavos === -cost ? line : undefined;
      },
      { what: 'the charge at its new cost' },
    );
    expect(pending).toMatchObject({
      type: 'Pago sobrepeso',
      status: false,
      reason: 'Sobrepeso de 5 kg registrado por la paquetería.',
    });
    const held = await api('GET', `/shipments/${s.id}`, { token: a.token });
    expect(held.body).toMatchObject({ overweight: 5, overweight_paid: false, overweight_hold: 'held' });
    const record = (await api('GET', `/overweight/user/${a.id}`, { token: a.token })).body.docs[0];
    expect(record.charge.explanation).toBe(second.explanation);

    // The customer cannot delete it: it is paid.
    const deleted = await api('DELETE', `/prepaid/overweight-${s.id}`, { token: a.token });
    expect(deleted.body).toMatchObject({
      statusCode: 409,
      code: 'PREPAID.CHARGE_NOT_DELETABLE',
      message: expect.stringContaining('Un cargo de sobrepeso no se puede eliminar'),
    });

    const before = await balance(a);
    const paid = await api('POST', `/payments/overweight/${s.id}/monedero`, { token: a.token });
    expect(paid.body).toMatchObject({ message: 'ok', paid: [s.id], amount: cost / 100 });
    expect(await balance(a)).toBe(before - cost);
    expect(await chargeLine(a, s.id)).toEqual([
      expect.objectContaining({
        status: true,
        amount_centavos: -cost,
        reason: 'Sobrepeso de 5 kg registrado por la paquetería.',
      }),
    ]);
    await eventually(
      async () => {
        const r = (await api('GET', `/shipments/${s.id}`, { token: a.token })).body;
        return r.overweight_paid && r.overweight_hold === 'released' ? true : undefined;
      },
      { what: 'the shipment released' },
    );
    const again = await api('POST', `/payments/overweight/${s.id}/monedero`, { token: a.token });
    expect(again.body).toMatchObject({ statusCode: 409, code: 'OVERWEIGHT.NOT_DUE' });
    expect(await balance(a)).toBe(before - cost);
    const gone = await api('DELETE', `/prepaid/overweight-${s.id}`, { token: a.token });
    expect(gone.body).toMatchObject({ statusCode: 409, code: 'PREPAID.NOT_PENDING' });
    // Staff register no change to a paid charge.
    const changed = await api('PUT', `/shipments/${s.id}`, {
      token: helpdesk.token,
      body: { overweight: 3, cost_overweight: 1 },
    });
    expect(changed.body).toMatchObject({ statusCode: 409, code: 'OVERWEIGHT.PAID' });
  });

  it('refuses a charge the balance does not cover, charging nothing; with auto-pay on, the next credit pays it', async () => {
    const a = await freshClient();
    const s = await paidShipment(a, 'exact');
    const { cost_overweight } = await register(s.id, 4.5);
    const cost = Math.round(cost_overweight * 100);
    await eventually(async () => (await chargeLine(a, s.id))[0] || undefined, { what: 'the charge' });
    const refused = await api('POST', `/payments/overweight/${s.id}/monedero`, { token: a.token });
    expect(refused.body).toMatchObject({
      statusCode: 409,
      code: 'WALLET.INSUFFICIENT_BALANCE',
      message: expect.stringContaining('recarga saldo'),
    });
    expect(await balance(a)).toBe(0);
    expect((await chargeLine(a, s.id))[0].status).toBe(false);

    await settings(a, true);
    const staff = await demoSession('superadmin');
    await api('POST', '/prepaid/createPrepaid', {
      token: staff.token,
      body: { userId: a.id, cantidadAbonar: 500, reason: 'Saldo para el sobrepeso' },
    });
    await eventually(async () => (await chargeLine(a, s.id))[0]?.status || undefined, {
      what: 'the charge paid by auto-pay',
    });
    expect(await balance(a)).toBe(50_000 - cost);
  });

  it('with auto-pay on, a new charge is paid at once when the balance covers it', async () => {
    const a = await freshClient();
    await settings(a, true);
    const s = await paidShipment(a, 1_000);
    const before = await balance(a);
    const { cost_overweight } = await register(s.id, 4.5);
    const cost = Math.round(cost_overweight * 100);
    const [line] = await eventually(
      async () => {
        const found = await chargeLine(a, s.id);
        return found[0]?.status ? found : undefined;
      },
      { what: 'the charge paid by auto-pay' },
    );
    expect(line).toMatchObject({
      amount_centavos: -cost,
      reason: expect.stringContaining('automáticamente'),
    });
    expect(await balance(a)).toBe(before - cost);
    await eventually(
      async () =>
        (await api('GET', `/shipments/${s.id}`, { token: a.token })).body.overweight_hold === 'released' ||
        undefined,
      { what: 'the shipment released' },
    );
  });
});
