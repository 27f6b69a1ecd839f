import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import mongoose, { Types, type Connection, type Model } from 'mongoose';
import { GuideCancelled, GuideGenerated } from '@envios/contracts';
import { EventPublisher, type ManagedRedis } from '@envios/platform';
import { infra } from '@envios/testing';
import type { ShipmentsConfig } from '../src/config';
import { GuideSignals } from '../src/guides/guide-signals';
import { ShipmentCounter, ShipmentCounterSchema } from '../src/shipments/shipment-counter.schema';
import { accountScope, ownerScope } from '../src/shipments/shipment-scope';
import { ShipmentStore, type NewShipment } from '../src/shipments/shipment-store';
import {
  NO_OVERWEIGHT,
  NOT_PAID_YET,
  Shipment,
  ShipmentSchema,
  type StoredShipment,
} from '../src/shipments/shipment.schema';

const place = (postal_code: string, city: string) => ({
  full_name: 'Prueba Store',
  email: 'store@example.mx',
  phone: '5512345678',
  address: 'Insurgentes Sur',
  number: '100',
  intNumber: null,
  colony: 'Centro',
  postal_code,
  city,
  state: null,
  state_short: null,
  country_code: 'MX' as const,
  reference_of_origin: null,
  residential: false,
});

/**
 * ShipmentStore against the real MongoDB-compatible server and Redis, on a database of its own and
 * with the test stack's DATASTORE (ferretdb). Two stores stand for two replicas: each holds the
 * list pages it read, and a write through either changes what both answer next (the list epochs),
 * while a write behind the store's back is not seen until then — so the epochs are what is tested.
 */
describe('ShipmentStore', () => {
  const database = `envios_test_shipstore_${randomUUID().slice(0, 8)}`;
  let connection: Connection;
  let redis: Redis;
  let shipments: Model<Shipment>;
  let counters: Model<ShipmentCounter>;
  let a: ShipmentStore;
  let b: ShipmentStore;
  /** Each store's replica hears the labels' outcomes. */
  const signals: GuideSignals[] = [];

  const owner = new Types.ObjectId().toHexString();
  const account = new Types.ObjectId().toHexString();
  const otherOwner = new Types.ObjectId().toHexString();
  let made = 0;

  const newShipment = (who = owner, carrier: 'DHL' | 'ESTAFETA' = 'ESTAFETA', test = false): NewShipment => ({
    _id: new Types.ObjectId(),
    owner: who,
    account,
    test,
    search_terms: ['prueba', `n${++made}`],
    ...NOT_PAID_YET,
    shipment_type: 'box',
    description_of_the_content: `Envío ${made}`,
    package_insurance: false,
    insurance_information: {
      package_value: 0,
      responsible_for_the_package: null,
      mail_responsible: null,
      cost: 0,
    },
    parcels: [{ weight: 2, depth: 30, width: 20, height: 15 }],
    ...NO_OVERWEIGHT,
    reference: null,
    user: { _id: who, email: 'store@example.mx', first_names: 'Prueba', last_names: 'Store' },
    origin_direction: place('06700', 'Ciudad de México'),
    destination_direction: place('64000', 'Monterrey'),
    selected_service: {
      carrier: carrier === 'DHL' ? 'DHL' : 'Estafeta',
      carrier_code: carrier,
      carrier_service_name: 'Terrestre',
      service_code: 'TERRESTRE',
      total_centavos: 20_000,
      currency: 'MXN',
      total_transit_days: 3,
      is_remote: false,
      source: 'ratecard',
    },
    duplicate_of: null,
    batch_id: null,
    created_at: new Date(Date.now() + made),
  });

  const store = (events: EventPublisher) =>
    new ShipmentStore(
      shipments,
      counters,
      connection,
      { DATASTORE: 'ferretdb' } as ShipmentsConfig,
      redis as unknown as ManagedRedis,
      events,
      signals[signals.push(new GuideSignals(redis as unknown as ManagedRedis)) - 1],
    );

  /** Creates n shipments of one owner, `per` at a time (one insert, one lock each). */
  async function create(n: number, who = owner, per = 5): Promise<StoredShipment[]> {
    const out: StoredShipment[] = [];
    for (let i = 0; i < n; i += per) {
      const docs = Array.from({ length: Math.min(per, n - i) }, () => newShipment(who));
      out.push(...(await a.insertNew(docs, () => [])));
    }
    return out;
  }

  const seqs = (docs: StoredShipment[], field: 'ownerSeq' | 'accountSeq' = 'ownerSeq') =>
    docs.map((d) => d[field]);
  const range = (hi: number, lo: number) => Array.from({ length: hi - lo + 1 }, (_, i) => hi - i);
  const outboxOf = async (id: Types.ObjectId) =>
    ((await shipments.findById(id, { _outbox: 1 }).lean()) as { _outbox?: { type: string }[] } | null)
      ?._outbox ?? [];

  beforeAll(async () => {
    connection = await mongoose.createConnection(`${infra().mongoUrl}/${database}`).asPromise();
    shipments = connection.model(Shipment.name, ShipmentSchema);
    counters = connection.model(ShipmentCounter.name, ShipmentCounterSchema);
    await Promise.all([shipments.init(), counters.init()]);
    redis = new Redis(infra().redisUrl);
    // The relay is not under test: the events are checked in the documents' outbox.
    const events = new EventPublisher(connection, { nudge: () => undefined } as never, undefined as never);
    a = store(events);
    b = store(events);
  });
  afterAll(async () => {
    await Promise.all(signals.map((s) => s.onApplicationShutdown()));
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
    redis?.disconnect();
  });

  it('numbers new shipments densely per owner and per account and pages them newest first by bucket', async () => {
    await create(23);
    await create(4, otherOwner);

    const first = await b.pageOf(ownerScope(owner), 1, 10);
    expect(first.count).toBe(23);
    expect(seqs(first.docs)).toEqual(range(22, 13));
    const last = await b.pageOf(ownerScope(owner), 3, 10);
    expect(seqs(last.docs)).toEqual(range(2, 0));
    expect((await b.pageOf(ownerScope(owner), 4, 10)).docs).toEqual([]);
    for (const d of [...first.docs, ...last.docs])
      expect(d.ownerPage).toBe(`${owner}:${Math.floor(d.ownerSeq / 10)}`);

    // The account's list holds both owners' shipments, in creation order.
    const everyone = await b.pageOf(accountScope(account), 1, 100);
    expect(everyone.count).toBe(27);
    expect(seqs(everyone.docs, 'accountSeq')).toEqual(range(26, 0));
    expect(everyone.docs.slice(0, 4).every((d) => d.owner === otherOwner)).toBe(true);
    expect(seqs(await b.newestOf(ownerScope(otherOwner), 10))).toEqual([3, 2, 1, 0]);
  });

  it('answers a list from memory until a write through either store changes its epoch', async () => {
    const [newest] = (await b.pageOf(ownerScope(owner), 1, 1)).docs;
    // Behind the store's back: the held page does not see it (this is what the epochs are for).
    await shipments.updateOne({ _id: newest._id }, { $set: { description_of_the_content: 'Cambiado' } });
    expect((await b.pageOf(ownerScope(owner), 1, 1)).docs[0].description_of_the_content).toBe(
      newest.description_of_the_content,
    );

    // Through the other store: both lists the shipment is in are read again.
    expect(await a.recordRefund(String(newest._id), new Date())).toBe(true);
    const [owners] = (await b.pageOf(ownerScope(owner), 1, 1)).docs;
    expect(owners).toMatchObject({ description_of_the_content: 'Cambiado', refunded_at: expect.any(Date) });
    const accounts = await b.pageOf(accountScope(account), 1, 100);
    expect(accounts.docs.find((d) => String(d._id) === String(newest._id))?.refunded_at).toEqual(
      expect.any(Date),
    );
    // Once: a repeat changes nothing.
    expect(await a.recordRefund(String(newest._id), new Date())).toBe(false);
    expect(await a.recordRefund('not-an-id', new Date())).toBe(false);
  });

  it('marks a shipment paid once, its label pending in the chosen format, and the lists show it', async () => {
    const [s] = (await b.pageOf(ownerScope(owner), 2, 1)).docs;
    expect(s.status).toBe(false);
    const payment = { paymentId: `pay-${String(s._id)}`, paidAt: new Date(), labelFormat: 'zpl' as const };
    expect(await a.markPaid(s, payment)).toBe(true);
    expect(await a.markPaid(s, payment)).toBe(false);
    const [paid] = (await b.pageOf(ownerScope(owner), 2, 1)).docs;
    expect(paid).toMatchObject({
      status: true,
      guide_state: 'pending',
      label_format: 'zpl',
      payment_id: payment.paymentId,
    });
    expect(await a.pendingLabels(100)).toContain(String(s._id));
    // The sweep's grace: paid just now, it is not yet one to queue again.
    expect(await a.pendingLabels(100, new Date(Date.now() - 60_000))).not.toContain(String(s._id));
    expect(await a.pendingLabels(100, new Date(Date.now() + 1_000))).toContain(String(s._id));
    expect((await b.filteredOf(ownerScope(owner), { paid: true }, 100)).map((d) => String(d._id))).toEqual([
      String(s._id),
    ]);
    expect(await b.filteredOf(ownerScope(owner), { paid: false }, 100)).toHaveLength(22);
  });

  it('records a pending label with its event in one write, once, and finds it by its guide number', async () => {
    const s = (await a.fieldsOf((await a.pendingLabels(1))[0], ['owner', 'account', 'test', 'guide_state']))!;
    expect(s.guide_state).toBe('pending');
    const generated = () =>
      ({
        id: randomUUID(),
        type: GuideGenerated.type,
        version: GuideGenerated.version,
        occurredAt: new Date().toISOString(),
        key: String(s._id),
        data: { shipmentId: String(s._id) },
        topic: GuideGenerated.topic,
      }) as never;
    const label = {
      numberGuide: 'EST7712345678',
      guide: './src/public/x.zpl',
      format: 'zpl' as const,
      attempts: 1,
    };
    // Whoever waits for the label on the other replica hears it (at its deadline it would hear nothing).
    const heard = signals[1].waitFor([String(s._id)], Date.now() + 10_000);
    await new Promise((r) => setTimeout(r, 300)); // its subscription is made
    expect(await a.recordGuide(s, label, generated())).toBe(true);
    expect(await heard).toEqual(new Map([[String(s._id), 'generated']]));
    expect(await a.recordGuide(s, label, generated())).toBe(false);
    expect((await outboxOf(s._id)).map((e) => e.type)).toEqual(['GuideGenerated']);

    expect((await b.byGuide('EST7712345678')).map((d) => String(d._id))).toEqual([String(s._id)]);
    // Its whole number, its start and its last digits find it in the list.
    for (const word of ['est7712345678', 'est77', '5678'])
      expect((await b.matchingOf(ownerScope(owner), [[word]], 50)).map((d) => String(d._id))).toEqual([
        String(s._id),
      ]);
    const listed = (await b.pageOf(ownerScope(owner), 2, 1)).docs[0];
    expect(listed).toMatchObject({ guide_state: 'generated', number_guide: 'EST7712345678' });

    // Cancelled once, with its event; a second cancel finds it cancelled.
    const cancelled = {
      id: randomUUID(),
      type: GuideCancelled.type,
      version: GuideCancelled.version,
      occurredAt: new Date().toISOString(),
      key: String(s._id),
      data: {},
      topic: GuideCancelled.topic,
    } as never;
    expect(await a.cancelGuide(s, new Date(), cancelled)).toBe(true);
    expect(await a.cancelGuide(s, new Date(), cancelled)).toBe(false);
    expect((await outboxOf(s._id)).map((e) => e.type)).toEqual(['GuideGenerated', 'GuideCancelled']);
    expect((await b.pageOf(ownerScope(owner), 2, 1)).docs[0].guide_state).toBe('cancelled');
  });

  it('registers an overweight for the report of its owner, account and staff, and marks it paid', async () => {
    const [s] = (await b.pageOf(ownerScope(owner), 2, 1)).docs;
    const registration = {
      overweight: 2.5,
      costCentavos: 7_000,
      measured: null,
      charge: null,
      registeredAt: new Date(),
      registeredBy: 'staff',
    };
    expect(await a.registerOverweight(s, registration)).toBe(true);
    for (const reach of [ownerScope(owner), accountScope(account), { kind: 'everyone' as const }])
      expect((await b.withOverweight(reach)).map((d) => String(d._id))).toContain(String(s._id));
    expect(await b.withOverweight(ownerScope(otherOwner))).toEqual([]);
    expect((await b.pageOf(ownerScope(owner), 2, 1)).docs[0]).toMatchObject({
      overweight: 2.5,
      overweight_paid: false,
    });

    expect(await a.markOverweightPaid(String(s._id))).toBe(true);
    expect(await a.markOverweightPaid(String(s._id))).toBe(false);
    expect((await b.pageOf(ownerScope(owner), 2, 1)).docs[0].overweight_paid).toBe(true);
    // Not once the wallet has charged it.
    expect(await a.registerOverweight(s, { ...registration, costCentavos: 9_000 })).toBe(false);
  });

  it('keeps only newer tracking statuses and the first delivery, and the lists show them', async () => {
    const [s] = (await b.pageOf(ownerScope(owner), 1, 1)).docs;
    const status = (v: number, text: string) => ({
      tracking_status: text,
      tracking_code: 'in_transit' as never,
      tracking_version: v,
    });
    expect(await a.recordTrackingStatus(String(s._id), status(2, 'En tránsito'))).toMatchObject({
      owner,
      account,
      tracking_status: 'En tránsito',
    });
    expect(await a.recordTrackingStatus(String(s._id), status(1, 'Guía creada'))).toBeNull();
    expect((await b.pageOf(ownerScope(owner), 1, 1)).docs[0].tracking_status).toBe('En tránsito');
    const at = new Date('2026-11-20T12:00:00Z');
    expect((await a.recordDelivery(String(s._id), at))?.delivered_at).toEqual(at);
    expect(await a.recordDelivery(String(s._id), new Date())).toBeNull();
    expect(
      (await b.pageOf(accountScope(account), 1, 100)).docs.find((d) => String(d._id) === String(s._id))
        ?.delivered_at,
    ).toEqual(at);
  });

  it('deletes only unpaid shipments and renumbers the rest over the gaps, in every list they were in', async () => {
    const before = (await b.pageOf(ownerScope(owner), 1, 100)).docs;
    const paid = before.find((d) => d.status)!;
    // Among them the oldest, one in the middle and a paid one (which stays).
    const gone = [before[before.length - 1], before[11], before[5]];
    const announced: string[] = [];
    const deleted = await a.deleteUnpaid([...gone, paid], async (d) => announced.push(String(d._id)));
    expect(deleted).toBe(3);
    expect(announced.sort()).toEqual(gone.map((d) => String(d._id)).sort());

    const after = await b.pageOf(ownerScope(owner), 1, 100);
    expect(after.count).toBe(20);
    expect(seqs(after.docs)).toEqual(range(19, 0));
    expect(after.docs.map((d) => String(d._id))).toEqual(
      before.filter((d) => !gone.includes(d)).map((d) => String(d._id)),
    );
    for (const d of after.docs) expect(d.ownerPage).toBe(`${owner}:${Math.floor(d.ownerSeq / 10)}`);
    const accounts = await b.pageOf(accountScope(account), 1, 100);
    expect(accounts.count).toBe(24);
    expect(seqs(accounts.docs, 'accountSeq')).toEqual(range(23, 0));
    expect((await counters.findById(`o:${owner}`).lean())?.count).toBe(20);
  });

  it('writes many corrections in batches and the lists show them', async () => {
    await create(40, otherOwner, 5);
    const all = (await b.pageOf(ownerScope(otherOwner), 1, 100)).docs;
    expect(all).toHaveLength(44);
    await a.applyFixes(all.map((s) => ({ shipment: s, set: { search_terms: ['corregido'] } })));
    expect(await b.matchingOf(ownerScope(otherOwner), [['corregido']], 100)).toHaveLength(44);
    // Every shipment read back, a batch at a time: the owner's 20 left and the other owner's 44.
    const listed: { owner: string; search_terms: string[] }[] = [];
    for await (const batch of b.everyShipment(['search_terms', 'owner'])) listed.push(...batch);
    expect(listed).toHaveLength(20 + 44);
    expect(listed.filter((s) => s.owner === otherOwner).every((s) => s.search_terms[0] === 'corregido')).toBe(
      true,
    );
  });

  it("keeps a test key's shipments in their own lists, apart from the live ones of the same owner", async () => {
    const liveCount = (await b.pageOf(ownerScope(owner), 1, 1)).count;
    const liveAccount = (await b.pageOf(accountScope(account), 1, 1)).count;
    const made = await a.insertNew(
      Array.from({ length: 3 }, () => newShipment(owner, 'DHL', true)),
      () => [],
    );
    expect(made.map((d) => d.ownerPage)).toEqual([`test:${owner}:0`, `test:${owner}:0`, `test:${owner}:0`]);
    const tested = await b.pageOf(ownerScope(owner, true), 1, 10);
    expect(tested.count).toBe(3);
    expect(tested.docs.map((d) => String(d._id))).toEqual(made.map((d) => String(d._id)).reverse());
    expect((await b.pageOf(accountScope(account, true), 1, 10)).count).toBe(3);
    expect((await b.pageOf(ownerScope(owner), 1, 1)).count).toBe(liveCount);
    expect((await b.pageOf(accountScope(account), 1, 1)).count).toBe(liveAccount);
    // Filters and search read the owner's shipments by equality: each mode's only.
    expect(await b.filteredOf(ownerScope(owner, true), { carrier: 'DHL' }, 10)).toHaveLength(3);
    expect(await b.filteredOf(ownerScope(owner), { carrier: 'DHL' }, 100)).toHaveLength(0);
    expect(await b.matchingOf(ownerScope(owner, true), [['prueba']], 100)).toHaveLength(3);
    expect((await b.matchingOf(ownerScope(owner), [['prueba']], 100)).some((d) => d.test)).toBe(false);
    // Deleting one renumbers the test list only.
    expect(await a.deleteUnpaid([made[0]], async () => undefined)).toBe(1);
    expect(seqs((await b.pageOf(ownerScope(owner, true), 1, 10)).docs)).toEqual([1, 0]);
    expect((await b.pageOf(ownerScope(owner), 1, 1)).count).toBe(liveCount);
  });
});
