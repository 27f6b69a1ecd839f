import {
  AccountSettingsChanged,
  GuideFailed,
  OverweightRegistered,
  Topics,
  WalletRoutes,
} from '@envios/contracts';
import {
  callRoute,
  eventually,
  mongoDb,
  publishEvents,
  TopicListener,
  type ServiceProcess,
} from '@envios/testing';
import { createShipments, credit, newId, startWallet, walletOverrides } from './wallet-support';

jest.setTimeout(300_000);

interface Envelope {
  id: string;
  type: string;
  key: string;
}

/** ShipmentPaid events of these shipments on the wallet topic, one per event id (delivery is at least once). */
function paidEvents(listener: TopicListener, ids: Set<string>): Map<string, string> {
  const events = new Map<string, string>();
  for (const m of listener.messages) {
    let e: Envelope;
    try {
      e = JSON.parse(m.value ?? '') as Envelope;
    } catch {
      continue;
    }
    if (e.type === 'ShipmentPaid' && ids.has(e.key)) events.set(e.id, e.key);
  }
  return events;
}

describe('wallet payments', () => {
  let wallet: ServiceProcess;
  let listener: TopicListener;
  let database: string;
  beforeAll(async () => {
    // A lease long enough for 150 payments queued on one wallet.
    const overrides = await walletOverrides({ PAYMENT_LEASE_MS: '120000' });
    database = new URL(overrides.MONGO_URL).pathname.slice(1);
    wallet = await startWallet(overrides);
    listener = await new TopicListener(Topics.wallet).start();
  });
  afterAll(async () => {
    await listener?.stop();
    await wallet?.stop();
  });

  it('lets exactly 45 of 150 concurrent payments through a balance that covers 45, never below zero', async () => {
    const owner = newId();
    const caller = { id: owner, role: 'client' as const };
    const ids = await createShipments(wallet.url, owner, 150, 10_000);
    await credit(wallet.url, owner, 45 * 100);

    const results = await Promise.all(
      ids.map((id) =>
        callRoute(wallet.url, WalletRoutes.payWithWallet, { body: { user: owner, shipments: [id] } }, caller),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(45);
    const refused = results.filter((r) => r.status !== 200);
    expect([...new Set(refused.map((r) => `${r.status} ${r.body.code} ${r.body.message}`))]).toEqual([
      `409 WALLET.INSUFFICIENT_BALANCE ${refused[0].body.message}`,
    ]);
    expect(ok.every((r) => r.body.balance >= 0)).toBe(true);

    const balance = await callRoute(wallet.url, WalletRoutes.balance, { params: { userId: owner } }, caller);
    expect(balance.body).toEqual({ total_amount: 0, total_centavos: 0 });
    const ledger = await callRoute(wallet.url, WalletRoutes.movements, { query: { user: owner } }, caller);
    const lines = ledger.body.docs as {
      type: string;
      amount_centavos: number;
      status: boolean;
      shipment: { _id: string } | null;
    }[];
    expect(lines.filter((l) => l.status).reduce((sum, l) => sum + l.amount_centavos, 0)).toBe(0);
    const payments = lines.filter((l) => l.type === 'Pago de guía');
    expect(payments).toHaveLength(45);
    const paidIds = new Set(ok.flatMap((r) => r.body.paid as string[]));
    expect(new Set(payments.map((l) => l.shipment!._id))).toEqual(paidIds);

    // One ShipmentPaid per paid shipment, none for the others.
    const all = new Set(ids);
    await new Promise((r) => setTimeout(r, 3_000));
    const events = paidEvents(listener, all);
    expect(events.size).toBe(45);
    expect(new Set(events.values())).toEqual(paidIds);
  });

  it('charges a shipment once when the same payment is sent twice at once, and refuses it afterwards', async () => {
    const owner = newId();
    const caller = { id: owner, role: 'user' as const };
    const [id] = await createShipments(wallet.url, owner, 1, 12_345);
    await credit(wallet.url, owner, 1_000);
    const body = { user: owner, shipments: [id] };
    const [a, b] = await Promise.all([
      callRoute(wallet.url, WalletRoutes.payWithWallet, { body }, caller),
      callRoute(wallet.url, WalletRoutes.payWithWallet, { body }, caller),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // Refused while the other held it, or once it had paid it.
    expect(['PAYMENT.IN_PROGRESS', 'PAYMENT.ALREADY_PAID']).toContain(
      [a, b].find((r) => r.status === 409)!.body.code,
    );
    const again = await callRoute(wallet.url, WalletRoutes.payWithWallet, { body }, caller);
    expect(again.body).toMatchObject({ statusCode: 409, code: 'PAYMENT.ALREADY_PAID' });
    const balance = await callRoute(wallet.url, WalletRoutes.balance, { params: { userId: owner } }, caller);
    expect(balance.body.total_centavos).toBe(100_000 - 12_345);
  });

  it('answers PAYMENT.IN_PROGRESS while a claim holds a shipment, and settles a claim left by a dead payment', async () => {
    const owner = newId();
    const caller = { id: owner, role: 'client' as const };
    const [held, charged] = await createShipments(wallet.url, owner, 2, 5_000);
    await credit(wallet.url, owner, 200);
    const payables = (await mongoDb(database)).collection<{ _id: string }>('payables');
    const pay = (id: string) =>
      callRoute(wallet.url, WalletRoutes.payWithWallet, { body: { user: owner, shipments: [id] } }, caller);
    const paid = async (id: string) =>
      (await callRoute(wallet.url, WalletRoutes.payable, { params: { id } }, caller)).body.paid as boolean;

    // A payment that claimed the shipment (for 3 s) and died before its debit.
    const leaseUntil = new Date(Date.now() + 3_000);
    await payables.updateOne(
      { _id: held },
      { $set: { state: 'paying', paymentId: 'dead-payment', payer: owner, method: 'wallet', leaseUntil } },
    );
    expect(await paid(held)).toBe(false);
    const busy = await pay(held);
    expect(busy.body).toMatchObject({
      statusCode: 409,
      code: 'PAYMENT.IN_PROGRESS',
      message: 'El pago de este envío está en curso; intenta de nuevo en unos segundos. No se cobró nada.',
    });
    const retryAfter = Number(
      (busy.body.details as { path: string; message: string }[]).find((d) => d.path === 'retryAfterSeconds')
        ?.message,
    );
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3);
    expect(busy.headers.get('retry-after')).toBe(String(retryAfter));
    // Once its lease has run out, the retry settles the claim (no debit: given back) and pays.
    await new Promise((r) => setTimeout(r, leaseUntil.getTime() - Date.now() + 100));
    expect((await pay(held)).status).toBe(200);
    expect(await paid(held)).toBe(true);
    expect((await pay(held)).body).toMatchObject({ statusCode: 409, code: 'PAYMENT.ALREADY_PAID' });

    // A payment that debited and died before marking its shipment paid: charged, so paid.
    expect((await pay(charged)).status).toBe(200);
    await payables.updateOne(
      { _id: charged },
      { $set: { state: 'paying', leaseUntil: new Date(Date.now() - 1_000) } },
    );
    expect(await paid(charged)).toBe(true);
    expect((await pay(charged)).body).toMatchObject({ statusCode: 409, code: 'PAYMENT.ALREADY_PAID' });
    const balance = await callRoute(wallet.url, WalletRoutes.balance, { params: { userId: owner } }, caller);
    expect(balance.body.total_centavos).toBe(20_000 - 2 * 5_000);
  });

  it("refuses someone else's shipment or wallet, and ignores amounts in the body", async () => {
    const owner = newId();
    const stranger = { id: newId(), role: 'user' as const };
    const [id] = await createShipments(wallet.url, owner, 1, 5_000);
    await credit(wallet.url, owner, 100);
    await credit(wallet.url, stranger.id, 100);
    const foreign = await callRoute(
      wallet.url,
      WalletRoutes.payWithWallet,
      { body: { user: stranger.id, shipments: [id] } },
      stranger,
    );
    expect(foreign.body).toMatchObject({ statusCode: 404, code: 'SHIPMENT.NOT_FOUND' });
    const otherWallet = await callRoute(
      wallet.url,
      WalletRoutes.payWithWallet,
      { body: { user: owner, shipments: [id] } },
      stranger,
    );
    expect(otherWallet.body).toMatchObject({ statusCode: 403 });
    const ledger = await callRoute(wallet.url, WalletRoutes.movements, { query: { user: owner } }, stranger);
    expect(ledger.status).toBe(403);

    // A client (an Operativo is answered without amounts) paying its own.
    const caller = { id: owner, role: 'client' as const };
    const paid = await callRoute(
      wallet.url,
      WalletRoutes.payWithWallet,
      { body: { user: owner, shipments: [id], amount: 1, total_amount: 0.01 } },
      caller,
    );
    expect(paid.body).toMatchObject({ message: 'ok', amount: 50, balance: 50 });
  });

  it('refunds a failed label once, however often GuideFailed arrives', async () => {
    const owner = newId();
    const caller = { id: owner, role: 'user' as const };
    const [id] = await createShipments(wallet.url, owner, 1, 7_000);
    await credit(wallet.url, owner, 100);
    expect(
      (
        await callRoute(
          wallet.url,
          WalletRoutes.payWithWallet,
          { body: { user: owner, shipments: [id] } },
          caller,
        )
      ).status,
    ).toBe(200);
    const failed = {
      key: id,
      data: { shipmentId: id, owner, carrier: 'ESTAFETA' as const, reason: 'x', attempts: 3 },
    };
    await publishEvents(GuideFailed, [failed, failed]);
    await publishEvents(GuideFailed, [failed]);
    const ledger = await eventually(
      async () => {
        const r = await callRoute(wallet.url, WalletRoutes.movements, { query: { user: owner } }, caller);
        return r.body.docs.some((l: { type: string }) => l.type === 'Reembolso') ? r.body.docs : undefined;
      },
      { what: 'the refund' },
    );
    await new Promise((r) => setTimeout(r, 2_000));
    const after = await callRoute(wallet.url, WalletRoutes.movements, { query: { user: owner } }, caller);
    expect(after.body.docs.filter((l: { type: string }) => l.type === 'Reembolso')).toHaveLength(1);
    expect(ledger.find((l: { type: string }) => l.type === 'Reembolso')).toMatchObject({
      amount_centavos: 7_000,
      status: true,
      shipment: { _id: id },
    });
    const balance = await callRoute(wallet.url, WalletRoutes.balance, { params: { userId: owner } }, caller);
    expect(balance.body.total_centavos).toBe(10_000);
  });
  describe('overweight charges', () => {
    const emails = {
      guideReady: true,
      paymentReceipt: true,
      topUpReceipt: true,
      refund: true,
      guideCancelled: true,
    };
    const settings = (userId: string, overweightAutopay: boolean, changedAt: Date) =>
      publishEvents(AccountSettingsChanged, [
        { key: userId, data: { userId, emails, overweightAutopay, changedAt: changedAt.toISOString() } },
      ]);
    const registered = (shipmentId: string, owner: string, overweightKg: number, costCentavos: number) =>
      publishEvents(OverweightRegistered, [
        {
          key: shipmentId,
          data: {
            shipmentId,
            owner,
            overweightKg,
            costCentavos,
            registeredBy: newId(),
            numberGuide: null,
            carrier: 'ESTAFETA' as const,
            serviceName: 'Terrestre',
            declared: { parcels: [{ weight: 2, height: 15, width: 20, depth: 30 }], billedKg: 2 },
            measured: null,
          },
        },
      ]);

    /** A shipment of a fresh owner's, paid from its wallet credited `pesos` (its price: $100.00). */
    async function paidShipment(pesos: number) {
      const owner = newId();
      const caller = { id: owner, role: 'client' as const };
      const [id] = await createShipments(wallet.url, owner, 1, 10_000);
      await credit(wallet.url, owner, pesos);
      const paid = await callRoute(
        wallet.url,
        WalletRoutes.payWithWallet,
        { body: { user: owner, shipments: [id] } },
        caller,
      );
      expect(paid.status).toBe(200);
      return { owner, caller, id };
    }
    const lineOf = async (caller: { id: string; role: 'client' }, id: string) =>
      (
        await callRoute(wallet.url, WalletRoutes.movements, { query: { user: caller.id } }, caller)
      ).body.docs.find((l: { _id: string }) => l._id === `overweight-${id}`);
    const balanceOf = async (caller: { id: string; role: 'client' }) =>
      (await callRoute(wallet.url, WalletRoutes.balance, { params: { userId: caller.id } }, caller)).body
        .total_centavos as number;
    const charged = (id: string) =>
      listener.messages.filter((m) => {
        const e = JSON.parse(m.value ?? '{}') as Envelope;
        return e.type === 'OverweightCharged' && e.key === id;
      });

    it('keeps the line at the latest charge, and pays it once when the customer and auto-pay race for it', async () => {
      const { owner, caller, id } = await paidShipment(1_000);
      await registered(id, owner, 1.5, 5_000);
      await registered(id, owner, 2.5, 8_000);
      const pending = await eventually(
        async () => {
          const line = await lineOf(caller, id);
          return line?.amount_centavos === -8_000 ? line : undefined;
        },
        { what: 'the charge at its latest cost' },
      );
      expect(pending).toMatchObject({
        type: 'Pago sobrepeso',
        status: false,
        reason: 'Sobrepeso de 2.5 kg registrado por la paquetería.',
      });
      const refused = await callRoute(
        wallet.url,
        WalletRoutes.deleteTopUp,
        { params: { id: pending._id } },
        caller,
      );
      expect(refused.body).toMatchObject({ statusCode: 409, code: 'PREPAID.CHARGE_NOT_DELETABLE' });

      // Auto-pay turned on while the customer presses 'Pagar' five times.
      const [, ...pays] = await Promise.all([
        settings(owner, true, new Date()),
        ...Array.from({ length: 5 }, () =>
          callRoute(wallet.url, WalletRoutes.payOverweight, { params: { id } }, caller),
        ),
      ]);
      expect(pays.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
      expect(pays.every((r) => r.status === 200 || r.body.code === 'OVERWEIGHT.NOT_DUE')).toBe(true);
      await eventually(async () => (await lineOf(caller, id))?.status || undefined, {
        what: 'the charge paid',
      });
      await new Promise((r) => setTimeout(r, 2_000));
      expect(await balanceOf(caller)).toBe(100_000 - 10_000 - 8_000);
      expect(new Set(charged(id).map((m) => JSON.parse(m.value!).id)).size).toBe(1);
    });

    it('with auto-pay on, a credit pays the charges it covers; an older change of settings arriving late changes nothing', async () => {
      const { owner, caller, id } = await paidShipment(100);
      const now = Date.now();
      await settings(owner, true, new Date(now));
      await settings(owner, false, new Date(now - 60_000));
      await registered(id, owner, 1, 3_000);
      await eventually(async () => (await lineOf(caller, id)) || undefined, { what: 'the charge' });
      // Nothing left in the wallet: it waits.
      await new Promise((r) => setTimeout(r, 1_000));
      expect((await lineOf(caller, id)).status).toBe(false);
      const refused = await callRoute(wallet.url, WalletRoutes.payOverweight, { params: { id } }, caller);
      expect(refused.body).toMatchObject({ statusCode: 409, code: 'WALLET.INSUFFICIENT_BALANCE' });

      await credit(wallet.url, owner, 50);
      // Paid once both settings arrived (in order: the older one is ignored, or nothing would pay it).
      const paid = await eventually(
        async () => ((await lineOf(caller, id))?.status ? lineOf(caller, id) : undefined),
        {
          what: 'the charge paid by auto-pay',
        },
      );
      expect(paid).toMatchObject({ status: true, amount_centavos: -3_000 });
      expect(paid.reason).toContain('Pagado automáticamente');
      expect(await balanceOf(caller)).toBe(2_000);
    });
  });
});
