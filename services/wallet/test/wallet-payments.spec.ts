import { GuideFailed, Topics, WalletRoutes } from '@envios/contracts';
import { callRoute, eventually, publishEvents, TopicListener, type ServiceProcess } from '@envios/testing';
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
  beforeAll(async () => {
    // A lease long enough for 1,000 payments queued on one wallet.
    wallet = await startWallet(await walletOverrides({ PAYMENT_LEASE_MS: '120000' }));
    listener = await new TopicListener(Topics.wallet).start();
  });
  afterAll(async () => {
    await listener?.stop();
    await wallet?.stop();
  });

  it('lets exactly 300 of 1,000 concurrent payments through a balance that covers 300, never below zero', async () => {
    const owner = newId();
    const caller = { id: owner, role: 'client' as const };
    const ids = await createShipments(wallet.url, owner, 1_000, 10_000);
    await credit(wallet.url, owner, 300 * 100);

    const results = await Promise.all(
      ids.map((id) =>
        callRoute(wallet.url, WalletRoutes.payWithWallet, { body: { user: owner, shipments: [id] } }, caller),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(300);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.code === 'WALLET.INSUFFICIENT_BALANCE')).toBe(
      true,
    );
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
    expect(payments).toHaveLength(300);
    const paidIds = new Set(ok.flatMap((r) => r.body.paid as string[]));
    expect(new Set(payments.map((l) => l.shipment!._id))).toEqual(paidIds);

    // One ShipmentPaid per paid shipment, none for the others.
    const all = new Set(ids);
    await new Promise((r) => setTimeout(r, 3_000));
    const events = paidEvents(listener, all);
    expect(events.size).toBe(300);
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
    expect([a, b].find((r) => r.status === 409)!.body.code).toBe('PAYMENT.ALREADY_PAID');
    const again = await callRoute(wallet.url, WalletRoutes.payWithWallet, { body }, caller);
    expect(again.body).toMatchObject({ statusCode: 409, code: 'PAYMENT.ALREADY_PAID' });
    const balance = await callRoute(wallet.url, WalletRoutes.balance, { params: { userId: owner } }, caller);
    expect(balance.body.total_centavos).toBe(100_000 - 12_345);
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

    const caller = { id: owner, role: 'user' as const };
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
});
