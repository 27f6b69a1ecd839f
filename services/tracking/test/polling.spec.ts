import { TrackingRoutes } from '@envios/contracts';
import { CARRIER_CODES } from '@envios/domain';
import { callRoute, eventually, TrackingRig } from '@envios/testing';

jest.setTimeout(240_000);

describe('tracking polls: per-carrier rate limits with 10,000 active guides', () => {
  const OURS = 20;
  const CARRIERS_LIMIT = 30;
  const rig = new TrackingRig(
    { NETWORK_RATE_LIMIT: String(CARRIERS_LIMIT) },
    {
      TRACKING_RATE_LIMITS: CARRIER_CODES.map((c) => `${c}=${OURS}`).join(','),
      TRACKING_POLL_CONCURRENCY: '8',
    },
    9,
  );
  beforeAll(() => rig.start());
  afterAll(() => rig.stop());

  it('asks each carrier at its own rate while every guide is due, never past the carrier limit', async () => {
    const guides = await rig.seed(CARRIER_CODES, Math.ceil(10_000 / CARRIER_CODES.length), 90, {
      spread: true,
    });
    expect(guides.length).toBeGreaterThanOrEqual(9_996);
    await rig.network('stats/reset', {});
    const started = Date.now();
    // A sustained stretch: at least six seconds' worth of each carrier's rate, however busy the
    // machine is (the rest of the suite runs beside this test).
    const stats = await eventually(
      async () => {
        const now = await rig.network('stats');
        return CARRIER_CODES.every((c) => now.requestsByCarrier[c] >= OURS * 6) && now;
      },
      { timeoutMs: 120_000, intervalMs: 1000, what: `${OURS * 6} polls of every carrier` },
    );
    const seconds = (Date.now() - started) / 1000;
    for (const carrier of CARRIER_CODES) {
      // Nothing was refused by the carrier, and no rolling second carried more than its limit.
      expect({ carrier, rejected: stats.rejectedByCarrier[carrier] }).toEqual({ carrier, rejected: 0 });
      expect(stats.maxPerSecondByCarrier[carrier]).toBeLessThanOrEqual(CARRIERS_LIMIT);
      // Nor did the stretch go faster than our own rate allows.
      expect(stats.requestsByCarrier[carrier]).toBeLessThanOrEqual(OURS * (seconds + 2));
    }
    // The rest wait their turn on the schedule; those delivered left it: none is lost.
    let scheduled = 0;
    for (const carrier of CARRIER_CODES) {
      const due = await rig.redis.zrange(`envios:tracking:due:${carrier}`, 0, -1);
      scheduled += due.filter((g) => guides.includes(g)).length;
    }
    const stopped = await (await rig.guides()).countDocuments({ _id: { $in: guides }, active: false });
    expect(scheduled + stopped).toBeGreaterThanOrEqual(guides.length);
  });
});

describe('tracking polls: a worker killed mid-run', () => {
  const rig = new TrackingRig(
    {},
    {
      TRACKING_RATE_LIMITS: CARRIER_CODES.map((c) => `${c}=15`).join(','),
      TRACKING_LEASE_MS: '5000',
      TRACK_DEADLINE_MS: '2000',
    },
    10,
  );
  beforeAll(() => rig.start());
  afterAll(() => rig.stop());

  it('loses no scheduled poll: after a restart every guide is asked about and stays scheduled', async () => {
    const guides = await rig.seed(CARRIER_CODES, 60, 90, { spread: true });
    await eventually(async () => (await rig.polledAtLeastOnce(guides)) >= 100, {
      timeoutMs: 60_000,
      what: 'the first hundred polls',
    });
    await rig.tracking.stop('SIGKILL');
    const before = await rig.polledAtLeastOnce(guides);
    expect(before).toBeLessThan(guides.length);
    await rig.startTracking();
    await eventually(async () => (await rig.polledAtLeastOnce(guides)) === guides.length, {
      timeoutMs: 90_000,
      intervalMs: 1000,
      what: `all ${guides.length} guides to be asked about`,
    });
    const stillDue = await Promise.all(
      guides.map(async (g) => {
        for (const carrier of CARRIER_CODES)
          if ((await rig.redis.zscore(`envios:tracking:due:${carrier}`, g)) !== null) return true;
        return (await (await rig.guides()).findOne({ _id: g }))?.active === false;
      }),
    );
    expect(stillDue.every(Boolean)).toBe(true);
  });

  it('puts back on the schedule the active guides Redis lost, when a worker starts', async () => {
    const guides = await rig.seed(['REDPACK'], 5, 20);
    await rig.redis.del('envios:tracking:due:REDPACK');
    await rig.tracking.stop();
    await rig.startTracking();
    await eventually(
      async () =>
        (await Promise.all(guides.map((g) => rig.redis.zscore('envios:tracking:due:REDPACK', g)))).every(
          (score) => score !== null,
        ),
      { what: 'the lost guides back on the schedule' },
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${rig.tracking.output.slice(-3000)}`);
    });
  });
});

describe('tracking polls: carriers that misbehave', () => {
  const rig = new TrackingRig(
    {},
    { TRACK_DEADLINE_MS: '800', TRACKING_POLL_SCALE: '0.002', FEDEX_TRACK_CLIENT_ID: 'envios-tracking-test' },
    11,
  );
  beforeAll(() => rig.start());
  afterAll(() => rig.stop());

  it('keeps polling the others while one hangs and one answers garbage, then catches up', async () => {
    await rig.network('behaviour', { carrier: 'AMPM', mode: 'hang' });
    await rig.network('behaviour', { carrier: 'DHL', mode: 'garbage' });
    const [ampm, dhl, estafeta] = await Promise.all([
      rig.seed(['AMPM'], 3, 30),
      rig.seed(['DHL'], 3, 30),
      rig.seed(['ESTAFETA'], 3, 30),
    ]);
    const collection = await rig.guides();
    await eventually(async () => (await rig.polledAtLeastOnce(estafeta)) === 3, {
      timeoutMs: 45_000,
      what: 'Estafeta guides polled while AMPM hangs',
    });
    const failing = await eventually(
      async () => {
        const docs = await collection.find({ _id: { $in: [...ampm, ...dhl] } }).toArray();
        return docs.every((d) => d.pollFailures >= 1) && docs;
      },
      { timeoutMs: 45_000, what: 'the failures to be recorded' },
    );
    expect(failing.every((d) => d.version === 0 && d.active)).toBe(true);
    expect(failing.find((d) => d.carrier === 'DHL')?.lastPollError).toMatch(/JSON/);
    expect(failing.find((d) => d.carrier === 'AMPM')?.lastPollError).toMatch(/abort|timeout/i);
    // Still on the schedule, due again after a backoff.
    for (const g of [...ampm, ...dhl]) {
      const carrier = ampm.includes(g) ? 'AMPM' : 'DHL';
      expect(Number(await rig.redis.zscore(`envios:tracking:due:${carrier}`, g))).toBeGreaterThan(0);
    }

    await rig.network('behaviour', { carrier: 'AMPM', mode: 'normal' });
    await rig.network('behaviour', { carrier: 'DHL', mode: 'normal' });
    await eventually(async () => (await rig.polledAtLeastOnce([...ampm, ...dhl])) === 6, {
      timeoutMs: 60_000,
      what: 'AMPM and DHL guides to catch up',
    });
    const recovered = await collection.find({ _id: { $in: [...ampm, ...dhl] } }).toArray();
    expect(recovered.every((d) => d.pollFailures === 0 && d.events.length > 0)).toBe(true);
  });

  it("follows a FedEx API label through FedEx's Track API, with FedEx's status texts", async () => {
    const [guide] = await rig.seed(['FEDEX'], 1, 120, { source: 'fedex' });
    await rig.network('register', {
      carrier: 'FEDEX',
      trackingNumber: guide,
      registeredAt: new Date(Date.now() - 120 * 60_000).toISOString(),
      scenario: 'normal',
    });
    const result = await eventually(
      async () => {
        const r = await callRoute(rig.tracking.url, TrackingRoutes.lookup, { body: { guide_number: guide } });
        return r.status === 200 && r.body.shipment_event.length >= 3 && r.body;
      },
      { timeoutMs: 60_000, what: 'the FedEx guide tracked' },
    );
    expect(result.carrier).toBe('FEDEX');
    expect(result.shipment_event[0].status).toBe('Información del envío enviada a FedEx');
    // Section 4: only IN and DL show FedEx's description; in transit it is 'En recolecion'.
    expect(['En recolecion', 'Entregado']).toContain(result.status);
    const stats = (await (await fetch(`${rig.sandbox.url}/__sandbox/stats`)).json()) as {
      trackAnswered: number;
    };
    expect(stats.trackAnswered).toBeGreaterThan(0);
  });
});
