import { randomUUID } from 'node:crypto';
import mongoose, { Types, type Connection, type Model } from 'mongoose';
import { DisputeAccepted, DisputeOpened, DisputeRejected } from '@envios/contracts';
import { EventPublisher } from '@envios/platform';
import { infra } from '@envios/testing';
import { DisputeStore } from '../src/disputes/dispute-store';
import { Dispute, DisputeSchema, disputeIdOf } from '../src/disputes/dispute.schema';

/**
 * DisputeStore against the real server, on a database of its own; two stores stand for two
 * replicas. What it promises: one dispute per charge (a second open of it is refused, whoever
 * races), a decision only of an open dispute (once, whoever races) with its event in the same
 * write, and reads by reach (everyone's, an account's, an owner's) newest first.
 */
describe('DisputeStore', () => {
  const database = `envios_test_disputestore_${randomUUID().slice(0, 8)}`;
  let connection: Connection;
  let disputes: Model<Dispute>;
  let events: EventPublisher;
  let a: DisputeStore;
  let b: DisputeStore;
  const account = new Types.ObjectId().toHexString();
  const weighed = { weight: 2, length: 30, width: 20, height: 15, billed_weight: 2 };

  const dispute = (owner = account, openedAt = new Date()): Dispute => {
    const shipment = new Types.ObjectId().toHexString();
    return {
      _id: disputeIdOf(shipment),
      shipment_id: shipment,
      owner,
      account,
      test: false,
      listed: true,
      person: { _id: owner, email: 'a@t.mx', first_names: 'Ana', last_names: 'Ruiz' },
      number_guide: null,
      carrier: 'Estafeta',
      service: 'Terrestre',
      overweight_kg: 1.5,
      cost_centavos: 5000,
      charge_paid: false,
      registered_at: openedAt,
      declared: weighed,
      measured: null,
      claimed: weighed,
      comment: 'Pesa 2 kg.',
      photos: [{ n: 1, name: 'dispute-x-1.jpg', width: 10, height: 10 }],
      status: 'open',
      reason: null,
      opened_by: owner,
      idempotency_key: null,
      opened_at: openedAt,
      decided_by: null,
      decided_at: null,
    };
  };
  const ref = (d: Dispute) => ({
    disputeId: d._id,
    shipmentId: d.shipment_id,
    owner: d.owner,
    numberGuide: null,
    overweightKg: 1.5,
    costCentavos: 5000,
  });
  const outboxOf = async (id: string) =>
    (
      (await disputes.findById(id, { _outbox: 1 }).lean()) as { _outbox?: { type: string }[] } | null
    )?._outbox?.map((e) => e.type) ?? [];

  beforeAll(async () => {
    connection = await mongoose.createConnection(`${infra().mongoUrl}/${database}`).asPromise();
    disputes = connection.model(Dispute.name, DisputeSchema);
    await disputes.init();
    // The relay is not under test: the events are checked in the documents' outbox.
    events = new EventPublisher(connection, { nudge: () => undefined } as never, undefined as never);
    a = new DisputeStore(disputes, events);
    b = new DisputeStore(disputes, events);
  });
  afterAll(async () => {
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
  });

  it('opens one dispute per charge with its event: a racing second open is refused', async () => {
    const d = dispute();
    const opened = (x: Dispute) =>
      events.event(DisputeOpened, x.shipment_id, { ...ref(x), openedBy: x.owner, photos: 1 });
    const results = await Promise.all([a.open(d, opened(d)), b.open({ ...d, comment: 'Otra' }, opened(d))]);
    expect(results.sort()).toEqual([false, true]);
    expect(await outboxOf(d._id)).toEqual(['DisputeOpened']);
  });

  it('decides an open dispute once: a racing accept and reject, one wins with its event', async () => {
    const d = dispute();
    await a.open(d);
    const at = new Date();
    const [accepted, rejected] = await Promise.all([
      a.decide(
        d._id,
        { status: 'accepted', reason: null, by: account, at },
        events.event(DisputeAccepted, d.shipment_id, { ...ref(d), decidedBy: account }),
      ),
      b.decide(
        d._id,
        { status: 'rejected', reason: 'No', by: account, at },
        events.event(DisputeRejected, d.shipment_id, { ...ref(d), decidedBy: account, reason: 'No' }),
      ),
    ]);
    expect([accepted, rejected].sort()).toEqual([false, true]);
    const stored = (await b.byId(d._id))!;
    expect(stored.status).toBe(accepted ? 'accepted' : 'rejected');
    expect(await outboxOf(d._id)).toEqual([accepted ? 'DisputeAccepted' : 'DisputeRejected']);
  });

  it('reads by reach, newest first, and by status', async () => {
    const other = new Types.ObjectId().toHexString();
    const old = dispute(other, new Date(Date.now() - 60_000));
    await a.open(old);
    const mine = await a.within({ kind: 'owner', id: other });
    expect(mine.map((d) => d._id)).toEqual([old._id]);
    const theAccount = await b.within({ kind: 'account', id: account });
    expect(theAccount.length).toBe(3);
    expect(theAccount[theAccount.length - 1]._id).toBe(old._id);
    expect((await b.within({ kind: 'everyone' }, 'open')).map((d) => d._id)).toContain(old._id);
    expect((await b.byShipment({ kind: 'owner', id: other })).get(old.shipment_id)?._id).toBe(old._id);
  });
});
