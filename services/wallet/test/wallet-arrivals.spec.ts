import { Redis } from 'ioredis';
import { WalletRoutes } from '@envios/contracts';
import { callRoute, mongoDb, type ServiceProcess } from '@envios/testing';
import { credit, newId, startWallet, walletOverrides } from './wallet-support';

jest.setTimeout(120_000);

/**
 * A payment asked for before the shipment's ShipmentCreated reached the wallet waits for it, up to
 * 3 s, on the announcement the consumer makes once it has recorded the payable (a Redis channel all
 * replicas hear), not by reading the database again and again. The payables are written here as the
 * consumer writes them, and announced (or not) as it does, so the timings do not hang on Kafka.
 */
describe('wallet payments of shipments not recorded yet', () => {
  let wallet: ServiceProcess;
  let database: string;
  let redis: Redis;
  beforeAll(async () => {
    const overrides = await walletOverrides();
    database = new URL(overrides.MONGO_URL).pathname.slice(1);
    wallet = await startWallet(overrides);
    redis = new Redis(overrides.REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await wallet?.stop();
  });

  /** What RecordPayableUseCase writes for a ShipmentCreated, then (if `announce`) its announcement. */
  async function record(id: string, owner: string, announce: boolean): Promise<void> {
    const payables = (await mongoDb(database)).collection<Record<string, unknown>>('payables');
    await payables.insertOne({
      _id: id as never,
      owner,
      account: owner,
      totalCentavos: 2_500,
      carrier: 'ESTAFETA',
      service: 'TERRESTRE',
      serviceName: 'Terrestre',
      createdAt: new Date(),
      state: 'unpaid',
      paymentId: null,
      method: null,
      payer: null,
      leaseUntil: null,
      paidAt: null,
      number_guide: null,
      overweightState: 'none',
      overweightCentavos: 0,
      overweightKg: 0,
      overweightDueFrom: null,
      overweightPaymentId: null,
      overweightLeaseUntil: null,
    });
    if (announce) await redis.publish(`wallet:payable-recorded:${database}`, id);
  }

  async function payLate(announce: boolean | null) {
    const owner = newId();
    const id = newId();
    await credit(wallet.url, owner, 100);
    const started = Date.now();
    const paying = callRoute(
      wallet.url,
      WalletRoutes.payWithWallet,
      { body: { user: owner, shipments: [id] } },
      { id: owner, role: 'client' },
    ).then((r) => ({ ...r, ms: Date.now() - started }));
    // Long enough for the request to have looked once and be waiting.
    await new Promise((r) => setTimeout(r, 1_000));
    if (announce !== null) await record(id, owner, announce);
    return paying;
  }

  it('pays as soon as the payable is announced', async () => {
    const r = await payLate(true);
    expect(r.status).toBe(200);
    expect(r.body.paid).toHaveLength(1);
    expect(r.ms).toBeLessThan(2_500);
  });

  it('reads again only when the wait ends, so a payable recorded unannounced is found at 3 s', async () => {
    const r = await payLate(false);
    expect(r.status).toBe(200);
    expect(r.ms).toBeGreaterThanOrEqual(2_900);
  });

  it('answers 404 after 3 s for a shipment that never arrives', async () => {
    const r = await payLate(null);
    expect(r.body).toMatchObject({ statusCode: 404, code: 'SHIPMENT.NOT_FOUND' });
    expect(r.ms).toBeGreaterThanOrEqual(2_900);
  });
});
