import { WalletRoutes } from '@envios/contracts';
import { callRoute, ServiceProcess, type HttpResult } from '@envios/testing';
import { createShipments, credit, newId, walletOverrides } from './wallet-support';

jest.setTimeout(300_000);

const SHIPMENTS = 60;
const PRICE = 1_500;
const CREDIT_PESOS = 2_000;
/** Short, so the claims the killed process left end within the test. */
const LEASE_MS = 4_000;

interface Line {
  type: string;
  amount_centavos: number;
  status: boolean;
  shipment: { _id: string } | null;
}

/**
 * The wallet is killed (SIGKILL) in the middle of a stream of wallet payments and started again. It
 * answers HTTP within 5 s of its start; a payment retried after the restart is paid, or answered
 * PAYMENT.IN_PROGRESS (and then paid once its Retry-After has passed), or PAYMENT.ALREADY_PAID when
 * the attempt that died had charged it; and every shipment ends paid exactly once: one ledger line
 * each, and the balance is what was credited less what was paid.
 */
describe('wallet payments retried across a restart', () => {
  let overrides: Record<string, string>;
  let wallet: ServiceProcess;
  beforeAll(async () => {
    overrides = await walletOverrides({ PAYMENT_LEASE_MS: String(LEASE_MS) });
    wallet = await new ServiceProcess('wallet', overrides).start().ready();
  });
  afterAll(async () => {
    await wallet?.stop();
  });

  it('answers at once after a crash, and pays every shipment once', async () => {
    const owner = newId();
    const caller = { id: owner, role: 'client' as const };
    const ids = await createShipments(wallet.url, owner, SHIPMENTS, PRICE);
    await credit(wallet.url, owner, CREDIT_PESOS);
    const pay = (id: string): Promise<HttpResult | null> =>
      callRoute(
        wallet.url,
        WalletRoutes.payWithWallet,
        { body: { user: owner, shipments: [id] } },
        caller,
      ).catch(() => null);

    // Eight at a time; the process dies once a quarter of them have answered.
    const answered = new Map<string, HttpResult | null>();
    const queue = [...ids];
    let kill!: () => void;
    const killed = new Promise<void>((resolve) => (kill = resolve));
    const workers = Array.from({ length: 8 }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        answered.set(id, await pay(id));
        if (answered.size >= SHIPMENTS / 4) kill();
      }
    });
    await killed;
    await wallet.stop('SIGKILL');
    await Promise.all(workers);
    const paidBefore = ids.filter((id) => answered.get(id)?.status === 200);
    expect(paidBefore.length).toBeGreaterThan(0);
    expect(paidBefore.length).toBeLessThan(SHIPMENTS);
    expect([...answered.values()].every((r) => r === null || r.status === 200 || r.status === 409)).toBe(
      true,
    );

    // Started again: HTTP answers at once (readiness waits for Kafka; payments do not).
    const restartedAt = Date.now();
    wallet = new ServiceProcess('wallet', overrides).start();
    let answeredAfterMs = Infinity;
    while (Date.now() - restartedAt < 60_000) {
      const ok = await fetch(`${wallet.url}/health/live`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) {
        answeredAfterMs = Date.now() - restartedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(`wallet answered HTTP ${answeredAfterMs} ms after its restart`);
    expect(answeredAfterMs).toBeLessThan(60_000);
    // It answers before its consumer has rejoined the group (which waits out the dead member's
    // 30 s session): serving does not wait for Kafka. (How soon: 2–5 s here, by machine load.)
    const ready = await fetch(`${wallet.url}/health/ready`);
    const readiness = (await ready.json()) as { details?: { consumer?: { state?: string } } };
    expect([ready.status, readiness.details?.consumer?.state]).toEqual([503, 'joining']);

    // Every shipment not known paid is retried until it is: never a refusal other than these.
    const codes = new Map<string, string[]>();
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (const id of ids.filter((x, i) => i % 8 === worker && !paidBefore.includes(x))) {
          for (let attempt = 0; ; attempt++) {
            const r = await pay(id);
            const code = r === null ? 'unreachable' : r.status === 200 ? 'paid' : String(r.body.code);
            codes.set(id, [...(codes.get(id) ?? []), code]);
            if (code === 'paid' || code === 'PAYMENT.ALREADY_PAID') break;
            // SERVICE.UNAVAILABLE: a shipment whose ShipmentCreated the rejoining consumer has not read yet.
            expect(['PAYMENT.IN_PROGRESS', 'SERVICE.UNAVAILABLE', 'unreachable']).toContain(code);
            expect(attempt).toBeLessThan(30);
            const retryAfter =
              r === null
                ? 0.2
                : Number(
                    (r.body.details as { path: string; message: string }[]).find(
                      (d) => d.path === 'retryAfterSeconds',
                    )?.message,
                  );
            expect(retryAfter).toBeGreaterThan(0);
            await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
          }
        }
      }),
    );
    const outcomes = [...codes.values()].map((c) => c.at(-1));
    console.log(
      `retried ${codes.size}: ${JSON.stringify(
        outcomes.reduce((n: Record<string, number>, c) => ({ ...n, [c!]: (n[c!] ?? 0) + 1 }), {}),
      )}; in progress on the way: ${[...codes.values()].flat().filter((c) => c === 'PAYMENT.IN_PROGRESS').length}`,
    );

    // Paid exactly once each: one line per shipment, the balance what was credited less them all.
    for (const id of ids) {
      const r = await callRoute(wallet.url, WalletRoutes.payable, { params: { id } }, caller);
      expect(r.body).toMatchObject({ _id: id, paid: true });
    }
    const lines = (await callRoute(wallet.url, WalletRoutes.movements, { query: { user: owner } }, caller))
      .body.docs as Line[];
    const payments = lines.filter((l) => l.type === 'Pago de guía');
    expect(payments).toHaveLength(SHIPMENTS);
    expect(new Set(payments.map((l) => l.shipment!._id))).toEqual(new Set(ids));
    const balance = await callRoute(wallet.url, WalletRoutes.balance, { params: { userId: owner } }, caller);
    expect(balance.body.total_centavos).toBe(CREDIT_PESOS * 100 - SHIPMENTS * PRICE);
    expect(lines.filter((l) => l.status).reduce((sum, l) => sum + l.amount_centavos, 0)).toBe(
      balance.body.total_centavos,
    );
  });
});
