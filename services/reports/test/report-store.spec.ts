import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import type { EventData, ShipmentCreated } from '@envios/contracts';
import { PushdownIndexesMigration } from '@envios/platform';
import { infra } from '@envios/testing';
import type { ReportsConfig } from '../src/config';
import { AggregateBuffer } from '../src/model/aggregate-buffer';
import { AggregateCache } from '../src/model/aggregate-cache';
import { foldPrepaidEvent } from '../src/model/prepaid-events';
import { Generations } from '../src/model/generations';
import { ReadModels } from '../src/model/read-models';
import { ReportStore } from '../src/model/report-store';
import { RowBuckets } from '../src/model/row-buckets';
import { foldRowEvent, type RowEvent } from '../src/model/row-events';

jest.setTimeout(120_000);

/**
 * The reports' store against the real Redis and MongoDB-compatible server: what the use cases write
 * through it they read back by meaning, each change once, and another replica sees a change on its
 * next read (the epochs) while a write that went around the store does not show.
 */
describe('ReportStore', () => {
  const database = `envios_test_reportstore_${randomUUID().slice(0, 8)}`;
  let connection: Connection;
  const redises: Redis[] = [];
  const stores: ReportStore[] = [];
  const oid = () => new mongoose.Types.ObjectId().toHexString();
  const client = oid();
  const user = oid();
  const month = '2026-03';
  const period = { from: `${month}-01`, to: `${month}-31` };

  /** A replica's store, as the module wires it (its own caches, the same database and Redis). */
  const replica = (patch: Partial<ReportsConfig> = {}) => {
    const config = {
      DATASTORE: 'ferretdb',
      FERRETDB_POSTGRES_URL: infra().ferretdbPostgresUrl,
      REPORTS_FLUSH_MS: 10_000,
      REPORTS_BUCKET_ROWS: 2,
      REPORTS_STALE_MS: 0,
      ...patch,
    } as ReportsConfig;
    const redis = new Redis(infra().redisUrl, { maxRetriesPerRequest: 2 });
    redises.push(redis);
    const models = new ReadModels(connection);
    const cache = new AggregateCache(redis as never, connection, config);
    const store = new ReportStore(
      models,
      new Generations(connection),
      new AggregateBuffer(models, cache, config),
      cache,
      new RowBuckets(redis as never, models, connection, config),
      new PushdownIndexesMigration(connection, config),
      config,
    );
    stores.push(store);
    return { store, models };
  };

  let clock = Date.parse(`${month}-10T09:00:00-06:00`);
  const created = (
    shipmentId: string,
    owner: string,
    patch: Partial<EventData<typeof ShipmentCreated>> = {},
  ) =>
    ({
      type: 'ShipmentCreated',
      data: {
        shipmentId,
        owner,
        account: owner === user ? client : owner,
        carrier: 'DHL',
        service: 'STD',
        serviceName: 'Estándar',
        shipmentType: 'box',
        totalCentavos: 10_000,
        origin: { postalCode: '06700', stateShort: 'CDMX', city: 'Ciudad de México' },
        destination: { postalCode: '64000', stateShort: 'NL', city: 'Monterrey' },
        duplicateOf: null,
        transitDays: 2,
        createdAt: new Date((clock += 60_000)).toISOString(),
        ...patch,
      },
    }) as RowEvent;
  const paid = (shipmentId: string, owner: string, amountCentavos: number) =>
    ({
      type: 'ShipmentPaid',
      data: { shipmentId, owner, amountCentavos, method: 'wallet', paymentId: `p-${shipmentId}` },
    }) as RowEvent;
  /** What RecordShipmentUseCase hands the store for an event. */
  const record = (store: ReportStore, event: RowEvent, eventId: string = randomUUID()) =>
    store.recordShipment(event.data.shipmentId, (row) => foldRowEvent(row, event, eventId));
  const n = (doc: { k?: Record<string, Record<string, number>> } | null) =>
    Object.values(doc?.k ?? {}).reduce((t, c) => t + (c.n ?? 0), 0);

  beforeAll(async () => {
    connection = await mongoose.createConnection(`${infra().mongoUrl}/${database}`).asPromise();
    await replica().store.onApplicationBootstrap();
  });
  afterAll(async () => {
    // As the module does at shutdown: what a replica still holds is written before Redis closes
    // (its flush timer would otherwise fire into a closed connection).
    await Promise.all(stores.map((store) => store.flush()));
    const redis = redises[0];
    const keys = await redis.keys(`reports:${database}:*`);
    if (keys.length) await redis.del(...keys);
    await connection.dropDatabase();
    await connection.close();
    await Promise.all(redises.map((r) => r.quit()));
  });

  it("records a shipment's events once each and answers its figures, rows and members by meaning", async () => {
    const { store } = replica();
    await store.recordMember(user, { role: 'user', clientId: client });
    await store.recordMember(client, { role: 'client', clientId: null });
    const a = oid();
    const b = oid();
    const paidA = randomUUID();
    await record(store, created(a, user));
    await record(store, paid(a, user, 12_345), paidA);
    await record(store, paid(a, user, 12_345), paidA); // redelivered: changes nothing
    await record(store, created(b, client, { carrier: 'FEDEX' }));
    await store.flush();

    const [mine] = await store.counters(`u:${user}`, [`M${month}`]);
    expect(mine?.k).toEqual({ 'DHL|box': expect.objectContaining({ n: 1, c: 12_345 }) });
    const [account] = await store.counters(`a:${client}`, [`M${month}`, `D${month}-10`]);
    expect(n(account)).toBe(2);
    const [inNL, elsewhere] = await Promise.all([
      store.counters('all', [`M${month}`], 'NL'),
      store.counters('all', [`M${month}`], 'JAL'),
    ]);
    expect(n(inNL[0])).toBe(2);
    expect(elsewhere).toEqual([null]);
    const [dests] = await store.destinations('all', [`M${month}`], 'DHL');
    expect(dests?.c).toEqual({ 'NL|Monterrey': 1 });

    expect((await store.rowsOf(`a:${client}`, period, { offset: 0, limit: 10 })).map((r) => r._id)).toEqual([
      b,
      a,
    ]);
    expect(
      (await store.rowsOf(`u:${user}`, period, { offset: 0, limit: 10 })).map((r) => r.paidCentavos),
    ).toEqual([12_345]);

    expect(await store.member(user)).toMatchObject({ role: 'user', clientId: client });
    await store.removeMemberFromClient(user, oid()); // another client's removal: it stays
    expect((await store.member(user))?.clientId).toBe(client);
    await store.removeMemberFromClient(user, client);
    expect((await store.member(user))?.clientId).toBeNull();
  });

  it('pages newest first through month, day and hour buckets, as many as the counters say', async () => {
    const { store } = replica();
    const day = `${month}-20`;
    const ids: string[] = [];
    // Three in one hour and one the hour after (more than REPORTS_BUCKET_ROWS in the day), one the day before.
    for (const [d, h, m] of [
      [day, 9, 10],
      [day, 9, 20],
      [day, 9, 30],
      [day, 10, 5],
      [`${month}-19`, 12, 0],
    ] as const) {
      const id = oid();
      ids.push(id);
      const at = new Date(`${d}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00-06:00`);
      await record(store, created(id, client, { createdAt: at.toISOString() }));
    }
    await store.flush();
    const newestFirst = [ids[3], ids[2], ids[1], ids[0], ids[4]];
    const week = { from: `${month}-19`, to: `${month}-20` };
    const page = async (offset: number, limit: number) =>
      (await store.rowsOf('all', week, { offset, limit })).map((r) => r._id);
    expect(await page(0, 10)).toEqual(newestFirst);
    expect(await page(1, 2)).toEqual(newestFirst.slice(1, 3));
    expect(await page(3, 2)).toEqual(newestFirst.slice(3, 5));
    expect(await page(5, 2)).toEqual([]);
    // Within a carrier: none of these.
    expect(await store.rowsOf('all', { ...week, carrier: 'FEDEX' }, { offset: 0, limit: 10 })).toEqual([]);
  });

  it("lists the top-ups of the days whose counters have some, counted for the user's client", async () => {
    const { store } = replica();
    const payer = oid();
    const itsClient = oid();
    await store.recordMember(payer, { role: 'user', clientId: itsClient });
    const prepaidId = oid();
    const requested = {
      type: 'PrepaidRequested' as const,
      data: { prepaidId, user: payer, amountCentavos: 50_000, requestedAt: `${month}-05T16:00:00.000Z` },
    };
    const executed = {
      type: 'PrepaidExecuted' as const,
      data: {
        prepaidId,
        user: payer,
        amountCentavos: 50_000,
        orderId: 'o-1',
        executedAt: `${month}-06T16:00:00.000Z`,
      },
    };
    // As RecordPrepaidUseCase hands them over (the same event twice: once).
    const executedId = randomUUID();
    for (const [event, id] of [
      [requested, randomUUID()],
      [executed, executedId],
      [executed, executedId],
    ] as const)
      await store.recordTopUp(prepaidId, async (before, clientOf) => {
        if (before.ev.includes(id)) return before;
        const account = before.account ?? (await clientOf(payer)) ?? payer;
        return foldPrepaidEvent(before, event, id, account);
      });
    await store.flush();
    const days = [`${month}-07`, `${month}-06`, `${month}-05`];
    for (const scope of [`u:${payer}`, `a:${itsClient}`]) {
      const listed = await store.topUpsIn(scope, days, 10);
      expect(listed.map((p) => [p._id, p.amountCentavos, !!p.paidAt])).toEqual([[prepaidId, 50_000, true]]);
      const [monthDoc] = await store.counters(scope, [`M${month}`]);
      expect(monthDoc?.p).toEqual({ paid: 50_000, paidN: 1, paypal: 50_000 });
    }
    expect(await store.topUpsIn(`u:${payer}`, days, 0)).toEqual([]);
    expect(await store.topUpsIn(`u:${payer}`, [`${month}-05`], 10)).toEqual([]);
  });

  it("lists each scope's own top-ups of a day, by method, though their months' epochs are equal", async () => {
    const { store } = replica();
    const payers = [oid(), oid()];
    const methods = ['spei', 'oxxo'] as const;
    for (const [i, payer] of payers.entries()) {
      const prepaidId = oid();
      const id = randomUUID();
      const executed = {
        type: 'PrepaidExecuted' as const,
        data: {
          prepaidId,
          user: payer,
          amountCentavos: 10_000 * (i + 1),
          orderId: `o-${i}`,
          executedAt: `${month}-09T16:00:00.000Z`,
          method: methods[i],
        },
      };
      await store.recordTopUp(prepaidId, async (before) => foldPrepaidEvent(before, executed, id, payer));
    }
    await store.flush();
    // One write each: both scopes' months are at the same epoch, and a day's list is held per scope.
    for (const [i, payer] of payers.entries()) {
      const listed = await store.topUpsIn(`u:${payer}`, [`${month}-09`], 10);
      expect(listed.map((p) => [p.user, p.source, p.amountCentavos])).toEqual([
        [payer, methods[i], 10_000 * (i + 1)],
      ]);
      const [monthDoc] = await store.counters(`u:${payer}`, [`M${month}`]);
      expect(monthDoc?.p).toEqual({ paid: 10_000 * (i + 1), paidN: 1, [methods[i]]: 10_000 * (i + 1) });
    }
  });

  it("makes another replica's next read see a change written through the store, and only then", async () => {
    const writer = replica();
    const reader = replica();
    const scope = `u:${oid()}`;
    const owner = scope.slice(2);
    await record(writer.store, created(oid(), owner));
    await writer.store.flush();
    const read = async () => n((await reader.store.counters(scope, [`M${month}`]))[0]);
    expect(await read()).toBe(1);

    // Written around the store (no epoch changed): the reader keeps answering what it holds.
    await writer.models
      .of(1)
      .months.updateOne({ _id: `${scope}|M${month}|*` }, { $inc: { 'k.DHL|box.n': 10 } });
    expect(await read()).toBe(1);

    // Through the store: the month's epoch changes after the write, and the reader reads it again.
    await record(writer.store, created(oid(), owner));
    await writer.store.flush();
    expect(await read()).toBe(12);
    // The general report's rows too: the row's bucket log tells the reader what changed.
    const before = await reader.store.rowsOf(scope, period, { offset: 0, limit: 10 });
    expect(before).toHaveLength(2);
    const third = oid();
    await record(writer.store, created(third, owner));
    const after = await reader.store.rowsOf(scope, period, { offset: 0, limit: 10 });
    expect(after.map((r) => r._id)[0]).toBe(third);
    expect(after).toHaveLength(3);
  });

  it("folds a rebuild's events in memory into the next generation, with the figures the live path makes", async () => {
    const live = replica();
    const scope = `u:${oid()}`;
    const owner = scope.slice(2);
    const events: [RowEvent, string][] = [];
    for (let i = 0; i < 3; i++) {
      const id = oid();
      events.push([created(id, owner, { carrier: i ? 'DHL' : 'FEDEX' }), randomUUID()]);
      events.push([paid(id, owner, 1_000 * (i + 1)), randomUUID()]);
    }
    for (const [event, id] of events) await record(live.store, event, id);
    await live.store.flush();
    const figures = async (store: ReportStore) => ({
      counters: await store.counters(scope, [`M${month}`]),
      rows: (await store.rowsOf(scope, period, { offset: 0, limit: 10 })).map((r) => [r._id, r.paidCentavos]),
    });
    const expected = await figures(live.store);

    const rebuild = replica();
    const { current, next } = await rebuild.store.openNextGeneration();
    expect(next).toBe(current + 1);
    await rebuild.store.foldInMemory();
    for (const [event, id] of [...events, events[1]]) await record(rebuild.store, event, id);
    // Nothing is written until the fold ends.
    expect(await rebuild.models.of(next).rows.countDocuments()).toBe(0);
    expect(await rebuild.store.writeFolded()).toMatchObject({ shipments: 3, topUps: 0 });
    await rebuild.store.feedNextGeneration(current, next);
    await rebuild.store.switchTo(next, current);

    const after = replica();
    expect(await figures(after.store)).toEqual(expected);
    expect(await after.models.of(current).rows.countDocuments()).toBe(0); // the old generation was dropped
  });
});
