import { WalletRoutes } from '@envios/contracts';
import { callRoute, type ServiceProcess } from '@envios/testing';
import { createShipments, newId, startWallet, walletOverrides } from './wallet-support';

jest.setTimeout(120_000);

/** POST /internal/payments/payables: many payables in one request, scoped as GET /internal/payments/:id. */
describe('wallet payables (many at once)', () => {
  let wallet: ServiceProcess;
  beforeAll(async () => {
    wallet = await startWallet(await walletOverrides());
  });
  afterAll(() => wallet?.stop());

  it('answers each asked shipment in the order asked, as GET /payments/:id answers it', async () => {
    const owner = newId();
    const client = { id: owner, role: 'client' as const };
    const ids = await createShipments(wallet.url, owner, 3, 12_345);
    const asked = [ids[2], ids[0], ids[1], ids[0]];

    const r = await callRoute(wallet.url, WalletRoutes.payables, { body: { ids: asked } }, client);
    expect(r.status).toBe(200);
    expect(r.body.map((p: { _id: string }) => p._id)).toEqual(asked);
    for (const [i, id] of asked.entries()) {
      const one = await callRoute(wallet.url, WalletRoutes.payable, { params: { id } }, client);
      expect(r.body[i]).toEqual(one.body);
    }
    expect(r.body[0]).toEqual({
      _id: ids[2],
      carrier: 'ESTAFETA',
      service: 'Terrestre',
      total_amount: 123.45,
      total_centavos: 12_345,
      currency: 'MXN',
      paid: false,
    });
  });

  it('answers an Operativo (role user) its own shipments without any amount', async () => {
    const operativo = newId();
    const ids = await createShipments(wallet.url, operativo, 2, 9_900);
    const r = await callRoute(
      wallet.url,
      WalletRoutes.payables,
      { body: { ids } },
      { id: operativo, role: 'user' },
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual(
      ids.map((id) => ({ _id: id, carrier: 'ESTAFETA', service: 'Terrestre', currency: 'MXN', paid: false })),
    );
    expect(JSON.stringify(r.body)).not.toMatch(/total|amount|centavos/);
  });

  it('answers 404 for the whole request when one shipment is another user’s, as GET /payments/:id does', async () => {
    const mine = newId();
    const theirs = newId();
    const [own] = await createShipments(wallet.url, mine, 1, 5_000);
    const [other] = await createShipments(wallet.url, theirs, 1, 5_000);
    const caller = { id: mine, role: 'user' as const };

    const single = await callRoute(wallet.url, WalletRoutes.payable, { params: { id: other } }, caller);
    const many = await callRoute(wallet.url, WalletRoutes.payables, { body: { ids: [own, other] } }, caller);
    expect(single.status).toBe(404);
    expect(many.status).toBe(404);
    expect(many.body).toMatchObject({
      statusCode: 404,
      code: single.body.code,
      message: single.body.message,
    });
    // A client reaches neither another client's shipments.
    const client = await callRoute(
      wallet.url,
      WalletRoutes.payables,
      { body: { ids: [other] } },
      { id: mine, role: 'client' },
    );
    expect(client.status).toBe(404);
  });

  it('refuses an empty list and more than 100 ids with the schema’s Spanish message', async () => {
    const caller = { id: newId(), role: 'client' as const };
    const none = await callRoute(wallet.url, WalletRoutes.payables, { body: { ids: [] } }, caller);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Indica los envíos a pagar.');
    const tooMany = Array.from({ length: 101 }, newId);
    const over = await callRoute(wallet.url, WalletRoutes.payables, { body: { ids: tooMany } }, caller);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Se consultan hasta 100 envíos a la vez.');
  });
});
