import { Topics, WalletRoutes } from '@envios/contracts';
import { callRoute, eventually, TopicListener, type ServiceProcess } from '@envios/testing';
import { createShipments, credit, newId, startWallet, walletOverrides } from './wallet-support';

jest.setTimeout(300_000);

const PAYMENTS = 100;
const PRICE = 1_000;

/**
 * The wallet is killed (SIGKILL) in the middle of a stream of 100 wallet payments and started again:
 * once its sweep has run, every payment is either paid, with its debit and exactly one ShipmentPaid,
 * or not paid, with neither.
 */
describe('wallet payments across a crash', () => {
  let overrides: Record<string, string>;
  let wallet: ServiceProcess;
  let listener: TopicListener;
  beforeAll(async () => {
    // A short lease, so the sweep settles interrupted payments within the test.
    overrides = await walletOverrides({ PAYMENT_LEASE_MS: '6000' });
    wallet = await startWallet(overrides);
    listener = await new TopicListener(Topics.wallet).start();
  });
  afterAll(async () => {
    await listener?.stop();
    await wallet?.stop();
  });

  it('ends every payment paid once or not at all', async () => {
    const owner = newId();
    const caller = { id: owner, role: 'client' as const };
    const ids = await createShipments(wallet.url, owner, PAYMENTS, PRICE);
    await credit(wallet.url, owner, (PAYMENTS * PRICE) / 100);

    let done = 0;
    const url = wallet.url;
    const pay = async (id: string) => {
      const r = await callRoute(
        url,
        WalletRoutes.payWithWallet,
        { body: { user: owner, shipments: [id] } },
        caller,
      ).catch(() => null);
      done++;
      return r;
    };
    // Ten at a time; the process dies once a quarter of them have answered.
    const queue = [...ids];
    const workers = Array.from({ length: 10 }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) await pay(id);
    });
    await eventually(() => done >= PAYMENTS / 4 || undefined, { intervalMs: 5, timeoutMs: 120_000 });
    await wallet.stop('SIGKILL');
    await Promise.all(workers);

    wallet = await startWallet(overrides);
    // Settled: nothing holds a shipment any more (the sweep ran after the lease ran out).
    const states = await eventually(
      async () => {
        const all = await Promise.all(
          ids.map(
            async (id) =>
              (await callRoute(wallet.url, WalletRoutes.payable, { params: { id } }, caller)).body,
          ),
        );
        return all.every((p) => typeof p.paid === 'boolean') ? all : undefined;
      },
      { what: 'every payable readable', timeoutMs: 60_000 },
    );
    const ledgerOf = async () =>
      (await callRoute(wallet.url, WalletRoutes.movements, { query: { user: owner } }, caller)).body.docs as {
        type: string;
        amount_centavos: number;
        status: boolean;
        shipment: { _id: string } | null;
      }[];
    await eventually(
      async () => {
        const lines = await ledgerOf();
        const paid = new Set(lines.filter((l) => l.type === 'Pago de guía').map((l) => l.shipment!._id));
        const payables = await Promise.all(
          ids.map(
            async (id) =>
              (await callRoute(wallet.url, WalletRoutes.payable, { params: { id } }, caller)).body,
          ),
        );
        // paid ⇔ debited, for every shipment
        return payables.every((p) => p.paid === paid.has(p._id)) || undefined;
      },
      {
        what: 'every payment settled (paid with its debit, or unpaid without)',
        timeoutMs: 90_000,
        intervalMs: 1_000,
      },
    );
    expect(states).toHaveLength(PAYMENTS);

    const lines = await ledgerOf();
    const debits = lines.filter((l) => l.type === 'Pago de guía');
    const paidIds = new Set(debits.map((l) => l.shipment!._id));
    expect(debits).toHaveLength(paidIds.size);
    expect(paidIds.size).toBeGreaterThan(0);
    expect(paidIds.size).toBeLessThanOrEqual(PAYMENTS);
    const balance = await callRoute(wallet.url, WalletRoutes.balance, { params: { userId: owner } }, caller);
    expect(balance.body.total_centavos).toBe(PAYMENTS * PRICE - paidIds.size * PRICE);
    expect(lines.filter((l) => l.status).reduce((sum, l) => sum + l.amount_centavos, 0)).toBe(
      balance.body.total_centavos,
    );

    // Exactly one ShipmentPaid (by event id) per paid shipment, none for the others.
    await new Promise((r) => setTimeout(r, 3_000));
    const events = new Map<string, string>();
    for (const m of listener.messages) {
      try {
        const e = JSON.parse(m.value ?? '') as { id: string; type: string; key: string };
        if (e.type === 'ShipmentPaid' && ids.includes(e.key)) events.set(e.id, e.key);
      } catch {
        // other tests' poison
      }
    }
    expect(events.size).toBe(paidIds.size);
    expect(new Set(events.values())).toEqual(paidIds);
  });
});
