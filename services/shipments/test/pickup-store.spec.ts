import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import mongoose, { Types, type Connection, type Model } from 'mongoose';
import { PickupCancelled, PickupMissed, PickupScheduled } from '@envios/contracts';
import { EventPublisher, type ManagedRedis } from '@envios/platform';
import { infra } from '@envios/testing';
import { PickupStore } from '../src/pickups/pickup-store';
import { Pickup, PickupSchema, type StoredPickup } from '../src/pickups/pickup.schema';

/**
 * PickupStore against the real server and Redis, on a database of its own; two stores stand for two
 * replicas. What it promises: a pickup's id is written once (a repeated request finds it), every
 * change is conditional on the status (and booking) it was read at, with its event in the same
 * write, and `around` lets one request of an account at a time check and book.
 */
describe('PickupStore', () => {
  const database = `envios_test_pickupstore_${randomUUID().slice(0, 8)}`;
  let connection: Connection;
  let redis: Redis;
  let pickups: Model<Pickup>;
  let events: EventPublisher;
  let a: PickupStore;
  let b: PickupStore;
  const account = new Types.ObjectId().toHexString();

  const pickup = (over: Partial<StoredPickup> = {}): StoredPickup => {
    const id = new Types.ObjectId().toHexString();
    const now = new Date();
    return {
      _id: id,
      owner: account,
      account,
      test: false,
      carrier: 'ESTAFETA',
      source: 'ratecard',
      service_code: 'TERRESTRE',
      status: 'scheduled',
      shipment_ids: [new Types.ObjectId().toHexString()],
      guides: [],
      address: {
        name: 'Ana',
        phone: '5512345678',
        street: 'Orizaba',
        number: '45',
        colony: 'Roma Norte',
        city: 'Ciudad de México',
        postal_code: '06700',
      },
      address_key: '06700|orizaba|45|',
      date: '2026-12-01',
      ready_time: '10:00',
      close_time: '14:00',
      close_at: new Date('2026-12-01T20:00:00Z'),
      booking: {
        confirmationNumber: '123456789',
        date: '2026-12-01',
        location: null,
        serviceCode: 'TERRESTRE',
      },
      bookings: 1,
      history: [],
      created_by: account,
      created_at: now,
      updated_at: now,
      collected_at: null,
      missed_at: null,
      cancelled_at: null,
      ...over,
    };
  };
  const about = (p: StoredPickup) => ({
    pickupId: p._id,
    owner: p.owner,
    account: p.account,
    carrier: p.carrier,
  });
  const scheduled = (p: StoredPickup) =>
    events.event(PickupScheduled, p._id, {
      ...about(p),
      date: p.date,
      readyTime: p.ready_time,
      closeTime: p.close_time,
      confirmationNumber: p.booking.confirmationNumber,
      shipmentIds: p.shipment_ids,
      guides: [],
      postalCode: '06700',
      scheduledAt: new Date().toISOString(),
    });
  const outboxOf = async (id: string) =>
    (
      (await pickups.findById(id, { _outbox: 1 }).lean()) as { _outbox?: { type: string }[] } | null
    )?._outbox?.map((e) => e.type) ?? [];

  beforeAll(async () => {
    connection = await mongoose.createConnection(`${infra().mongoUrl}/${database}`).asPromise();
    pickups = connection.model(Pickup.name, PickupSchema);
    await pickups.init();
    redis = new Redis(infra().redisUrl);
    // The relay is not under test: the events are checked in the documents' outbox.
    events = new EventPublisher(connection, { nudge: () => undefined } as never, undefined as never);
    a = new PickupStore(pickups, events, redis as unknown as ManagedRedis);
    b = new PickupStore(pickups, events, redis as unknown as ManagedRedis);
  });
  afterAll(async () => {
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
    redis?.disconnect();
  });

  it('writes a pickup once with its event: the same id again is found, not written', async () => {
    const p = pickup();
    expect(await a.insert(p, scheduled(p))).toBe(true);
    expect(await b.insert({ ...p, date: '2026-12-02' }, scheduled(p))).toBe(false);
    expect((await b.byId(p._id))?.date).toBe('2026-12-01');
    expect(await outboxOf(p._id)).toEqual(['PickupScheduled']);
  });

  it('changes a pickup only from the status it was read at: a second cancel or a late miss changes nothing', async () => {
    const p = pickup();
    await a.insert(p, scheduled(p));
    const at = new Date();
    const cancel = () =>
      events.event(PickupCancelled, p._id, {
        ...about(p),
        cancelledBy: account,
        cancelledAt: at.toISOString(),
      });
    const miss = events.event(PickupMissed, p._id, {
      ...about(p),
      date: p.date,
      closeTime: p.close_time,
      missedAt: at.toISOString(),
    });
    const [first, second] = await Promise.all([
      a.finish(p, ['scheduled'], 'cancelled', at, cancel()),
      b.finish(p, ['scheduled'], 'cancelled', at, cancel()),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await a.finish(p, ['scheduled'], 'missed', at, miss)).toBe(false);
    const stored = (await a.byId(p._id))!;
    expect(stored).toMatchObject({ status: 'cancelled', cancelled_at: at, missed_at: null });
    expect(stored.history.map((h) => h.action)).toEqual(['cancelled']);
    expect(await outboxOf(p._id)).toEqual(['PickupScheduled', 'PickupCancelled']);
  });

  it('books again only at the booking it read: a concurrent reschedule makes the other answer false', async () => {
    const p = pickup();
    await a.insert(p, scheduled(p));
    const set = (date: string) => ({
      address: p.address,
      address_key: p.address_key,
      date,
      ready_time: '10:00',
      close_time: '14:00',
      close_at: new Date(`${date}T20:00:00Z`),
      booking: { ...p.booking, date },
    });
    const entry = {
      at: new Date(),
      action: 'rescheduled' as const,
      date: '2026-12-02',
      ready_time: '10:00',
      close_time: '14:00',
      confirmation_number: '2',
    };
    const results = await Promise.all([
      a.rebook(p, set('2026-12-02'), new Date(), entry, scheduled(p)),
      b.rebook(p, set('2026-12-03'), new Date(), entry, scheduled(p)),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect((await a.byId(p._id))?.bookings).toBe(2);
  });

  it('lets one request of an account at a time run inside around (two replicas)', async () => {
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} in`);
      await new Promise((r) => setTimeout(r, 30));
      log.push(`${name} out`);
    };
    await Promise.all([a.around(account, work('a')), b.around(account, work('b'))]);
    expect([log[0].slice(2), log[1].slice(2), log[2].slice(2), log[3].slice(2)]).toEqual([
      'in',
      'out',
      'in',
      'out',
    ]);
  });

  it('lists what holds the account’s guides: all but the cancelled', async () => {
    const held = await a.holdingOf(account, false);
    // The first and the rescheduled pickups; the cancelled one lets its guides go.
    expect(held.map((p) => p.status)).toEqual(['scheduled', 'scheduled']);
    expect(await a.holdingOf(account, true)).toEqual([]);
  });
});
