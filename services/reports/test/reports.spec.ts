import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Types } from 'mongoose';
import {
  GuideCancelled,
  GuideFailed,
  GuideGenerated,
  OverweightRegistered,
  PaymentRefunded,
  PrepaidCancelled,
  PrepaidExecuted,
  PrepaidRequested,
  ReportsRoutes,
  ShipmentCreated,
  ShipmentDeleted,
  ShipmentDelivered,
  ShipmentPaid,
  TOP_UP_METHODS,
  TrackingStatusChanged,
  UserRegistered,
  WalletCredited,
  Headers,
  type EventContract,
  type EventData,
  type TopUpMethod,
} from '@envios/contracts';
import { createEvent, envelopeOf } from '@envios/platform';
import {
  addCalendarDays,
  CARRIER_CODES,
  estimateDeliveryDate,
  SHIPMENT_TYPES,
  toMexicoCityDate,
  type Role,
} from '@envios/domain';
import {
  appEnv,
  callRoute,
  createPrefixedTopics,
  eventually,
  freePort,
  mongoDb,
  produceRaw,
  publishEvents,
  REPO_ROOT,
  ServiceProcess,
} from '@envios/testing';

jest.setTimeout(600_000);

// ---- the scripted business: who, what, when -------------------------------------------------------
// A deterministic generator, so a failure repeats.
let seed = 20261125;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
const id = () => new Types.ObjectId().toHexString();

const DESTINATIONS = [
  ['Monterrey', 'NL'],
  ['Guadalajara', 'JAL'],
  ['Cd. Juárez', 'CHIH'],
  ['Mérida', 'YUC'],
  ['Puebla', 'PUE'],
  ['León', 'GTO'],
  ['San Pedro Garza García', 'NL'],
  ['Tijuana', 'BC'],
] as const;

const c1 = id();
const c2 = id();
const u1 = id();
const u2 = id();
const u3 = id();
const u4 = id();
/** Each owner and the account its shipments belong to (its client's, or its own). */
const OWNERS: [string, string][] = [
  [c1, c1],
  [u1, c1],
  [u2, c1],
  [c2, c2],
  [u3, c2],
  [u4, u4],
];
const today = toMexicoCityDate(new Date());
const from = addCalendarDays(today, -59);
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00-06:00`);

interface Truth {
  id: string;
  createdAt: number;
  owner: string;
  account: string;
  day: string;
  carrier: string;
  type: string;
  city: string;
  state: string;
  deleted: boolean;
  paid: number;
  stage: 'created' | 'label' | 'transit' | 'delivered' | 'cancelled' | 'failed';
  onTime: boolean | null;
}
interface PrepaidTruth {
  user: string;
  account: string;
  amount: number;
  day: string;
  paid: boolean;
  live: boolean;
  method: TopUpMethod;
}

type Batch = { contract: EventContract; key: string; data: unknown; occurredAt: Date }[];

function script(shipments: number, firstGuide = 1_000_000_000) {
  const events: Batch = [];
  const truth: Truth[] = [];
  const prepaids: PrepaidTruth[] = [];
  const push = <C extends EventContract>(contract: C, key: string, data: EventData<C>, occurredAt: Date) =>
    events.push({ contract, key, data, occurredAt });
  for (const [user, client] of OWNERS)
    push(
      UserRegistered,
      user,
      {
        userId: user,
        email: `${user}@t.mx`,
        firstName: 'Prueba',
        lastName: 'Reportes',
        phone: '5512345678',
        rol: user === client ? 'client' : 'user',
        active: true,
        tipoUsuario: null,
        parentClient: user === client ? null : client,
        createdBy: null,
      },
      at(from, 7),
    );
  for (let i = 0; i < shipments; i++) {
    const [owner, account] = pick(OWNERS);
    const shipmentId = id();
    const day = addCalendarDays(from, Math.floor(random() * 60));
    const carrier = pick(CARRIER_CODES);
    const type = pick(SHIPMENT_TYPES);
    const [city, state] = pick(DESTINATIONS);
    const total = 10_000 + Math.floor(random() * 80_000);
    const transitDays = 1 + Math.floor(random() * 4);
    // Within the day's 9 o'clock hour, to the minute (the general report lists newest first).
    const createdAt = new Date(at(day, 9).getTime() + Math.floor(random() * 60) * 60_000);
    const t: Truth = {
      id: shipmentId,
      createdAt: createdAt.getTime(),
      owner,
      account,
      day,
      carrier,
      type,
      city,
      state,
      deleted: false,
      paid: 0,
      stage: 'created',
      onTime: null,
    };
    truth.push(t);
    push(
      ShipmentCreated,
      shipmentId,
      {
        shipmentId,
        owner,
        account,
        carrier,
        service: 'STD',
        serviceName: 'Estándar',
        shipmentType: type,
        totalCentavos: total,
        origin: { postalCode: '06700', stateShort: 'CDMX', city: 'Ciudad de México' },
        destination: { postalCode: '64000', stateShort: state, city },
        duplicateOf: null,
        transitDays,
        createdAt: createdAt.toISOString(),
      },
      createdAt,
    );
    const roll = random();
    if (roll < 0.1) {
      t.deleted = true;
      push(ShipmentDeleted, shipmentId, { shipmentId, owner, deletedBy: owner }, at(day, 10));
      continue;
    }
    if (roll < 0.25) continue; // never paid
    t.paid = total;
    push(
      ShipmentPaid,
      shipmentId,
      {
        shipmentId,
        owner,
        amountCentavos: total,
        method: 'wallet',
        paymentId: `p-${shipmentId}`,
        paidAt: at(day, 10).toISOString(),
      },
      at(day, 10),
    );
    const refund = (reason: 'guide-failed' | 'guide-cancelled') => {
      t.paid = 0;
      push(
        PaymentRefunded,
        shipmentId,
        {
          shipmentId,
          user: owner,
          amountCentavos: total,
          reason,
          movementId: `r-${shipmentId}`,
          refundedAt: at(day, 12).toISOString(),
        },
        at(day, 12),
      );
    };
    if (roll < 0.28) {
      t.stage = 'failed';
      push(
        GuideFailed,
        shipmentId,
        { shipmentId, owner, carrier, reason: 'carrier down', attempts: 3 },
        at(day, 11),
      );
      refund('guide-failed');
      continue;
    }
    const guide = `${firstGuide + i}`;
    const labelAt = at(day, 11);
    push(
      GuideGenerated,
      shipmentId,
      {
        shipmentId,
        owner,
        account,
        carrier,
        service: 'STD',
        serviceName: 'Estándar',
        numberGuide: guide,
        guide: 'x',
        format: 'pdf-letter',
        source: 'ratecard',
      },
      labelAt,
    );
    t.stage = 'label';
    if (roll < 0.31) {
      t.stage = 'cancelled';
      push(
        GuideCancelled,
        shipmentId,
        { shipmentId, owner, numberGuide: guide, cancelledBy: owner, cancelledAt: at(day, 12).toISOString() },
        at(day, 12),
      );
      refund('guide-cancelled');
      continue;
    }
    if (random() < 0.05)
      push(
        OverweightRegistered,
        shipmentId,
        { shipmentId, owner, overweightKg: 1.5, costCentavos: 9_000, registeredBy: 'staff' },
        at(day, 13),
      );
    const change = (version: number, status: 'picked_up' | 'in_transit' | 'delivered', when: Date) =>
      push(
        TrackingStatusChanged,
        shipmentId,
        {
          shipmentId,
          owner,
          account,
          carrier,
          numberGuide: guide,
          version,
          status,
          statusText: status,
          lastEventAt: when.toISOString(),
          lastEventDescription: status,
          events: version,
        },
        when,
      );
    if (random() < 0.3) continue; // label only
    t.stage = 'transit';
    change(1, 'picked_up', at(day, 14));
    change(2, 'in_transit', at(day, 18));
    if (random() < 0.4) continue;
    const late = random() < 0.3;
    const deliveryDay = late
      ? addCalendarDays(estimateDeliveryDate(labelAt, transitDays), 2)
      : estimateDeliveryDate(labelAt, transitDays);
    const deliveredAt = at(deliveryDay, 12);
    t.stage = 'delivered';
    t.onTime = toMexicoCityDate(deliveredAt) <= estimateDeliveryDate(labelAt, transitDays);
    change(3, 'delivered', deliveredAt);
    push(
      ShipmentDelivered,
      shipmentId,
      { shipmentId, owner, account, carrier, numberGuide: guide, deliveredAt: deliveredAt.toISOString() },
      deliveredAt,
    );
  }
  for (let i = 0; i < 120; i++) {
    const [user, account] = pick(OWNERS);
    const prepaidId = id();
    const day = addCalendarDays(from, Math.floor(random() * 60));
    const amount = 50_000 + Math.floor(random() * 100) * 100;
    const roll = random();
    if (roll < 0.25) {
      prepaids.push({ user, account, amount, day, paid: true, live: true, method: 'staff' });
      push(
        WalletCredited,
        prepaidId,
        {
          movementId: prepaidId,
          user,
          amountCentavos: amount,
          creditedBy: 'staff',
          reason: 'Bonificación',
          creditedAt: at(day, 15).toISOString(),
        },
        at(day, 15),
      );
      continue;
    }
    // A card top-up's events name no method (as before SPEI and OXXO); a SPEI transfer is credited
    // when it arrives, never asked for; an OXXO voucher is pending until paid, or expires.
    const method = pick(['paypal', 'spei', 'oxxo'] as const);
    const named = method === 'paypal' ? {} : { method };
    if (method !== 'spei')
      push(
        PrepaidRequested,
        prepaidId,
        { prepaidId, user, amountCentavos: amount, requestedAt: at(day, 8).toISOString(), ...named },
        at(day, 8),
      );
    if (roll < 0.75 || method === 'spei') {
      prepaids.push({ user, account, amount, day, paid: true, live: true, method });
      push(
        PrepaidExecuted,
        prepaidId,
        {
          prepaidId,
          user,
          amountCentavos: amount,
          orderId: `o-${prepaidId}`,
          executedAt: at(day, 9).toISOString(),
          ...named,
        },
        at(day, 9),
      );
    } else if (roll < 0.85) {
      prepaids.push({ user, account, amount, day, paid: false, live: false, method });
      push(
        PrepaidCancelled,
        prepaidId,
        { prepaidId, user, cancelledAt: at(day, 9).toISOString() },
        at(day, 9),
      );
    } else prepaids.push({ user, account, amount, day, paid: false, live: true, method });
  }
  return { events, truth, prepaids };
}

// ---- the expected reports, computed straight from the script -------------------------------------
/** How many top-ups of the general report's list are of each method, paid or pending ('spei·paid': 3). */
const methodsOf = (listed: { source: string; status: boolean }[]) => {
  const n: Record<string, number> = {};
  for (const p of listed) {
    const key = `${p.source}·${p.status ? 'paid' : 'pending'}`;
    n[key] = (n[key] ?? 0) + 1;
  }
  return n;
};

interface Filter {
  from: string;
  to: string;
  carrier?: string;
  shipmentType?: string;
  state?: string;
}
const inScope = (scope: string, owner: string, account: string) =>
  scope === 'all' || scope === `u:${owner}` || scope === `a:${account}`;

/** What a scope's viewer is answered; an Operativo (role user, a `u:` scope) gets no amount at all. */
function expected(truth: Truth[], prepaids: PrepaidTruth[], scope: string, f: Filter) {
  const all = everything(truth, prepaids, scope, f);
  if (!scope.startsWith('u:')) return all;
  return {
    ...all,
    prepaidsPerMonth: { status: 403, code: 'AUTH.FORBIDDEN' },
    general: { ...all.general, totals: undefined },
  };
}

function everything(truth: Truth[], prepaids: PrepaidTruth[], scope: string, f: Filter) {
  const rows = truth.filter(
    (t) =>
      !t.deleted &&
      inScope(scope, t.owner, t.account) &&
      t.day >= f.from &&
      t.day <= f.to &&
      (!f.carrier || t.carrier === f.carrier) &&
      (!f.shipmentType || t.type === f.shipmentType) &&
      (!f.state || t.state === f.state),
  );
  const count = (pred: (t: Truth) => boolean) => rows.filter(pred).length;
  const months: string[] = [];
  for (let m = f.from.slice(0, 7); m <= f.to.slice(0, 7);) {
    months.push(m);
    const [y, mm] = m.split('-').map(Number);
    m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
  }
  const cities = new Map<string, { city: string; state_short: string; totalShipments: number }>();
  for (const t of rows) {
    const c = cities.get(`${t.city}|${t.state}`) ?? { city: t.city, state_short: t.state, totalShipments: 0 };
    c.totalShipments++;
    cities.set(`${t.city}|${t.state}`, c);
  }
  const top = [...cities.values()]
    .sort((a, b) => b.totalShipments - a.totalShipments || a.city.localeCompare(b.city, 'es'))
    .slice(0, 10)
    .map((c) => ({ ...c, percentage: Math.round((c.totalShipments / rows.length) * 1000) / 10 }));
  const myPrepaids = prepaids.filter(
    (p) => p.live && inScope(scope, p.user, p.account) && p.day >= f.from && p.day <= f.to,
  );
  const paidPesos = (pred: (p: PrepaidTruth) => boolean) =>
    myPrepaids.filter((p) => p.paid && pred(p)).reduce((s, p) => s + p.amount, 0) / 100;
  const byMethod = <T>(of: (method: TopUpMethod) => T) =>
    Object.fromEntries(TOP_UP_METHODS.map((m) => [m, of(m)]));
  return {
    shipmentsReport: {
      totalGenerated: count((t) => ['label', 'transit', 'delivered'].includes(t.stage)),
      totalInTransit: count((t) => t.stage === 'transit'),
      totalDelivered: count((t) => t.stage === 'delivered'),
    },
    totalByCarrier: CARRIER_CODES.map((carrier) => ({
      carrier,
      totalShipments: count((t) => t.carrier === carrier),
    }))
      .filter((c) => c.totalShipments > 0)
      .sort((a, b) => b.totalShipments - a.totalShipments),
    shipmentsByType: SHIPMENT_TYPES.map((shipment_type) => ({
      shipment_type,
      totalShipments: count((t) => t.type === shipment_type),
    })),
    topDestination: top,
    shipmentsCity: { labels: top.map((c) => c.city), data: top.map((c) => c.totalShipments) },
    prepaidsPerMonth: {
      chartData: {
        labels: months,
        values: months.map((m) => paidPesos((p) => p.day.startsWith(m))),
        byMethod: byMethod((method) =>
          months.map((m) => paidPesos((p) => p.method === method && p.day.startsWith(m))),
        ),
      },
    },
    efficiency: {
      chartData: {
        labels: months,
        values: months.map((m) => {
          const done = rows.filter((t) => t.day.startsWith(m) && t.onTime !== null);
          return done.length
            ? Math.round((done.filter((t) => t.onTime).length / done.length) * 1000) / 10
            : 0;
        }),
      },
    },
    general: {
      topUps: methodsOf(myPrepaids.map((p) => ({ source: p.method, status: p.paid }))),
      count: rows.length,
      ids: [...rows].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).map((t) => t.id),
      totals: {
        shipments: rows.length,
        expenses: rows.reduce((s, t) => s + t.paid, 0) / 100,
        prepaidsPaid: myPrepaids.filter((p) => p.paid).reduce((s, p) => s + p.amount, 0) / 100,
        prepaidsPending: myPrepaids.filter((p) => !p.paid).reduce((s, p) => s + p.amount, 0) / 100,
        prepaidsPaidByMethod: byMethod((method) => paidPesos((p) => p.method === method)),
      },
    },
  };
}

// ---- the reports process, on topics and a database of its own ------------------------------------
const CHARTS = [
  'shipmentsReport',
  'totalByCarrier',
  'shipmentsByType',
  'shipmentsCity',
  'topDestination',
  'prepaidsPerMonth',
  'efficiency',
] as const;

describe('reports: read models built from events', () => {
  const prefix = `t${id().slice(-8)}.`;
  let reports: ServiceProcess;
  let data: ReturnType<typeof script>;
  const database = `envios_test_reports_${prefix.slice(1, 9)}`;

  const caller = (role: Role, userId: string) => ({ id: userId, role, email: `${userId}@t.mx` });
  const query = (f: Filter, userId?: string) => ({
    fromDate: f.from,
    toDate: f.to,
    ...(f.carrier ? { carrier: f.carrier } : {}),
    ...(f.shipmentType ? { shipmentType: f.shipmentType } : {}),
    ...(f.state ? { state: f.state } : {}),
    ...(userId ? { userId } : {}),
  });

  /** Every report of a scope as the service answers it. */
  async function answers(role: Role, userId: string, f: Filter, forUser?: string) {
    const who = caller(role, userId);
    const out: Record<string, unknown> = {};
    for (const name of CHARTS) {
      const r = await callRoute(reports.url, ReportsRoutes[name], { query: query(f, forUser) }, who);
      out[name] = r.status === 200 ? r.body : { status: r.status, code: r.body?.code };
    }
    // Every page of the general report, 97 at a time (pages cut across the buckets it reads).
    const ids: string[] = [];
    let general: Record<string, unknown> = {};
    for (let page = 1; ; page++) {
      const g = await callRoute(
        reports.url,
        ReportsRoutes.general,
        {
          body: {
            startDate: f.from,
            endDate: f.to,
            carrier: f.carrier,
            shipmentType: f.shipmentType,
            userId: forUser,
            page,
            limit: 97,
          },
        },
        who,
      );
      if (g.status !== 200) {
        general = { status: g.status };
        break;
      }
      ids.push(...g.body.data.map((r: { _id: string }) => r._id));
      general = { count: g.body.count, ids, totals: g.body.totals, topUps: methodsOf(g.body.prepaids) };
      if (page >= g.body.pages) break;
    }
    out.general = general;
    return out;
  }

  const PERIOD: Filter = { from, to: today };
  const NARROW: Filter = {
    from: addCalendarDays(today, -40),
    to: addCalendarDays(today, -10),
    carrier: 'DHL',
    shipmentType: 'box',
  };
  const BY_STATE: Filter = { from, to: today, state: 'NL' };
  /** Scopes checked, and who asks for each. */
  const views = () =>
    [
      ['a:' + c1, 'client', c1],
      ['a:' + c2, 'client', c2],
      ['u:' + u1, 'user', u1],
      ['u:' + u4, 'user', u4],
      // The topics are this test's own: everyone's figures are the script's.
      ['all', 'superadmin', id()],
    ] as [string, Role, string][];

  async function expectAllMatch() {
    for (const [scope, role, user] of views())
      for (const f of [PERIOD, NARROW, BY_STATE]) {
        const want = expected(data.truth, data.prepaids, scope, f) as Record<string, unknown>;
        const got = await answers(role, user, f);
        if (f.state) delete want.general; // the general report has no state filter
        if (f.state) delete got.general;
        expect({ scope, f, ...got }).toEqual({ scope, f, ...want });
      }
  }

  /** One producer a topic, each topic's events in their order, in batches. */
  const publishInOrder = (byTopic: Map<string, Batch>) =>
    Promise.all(
      [...byTopic.entries()].map(async ([topic, batch]) => {
        for (let i = 0; i < batch.length; i += 1000)
          await produceRaw(
            prefix + topic,
            batch.slice(i, i + 1000).map((e) => {
              const entry = createEvent(e.contract, e.key, e.data as never, e.occurredAt);
              return {
                key: e.key,
                value: JSON.stringify(envelopeOf(entry)),
                headers: { [Headers.eventType]: entry.type },
              };
            }),
          );
      }),
    );

  /** Everyone's KPI cards (a few small reads), until they are `want`'s. */
  /**
   * Waits until the charts fed by each topic (shipments, tracking, wallet) answer what the script
   * says for everyone: the topics are consumed independently, one may lag behind another.
   */
  const kpisReach = async (want: ReturnType<typeof everything>, timeoutMs: number) => {
    const fed = ['shipmentsReport', 'efficiency', 'prepaidsPerMonth'] as const;
    const charts = async () => {
      const out: Record<string, unknown> = {};
      for (const name of fed)
        out[name] = (
          await callRoute(
            reports.url,
            ReportsRoutes[name],
            { query: query(PERIOD) },
            caller('superadmin', id()),
          )
        ).body;
      return out;
    };
    const wanted = Object.fromEntries(fed.map((name) => [name, want[name]]));
    await eventually(async () => isDeepStrictEqual(await charts(), wanted), {
      timeoutMs,
      intervalMs: 3000,
      what: 'the reports to take every scripted event',
    }).catch(async () => expect(await charts()).toEqual(wanted));
    // The aggregates of the last events may still be on their way (REPORTS_FLUSH_MS).
    await new Promise((r) => setTimeout(r, 1500));
  };

  beforeAll(async () => {
    await createPrefixedTopics(prefix);
    const env = appEnv('reports');
    reports = new ServiceProcess('reports', {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${new URL(env.MONGO_URL).host}/${database}`,
      KAFKA_GROUP_ID: `reports-test-${prefix}`,
      KAFKA_TOPIC_PREFIX: prefix,
      // Small buckets, so the general report's pages also read days and hours one at a time.
      REPORTS_BUCKET_ROWS: '10',
      // Every answer from the read models as they are (the comparisons below read right after).
      REPORTS_STALE_MS: '0',
    }).start();
    await reports.ready();
    data = script(300);
    // Each topic's events in their order, the topics side by side: across topics events race, as
    // they do in production (a payment can be read before the shipment it pays).
    const byTopic = new Map<string, Batch>();
    for (const e of data.events) byTopic.set(e.contract.topic, [...(byTopic.get(e.contract.topic) ?? []), e]);
    // The accounts exist before their shipments and top-ups (a top-up counts for its user's client).
    const identity = byTopic.get(UserRegistered.topic)!;
    byTopic.delete(UserRegistered.topic);
    await publishEvents(
      UserRegistered,
      identity.map((e) => ({ key: e.key, data: e.data as never, occurredAt: e.occurredAt })),
      { topicPrefix: prefix },
    );
    await eventually(
      async () =>
        (await (await mongoDb(database)).collection('report_members_g1').countDocuments({})) ===
        OWNERS.length,
      { what: 'the accounts to be known' },
    );
    await publishInOrder(byTopic);
  });
  afterAll(() => reports?.stop());

  it('answers every report as computed straight from the scripted records, per scope and filter', async () => {
    expect(data.truth.length).toBe(300);
    await kpisReach(everything(data.truth, data.prepaids, 'all', PERIOD), 240_000);
    await expectAllMatch();
  });

  it('keeps every report up to date as more shipments come and go, the general report row by row', async () => {
    // Every report was read above: the general report's buckets are held, and take what follows
    // row by row (model/row-buckets.ts) rather than whole.
    const more = script(50, 2_000_000_000);
    // The accounts are known already.
    const added: Batch = more.events.filter((e) => e.contract !== UserRegistered);
    // Some shipments never paid for are deleted now, days after they were made.
    for (const t of data.truth.filter((t) => !t.deleted && t.stage === 'created').slice(0, 25)) {
      t.deleted = true;
      added.push({
        contract: ShipmentDeleted,
        key: t.id,
        data: { shipmentId: t.id, owner: t.owner, deletedBy: t.owner },
        occurredAt: new Date(),
      });
    }
    data.truth.push(...more.truth);
    data.prepaids.push(...more.prepaids);
    data.events.push(...added);
    const byTopic = new Map<string, Batch>();
    for (const e of added) byTopic.set(e.contract.topic, [...(byTopic.get(e.contract.topic) ?? []), e]);
    await publishInOrder(byTopic);
    await kpisReach(everything(data.truth, data.prepaids, 'all', PERIOD), 120_000);
    await expectAllMatch();
  });

  it('keeps every role within its reach, and totals from helpdesk and sales', async () => {
    const forbidden = (r: { status: number }) => r.status;
    const q = query(PERIOD, u2);
    // A user asks only for its own; a client for its own users; staff for anyone.
    expect(
      forbidden(
        await callRoute(reports.url, ReportsRoutes.shipmentsReport, { query: q }, caller('user', u1)),
      ),
    ).toBe(403);
    expect(
      forbidden(
        await callRoute(
          reports.url,
          ReportsRoutes.shipmentsReport,
          { query: query(PERIOD, u3) },
          caller('client', c1),
        ),
      ),
    ).toBe(403);
    // The same figures, less the amounts an Operativo may not see.
    const own = await answers('client', c1, PERIOD, u2);
    expect(own.prepaidsPerMonth).toHaveProperty('chartData');
    expect(own.general).toHaveProperty('totals.shipments');
    expect({
      ...own,
      prepaidsPerMonth: { status: 403, code: 'AUTH.FORBIDDEN' },
      general: { ...(own.general as object), totals: undefined },
    }).toEqual(await answers('user', u2, PERIOD));
    expect(await answers('superadmin', id(), PERIOD, c1)).toEqual(await answers('client', c1, PERIOD));
    for (const role of ['helpdesk', 'sales'] as const) {
      const staff = caller(role, id());
      const g = await callRoute(
        reports.url,
        ReportsRoutes.general,
        { body: { startDate: from, endDate: today, userId: c1 } },
        staff,
      );
      expect(g.status).toBe(200);
      expect(g.body.totals).toBeUndefined();
      expect(g.body.data.every((row: Record<string, unknown>) => !('total_amount' in row))).toBe(true);
      expect(g.body.prepaids.length).toBeGreaterThan(0);
      expect(JSON.stringify(g.body.prepaids)).not.toContain('amount');
      const money = await callRoute(
        reports.url,
        ReportsRoutes.prepaidsPerMonth,
        { query: query(PERIOD) },
        staff,
      );
      expect(money.body).toMatchObject({ statusCode: 403, code: 'AUTH.FORBIDDEN' });
    }
  });

  it('refuses inverted or absurd periods and unknown filters with a Spanish 400', async () => {
    const who = caller('client', c1);
    for (const [q, message] of [
      [{ fromDate: today, toDate: from }, 'La fecha inicial debe ser anterior o igual a la final.'],
      [{ fromDate: '2020-01-01', toDate: today }, 'El periodo no puede pasar de 366 días.'],
      [{ fromDate: '2026-02-30' }, 'La fecha inicial debe ser una fecha AAAA-MM-DD válida.'],
      [{ carrier: 'UPS' }, 'Paquetería desconocida.'],
      [{ shipmentType: 'pallet' }, 'Tipo de envío desconocido.'],
    ] as const) {
      const r = await callRoute(
        reports.url,
        ReportsRoutes.totalByCarrier,
        { query: q as Record<string, string> },
        who,
      );
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
  });

  it('rebuilds every read model from the topics with identical results, answering all along', async () => {
    const months = async () => {
      const db = await mongoDb(database);
      const meta = await db.collection('report_meta').findOne({ _id: 'generations' as never });
      const docs = await db.collection(`report_months_g${meta!.current}`).find({}).toArray();
      // Counters that came to nothing (a shipment added, then deleted) leave zeros behind.
      const strip = (v: unknown): unknown =>
        v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .filter(([, x]) => x !== 0)
                .map(([k, x]) => [k, strip(x)])
                .filter(([, x]) => !(x && typeof x === 'object' && !Object.keys(x as object).length)),
            )
          : v;
      return {
        gen: meta!.current as number,
        // A document whose counters all came to nothing says nothing (a rebuild never writes it).
        docs: docs
          .map(strip)
          .filter((doc: any) => Object.keys(doc).length > 1)
          .sort((a: any, b: any) => (a._id < b._id ? -1 : 1)),
      };
    };
    const before = await months();
    const answersBefore = await answers('client', c1, PERIOD);
    const rebuild = spawn(process.execPath, [join(REPO_ROOT, 'services/reports/dist/cli/rebuild.js')], {
      cwd: join(REPO_ROOT, 'services/reports'),
      env: { PATH: process.env.PATH ?? '', ...reports.env(), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    rebuild.stdout.on('data', (d) => (output += d));
    rebuild.stderr.on('data', (d) => (output += d));
    // The reports keep answering while the rebuild runs.
    const during: unknown[] = [];
    const exited = new Promise<number | null>((resolve) => rebuild.on('exit', resolve));
    while (rebuild.exitCode === null) {
      during.push(await answers('client', c1, PERIOD));
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await exited).toBe(0);
    const report = JSON.parse(output.trim().split('\n').pop()!);
    expect(report).toMatchObject({ rebuilt: true, generation: before.gen + 1, replaced: before.gen });
    expect(report.eventsApplied).toBeGreaterThanOrEqual(data.events.length);
    expect(during.length).toBeGreaterThan(0);
    expect(during.find((a) => JSON.stringify(a) !== JSON.stringify(answersBefore)) ?? answersBefore).toEqual(
      answersBefore,
    );
    const after = await months();
    expect(after.gen).toBe(before.gen + 1);
    expect(after.docs).toEqual(before.docs);
    await expectAllMatch();
  });
});
