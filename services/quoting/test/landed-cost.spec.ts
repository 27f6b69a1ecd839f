import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import {
  GuideGenerated,
  OverweightRegistered,
  QuotingRoutes,
  ReportsRoutes,
  ShipmentCreated,
  ShipmentDelivered,
  Headers,
  type LaneOnTime,
  type QuoteResponse,
  type ShippingOption,
} from '@envios/contracts';
import { createEvent, envelopeOf } from '@envios/platform';
import { loadRateCards, serviceCost, zoneBetween } from '@envios/carriers';
import {
  addBusinessDays,
  addCalendarDays,
  billedWeightKg,
  estimateDeliveryDate,
  roundKg,
  toMexicoCityDate,
  type CarrierCode,
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
  ServiceProcess,
} from '@envios/testing';

jest.setTimeout(120_000);

const id = () => new Types.ObjectId().toHexString();
const MIN_SAMPLE = 5;

/** A delivered shipment of the script: its lane, carrier, and whether it arrived within its promise. */
interface Delivered {
  carrier: CarrierCode;
  postalCode: string;
  labelAt: Date;
  deliveredAt: Date;
  test?: boolean;
}

/**
 * The landed-cost quote (issue 30) against a reports and a quoting process of this test's own
 * (own databases, own topics): delivered shipments and reweighs are published as events, and the
 * on-time rates, predicted weights, surcharge lines and the rule are compared with what this test
 * computes from the same records.
 */
describe('landed-cost quote: on-time per lane, predicted billed weight, zona extendida, cheapest_on_time', () => {
  const tag = randomUUID().slice(0, 8);
  const prefix = `h1lc${tag}.`;
  let reports: ServiceProcess;
  let quoting: ServiceProcess;
  const owner = id();
  const caller = (role: Role) => ({ id: owner, role, email: `${owner}@t.mx` });

  // ---- the script: CDMX → NL deliveries of three carriers over the last 90 days and before --------
  const today = toMexicoCityDate(new Date());
  const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00-06:00`);
  const TRANSIT = 2;
  const delivered: Delivered[] = [];
  const ship = (carrier: CarrierCode, postalCode: string, daysAgo: number, late: boolean, test = false) => {
    const labelDay = addCalendarDays(today, -daysAgo - 6);
    const labelAt = at(labelDay, 10);
    const promised = estimateDeliveryDate(labelAt, TRANSIT);
    const deliveredDay = late ? addBusinessDays(promised, 2) : addCalendarDays(labelDay, 1);
    delivered.push({ carrier, postalCode, labelAt, deliveredAt: at(deliveredDay, 13), test });
  };
  // DHL: 7 to Monterrey (zone 64: 6 on time) and 3 to Apodaca (zone 66: 1 on time).
  for (let i = 0; i < 7; i++) ship('DHL', '64000', 3 + i, i === 0);
  for (let i = 0; i < 3; i++) ship('DHL', '66600', 10 + i, i > 0);
  // ESTAFETA: 6 to zone 66 (5 on time): the lane reaches the minimum, zone 64 does not.
  for (let i = 0; i < 6; i++) ship('ESTAFETA', '66600', 5 + i, i === 5);
  // PAQUETEXPRESS: 3 to zone 64 only: under the minimum everywhere.
  for (let i = 0; i < 3; i++) ship('PAQUETEXPRESS', '64000', 4 + i, false);
  // Not counted: delivered before the 90 days, and test-mode shipments.
  ship('DHL', '64000', 120, true);
  for (let i = 0; i < 4; i++) ship('PAQUETEXPRESS', '64000', 8 + i, false, true);

  /** The figures as this test computes them: per carrier, the lane's and zone 64's on time / sample. */
  const expected = (zone: string) => {
    const from = addCalendarDays(today, -89);
    const out = new Map<string, { lane: [number, number]; zone: [number, number] }>();
    for (const d of delivered) {
      const day = toMexicoCityDate(d.deliveredAt);
      if (d.test || day < from || day > today) continue;
      const onTime = day <= estimateDeliveryDate(d.labelAt, TRANSIT) ? 1 : 0;
      const c = out.get(d.carrier) ?? { lane: [0, 0], zone: [0, 0] };
      c.lane = [c.lane[0] + onTime, c.lane[1] + 1];
      if (d.postalCode.startsWith(zone)) c.zone = [c.zone[0] + onTime, c.zone[1] + 1];
      out.set(d.carrier, c);
    }
    const rate = ([on, n]: [number, number]) => (n >= MIN_SAMPLE ? Math.round((on / n) * 1000) / 10 : null);
    return new Map(
      [...out].map(([carrier, c]) => {
        const useZone = c.zone[1] >= MIN_SAMPLE;
        const chosen = useZone ? c.zone : c.lane;
        return [
          carrier,
          {
            rate: rate(chosen),
            sample: chosen[1],
            level: useZone ? 'zona' : 'estado',
            lane: { rate: rate(c.lane), sample: c.lane[1] },
            zone: { rate: rate(c.zone), sample: c.zone[1] },
          },
        ];
      }),
    );
  };

  /** Each shipment's events; ShipmentDelivered is sent twice with the same id (a redelivery). */
  const shipmentEvents = () =>
    delivered.flatMap((d) => {
      const shipmentId = id();
      const place = (postalCode: string, stateShort: string, city: string) => ({
        postalCode,
        stateShort,
        city,
      });
      const created = createEvent(
        ShipmentCreated,
        shipmentId,
        {
          shipmentId,
          owner: id(),
          account: id(),
          carrier: d.carrier,
          service: 'STD',
          serviceName: 'Terrestre',
          shipmentType: 'box',
          totalCentavos: 15_000,
          origin: place('06700', 'CDMX', 'Ciudad de México'),
          destination: place(d.postalCode, 'NL', 'Monterrey'),
          duplicateOf: null,
          transitDays: TRANSIT,
          createdAt: d.labelAt.toISOString(),
          ...(d.test ? { test: true } : {}),
        },
        d.labelAt,
      );
      const guide = { owner: id(), carrier: d.carrier, numberGuide: `G${shipmentId}` };
      const label = createEvent(
        GuideGenerated,
        shipmentId,
        {
          shipmentId,
          ...guide,
          service: 'STD',
          guide: `./src/public/${shipmentId}.pdf`,
          format: 'pdf-letter',
          source: 'ratecard',
          ...(d.test ? { test: true } : {}),
        } as never,
        d.labelAt,
      );
      const arrived = createEvent(
        ShipmentDelivered,
        shipmentId,
        { shipmentId, ...guide, account: guide.owner, deliveredAt: d.deliveredAt.toISOString() },
        d.deliveredAt,
      );
      return [created, label, arrived, arrived];
    });

  // ---- reweighs of this customer ----------------------------------------------------------------
  const box = (weight: number, depth: number, width: number, height: number) => ({
    weight,
    depth,
    width,
    height,
  });
  const REWEIGHS = [
    // Similar to the quoted 2 kg 30×20×15 box (within ±10 %), one turned the other way round.
    { declared: box(2, 30, 20, 15), measured: box(3, 30, 20, 15) },
    { declared: box(2.1, 15, 31, 20), measured: box(2.6, 15, 31, 20) },
    // Not similar: heavier, and a larger box.
    { declared: box(10, 30, 20, 15), measured: box(14, 30, 20, 15) },
    { declared: box(2, 45, 20, 15), measured: box(6, 45, 20, 15) },
  ];
  // Shipped and never reweighed: billed as declared. Two similar to the quoted box, one not.
  const SHIPPED = [box(2, 30, 20, 15), box(1.9, 20, 30, 16), box(5, 30, 20, 15)];
  const QUOTED = box(2, 30, 20, 15);
  const predictedKg = () => {
    // Most parcels are never reweighed: they weigh in at ratio 1 beside the similar reweighs.
    const ratios = [
      ...REWEIGHS.slice(0, 2).map((r) => billedWeightKg(r.measured) / billedWeightKg(r.declared)),
      1,
      1,
    ];
    const ratio = ratios.reduce((sum, r) => sum + r, 0) / ratios.length;
    return {
      kg: Math.max(billedWeightKg(QUOTED), roundKg(billedWeightKg(QUOTED) * ratio)),
      similar: ratios.length,
    };
  };

  const quote = (role: Role, destination: string, extra: object = {}) =>
    callRoute<QuoteResponse>(
      quoting.url,
      QuotingRoutes.quote,
      {
        body: {
          cantidadGuias: 1,
          parcels: [QUOTED],
          origin_direction: { country_code: 'MX', postal_code: '06700' },
          destination_direction: { country_code: 'MX', postal_code: destination },
          package_type: 'package',
          ...extra,
        },
      },
      caller(role),
    );
  const options = (r: QuoteResponse) => Object.values(r.carriers).flat() as ShippingOption[];

  beforeAll(async () => {
    await createPrefixedTopics(prefix);
    const host = new URL(appEnv('reports').MONGO_URL).host;
    reports = new ServiceProcess('reports', {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${host}/envios_test_h1_reports_${tag}`,
      KAFKA_GROUP_ID: `reports-${prefix}`,
      KAFKA_TOPIC_PREFIX: prefix,
      REPORTS_STALE_MS: '0',
      REPORTS_FLUSH_MS: '50',
      ON_TIME_MIN_SAMPLE: String(MIN_SAMPLE),
    }).start();
    quoting = new ServiceProcess('quoting', {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${host}/envios_test_h1_quoting_${tag}`,
      KAFKA_GROUP_ID: `quoting-${prefix}`,
      KAFKA_TOPIC_PREFIX: prefix,
      REPORTS_URL: reports.url,
      // Every quote asks reports again, and waits for the answer: the figures are compared at once.
      ON_TIME_CACHE_MS: '0',
      ON_TIME_DEADLINE_MS: '3000',
    }).start();
    await Promise.all([reports.ready(90_000), quoting.ready(90_000)]);
    const events = shipmentEvents();
    for (const topic of [ShipmentCreated.topic, ShipmentDelivered.topic])
      await produceRaw(
        `${prefix}${topic}`,
        events
          .filter(
            (e) =>
              (e.type === 'ShipmentDelivered' ? ShipmentDelivered.topic : ShipmentCreated.topic) === topic,
          )
          .map((e) => ({
            key: e.key,
            value: JSON.stringify(envelopeOf(e)),
            headers: { [Headers.eventType]: e.type },
          })),
      );
    // Labels made: the shipped parcels (a test key's is left out), and the first reweighed shipment's
    // own label before its reweigh (one shipment, counted once, as reweighed).
    const sids = REWEIGHS.map(() => id());
    const label = (shipmentId: string, parcel: ReturnType<typeof box>, test = false) =>
      createEvent(GuideGenerated, shipmentId, {
        shipmentId,
        owner,
        carrier: 'DHL',
        service: 'TERRESTRE',
        numberGuide: `G${shipmentId}`,
        guide: `./src/public/${shipmentId}.pdf`,
        format: 'pdf-letter',
        source: 'ratecard',
        parcels: [{ ...parcel }],
        ...(test ? { test: true } : {}),
      });
    const labels = [
      ...SHIPPED.map((p) => label(id(), p)),
      label(id(), box(2, 30, 20, 15), true),
      label(sids[0], REWEIGHS[0].declared),
    ];
    const reweighs = REWEIGHS.map((r, i) =>
      createEvent(OverweightRegistered, sids[i], {
        shipmentId: sids[i],
        owner,
        overweightKg: roundKg(billedWeightKg(r.measured) - billedWeightKg(r.declared)),
        costCentavos: 5_000,
        registeredBy: id(),
        carrier: 'DHL',
        declared: { parcels: [{ ...r.declared }], billedKg: billedWeightKg(r.declared) },
        measured: { parcels: [{ ...r.measured }], billedKg: billedWeightKg(r.measured) },
      }),
    );
    await produceRaw(
      `${prefix}${OverweightRegistered.topic}`,
      [...labels, ...reweighs].map((e) => ({
        key: e.key,
        value: JSON.stringify(envelopeOf(e)),
        headers: { [Headers.eventType]: e.type },
      })),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all([reports?.stop(), quoting?.stop()]);
    for (const db of [`envios_test_h1_reports_${tag}`, `envios_test_h1_quoting_${tag}`])
      await (await mongoDb(db)).dropDatabase().catch(() => undefined);
  });

  it("answers each carrier's lane and zone on-time figures as computed from the delivered shipments", async () => {
    const want = expected('64');
    const lane = await eventually(
      async () => {
        const r = await callRoute<LaneOnTime>(reports.url, ReportsRoutes.laneOnTime, {
          query: { origin: 'CDMX', destination: 'NL', postal_code: '64000' },
        });
        const got = r.body.carriers ?? {};
        return Object.keys(got).length === want.size &&
          [...want].every(([c, w]) => got[c as CarrierCode]?.lane.sample === w.lane.sample)
          ? r.body
          : undefined;
      },
      { what: 'the reports to count every delivered shipment', timeoutMs: 40_000 },
    );
    expect(lane.zone).toBe('64');
    for (const [carrier, w] of want)
      expect(lane.carriers[carrier as CarrierCode]).toEqual({ ...w, period_days: 90 });
    // The script's own expectations, so a wrong computation on both sides cannot pass.
    expect(lane.carriers.DHL).toMatchObject({ rate: 85.7, sample: 7, level: 'zona' });
    expect(lane.carriers.ESTAFETA).toMatchObject({ rate: 83.3, sample: 6, level: 'estado' });
    expect(lane.carriers.PAQUETEXPRESS).toMatchObject({ rate: null, sample: 3 });
  });

  it('gives every option its on-time figure, predicted billed weight and overweight, and the rule its pick', async () => {
    const want = expected('64');
    const predicted = predictedKg();
    const r = await eventually(
      async () => {
        const q = await quote('admin', '64000', { rule: 'cheapest_on_time', min_on_time: 80 });
        return q.status === 200 && options(q.body).some((o) => o.predicted?.basis === 'historial')
          ? q
          : undefined;
      },
      { what: 'the reweighs to reach the quote', timeoutMs: 20_000 },
    );
    const all = options(r.body);
    expect(all.length).toBeGreaterThan(3);
    const cards = loadRateCards();
    for (const o of all) {
      const w = want.get(o.carrier_code);
      expect(o.on_time).toEqual(
        w ? { rate: w.rate, sample: w.sample, period_days: 90 } : { rate: null, sample: 0, period_days: 90 },
      );
      expect(o.predicted).toMatchObject({
        billed_weight: predicted.kg,
        basis: 'historial',
        similar: predicted.similar,
      });
      // The charge as the shipments service would price a reweigh to the predicted weight.
      const card = cards.get(o.carrier_code)!;
      const line = card.services.find((s) => s.code === o.service_code)!;
      const zone = zoneBetween('CDMX', 'NL');
      const cost = (weight: number) =>
        serviceCost(card, line, zone, [{ ...QUOTED, weight }], 'package', false);
      const total = Math.round(o.total_amount! * 100);
      const increase = cost(predicted.kg) - cost(QUOTED.weight);
      expect(Math.round(o.predicted!.overweight_amount! * 100)).toBe(
        Math.round((total * increase) / cost(QUOTED.weight)),
      );
      expect(o.surcharges).toEqual([]);
    }
    expect(all.some((o) => o.predicted!.overweight_amount! > 0)).toBe(true);
    // The rule: the cheapest option whose carrier is at least 80 % on time on the lane.
    const qualifying = all.filter((o) => o.on_time!.rate !== null && o.on_time!.rate >= 80);
    const cheapest = qualifying.reduce((a, b) => (b.order_total_amount! < a.order_total_amount! ? b : a));
    expect(r.body.recommendation).toEqual({
      rule: 'cheapest_on_time',
      min_on_time: 80,
      carrier_code: cheapest.carrier_code,
      service_code: cheapest.service_code,
      reason: null,
    });
    expect(all.filter((o) => o.recommended)).toEqual([cheapest]);

    // Nobody is 90 % on time on the lane: nothing is recommended, and the answer says why.
    const strict = await quote('admin', '64000', { rule: 'cheapest_on_time', min_on_time: 90 });
    expect(strict.body.recommendation).toMatchObject({ carrier_code: null, service_code: null });
    expect(strict.body.recommendation!.reason).toMatch(/90 %/);
    expect(options(strict.body).some((o) => o.recommended)).toBe(false);
  });

  it('shows the extended-zone fee as a line of the total, and gives role user no amount at all', async () => {
    // 10630 is a remote settlement in the bundled catalogue.
    const admin = await quote('admin', '10630');
    const remote = options(admin.body).filter((o) => o.source === 'ratecard');
    expect(remote.length).toBeGreaterThan(0);
    for (const o of remote) {
      expect(o.is_remote).toBe(true);
      expect(o.surcharges).toHaveLength(1);
      expect(o.surcharges![0].type).toBe('zona_extendida');
      expect(o.surcharges![0].amount).toBeGreaterThan(0);
      expect(o.surcharges![0].amount).toBeLessThan(o.total_amount!);
    }
    const user = await quote('user', '10630', { rule: 'cheapest_on_time' });
    expect(user.status).toBe(200);
    const text = JSON.stringify(user.body);
    for (const amount of [
      'total_amount',
      'net_total_amount',
      'order_total_amount',
      'overweight_amount',
      '"amount"',
    ])
      expect(text).not.toContain(amount);
    expect(
      options(user.body).every((o) => o.surcharges!.length === 1 && o.predicted!.billed_weight > 0),
    ).toBe(true);
  });
});
