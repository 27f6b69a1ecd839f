import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../server';
import { CARRIERS, type Carrier } from './carriers';
import { CarrierNetwork, mexicoCityDate } from './network';
import { RollingWindow } from './rate-limit';
import { buildTimeline, type Scenario } from './timeline';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A well-formed tracking number for each carrier, made from a counter. */
function numberFor(carrier: Carrier, i: number): string {
  const digits = (n: number) =>
    String(7_000_000_000 + i * 7919)
      .padStart(n, '0')
      .slice(-n);
  switch (carrier) {
    case 'DHL':
      return digits(10);
    case 'FEDEX':
      return `79${digits(10)}`;
    case 'ESTAFETA':
      return `805${digits(19).padStart(19, '0')}`;
    case 'PAQUETEXPRESS':
      return `PQX${digits(12)}`;
    case 'REDPACK':
      return `RP${digits(10)}`;
    case 'AMPM':
      return `AM${digits(10)}`;
  }
}

/** The first generated number of `carrier` whose story is `scenario`. */
function numberWithStory(carrier: Carrier, scenario: Scenario): string {
  for (let i = 0; ; i++) {
    const n = numberFor(carrier, i);
    if (buildTimeline(carrier, n).scenario === scenario) return n;
  }
}

describe('carrier network stories (timeline.ts)', () => {
  it('tells the same story for the same guide, and different ones for different guides', () => {
    expect(buildTimeline('FEDEX', '794600000001')).toEqual(buildTimeline('FEDEX', '794600000001'));
    expect(buildTimeline('FEDEX', '794600000001')).not.toEqual(buildTimeline('FEDEX', '794600000002'));
    // The carrier is part of the key: same digits, another carrier, another story.
    expect(buildTimeline('DHL', '7946000001').events[0].offsetMs).not.toBe(
      buildTimeline('AMPM', 'AM7946000001').events[0].offsetMs,
    );
  });

  it('mixes about 88 % normal stories, 8 % failed first attempts and 4 % returns over 2,000 guides', () => {
    const counts: Record<Scenario, number> = { normal: 0, failedAttempt: 0, returned: 0 };
    for (let i = 0; i < 2000; i++) {
      const carrier = CARRIERS[i % CARRIERS.length];
      counts[buildTimeline(carrier, numberFor(carrier, i)).scenario]++;
    }
    expect(counts.normal / 2000).toBeGreaterThan(0.85);
    expect(counts.normal / 2000).toBeLessThan(0.91);
    expect(counts.failedAttempt / 2000).toBeGreaterThan(0.06);
    expect(counts.failedAttempt / 2000).toBeLessThan(0.1);
    expect(counts.returned / 2000).toBeGreaterThan(0.025);
    expect(counts.returned / 2000).toBeLessThan(0.055);
  });

  it('tells every story in order and at the stated times of day, for every carrier', () => {
    for (let i = 0; i < 600; i++) {
      const carrier = CARRIERS[i % CARRIERS.length];
      const timeline = buildTimeline(carrier, numberFor(carrier, i));
      const kinds = timeline.events.map((e) => e.kind);
      const offsets = timeline.events.map((e) => e.offsetMs);
      offsets.slice(1).forEach((o, k) => expect(o).toBeGreaterThan(offsets[k]));

      const head = carrier === 'DHL' ? [] : ['created'];
      const transit = kinds.filter((k) => k === 'transit').length;
      expect(transit).toBeGreaterThanOrEqual(2);
      expect(transit).toBeLessThanOrEqual(4);
      const tail = {
        normal: ['outForDelivery', 'delivered'],
        failedAttempt: ['outForDelivery', 'exception', 'outForDelivery', 'delivered'],
        returned: ['outForDelivery', 'exception', 'returning', 'returned'],
      }[timeline.scenario];
      expect(kinds).toEqual([...head, 'pickedUp', ...Array(transit).fill('transit'), ...tail]);

      const at = (kind: string, nth = 0) => timeline.events.filter((e) => e.kind === kind)[nth];
      const pickup = at('pickedUp').offsetMs;
      expect(pickup).toBeGreaterThanOrEqual(2 * HOUR);
      expect(pickup).toBeLessThanOrEqual(8 * HOUR);
      const lastScan = at('transit', transit - 1).offsetMs;
      expect(lastScan - pickup).toBeGreaterThanOrEqual(12 * HOUR);
      expect(lastScan - pickup).toBeLessThanOrEqual(40 * HOUR);
      // Out for delivery the next morning between 08:00 and 10:00 (simulated clock).
      const clock = (offset: number) => timeline.startTimeOfDayMs + offset;
      for (const out of timeline.events.filter((e) => e.kind === 'outForDelivery')) {
        expect(clock(out.offsetMs) % DAY).toBeGreaterThanOrEqual(8 * HOUR);
        expect(clock(out.offsetMs) % DAY).toBeLessThanOrEqual(10 * HOUR);
      }
      expect(Math.floor(clock(at('outForDelivery').offsetMs) / DAY)).toBe(
        Math.floor(clock(lastScan) / DAY) + 1,
      );
      if (timeline.scenario !== 'returned') {
        const delivered = at('delivered').offsetMs - timeline.events[timeline.events.length - 2].offsetMs;
        expect(delivered).toBeGreaterThanOrEqual(2 * HOUR);
        expect(delivered).toBeLessThanOrEqual(6 * HOUR);
      }
      expect(timeline.events[0].location).toBe(carrier === 'DHL' ? timeline.origin : null);
      expect(at('pickedUp').location).toBe(timeline.origin);
      expect(timeline.events[timeline.events.length - 1].location).toBe(
        timeline.scenario === 'returned' ? timeline.origin : timeline.destination,
      );
      expect(timeline.origin).not.toBe(timeline.destination);
    }
  });

  it("uses each carrier's codes, and DHL's exact texts", () => {
    const codes = (carrier: Carrier, scenario: Scenario) =>
      buildTimeline(carrier, numberWithStory(carrier, scenario)).events.map((e) => [e.code, e.description]);
    const dhl = codes('DHL', 'normal');
    expect(dhl[0]).toEqual(['PU', 'El envío fue recolectado.']);
    expect(dhl[dhl.length - 1]).toEqual(['OK', 'Envio entregado al destinatario']);
    expect(dhl.slice(1, -2).every(([code]) => ['AF', 'PL', 'DF', 'AR'].includes(code))).toBe(true);
    expect(codes('DHL', 'failedAttempt')).toContainEqual([
      'NH',
      'Destinatario ausente; se intentará de nuevo',
    ]);
    expect(codes('DHL', 'returned').slice(-3)).toEqual([
      ['NH', 'Dirección incorrecta'],
      ['RT', 'En devolución al remitente'],
      ['RT', 'Devuelto al remitente'],
    ]);

    const fedex = codes('FEDEX', 'failedAttempt');
    expect(fedex[0]).toEqual(['OC', 'Información del envío enviada a FedEx']);
    expect(fedex.slice(-4)).toEqual([
      ['OD', 'En camino para entrega'],
      ['DE', 'Excepción de entrega: destinatario ausente'],
      ['OD', 'En camino para entrega'],
      ['DL', 'Entregado'],
    ]);
    expect(
      codes('FEDEX', 'returned')
        .slice(-3)
        .map(([c]) => c),
    ).toEqual(['DE', 'RS', 'RS']);

    const pqx = codes('PAQUETEXPRESS', 'returned');
    expect(pqx[0]).toEqual(['SWB', 'Guía documentada']);
    expect(pqx[1]).toEqual(['HCA', 'Recolectado']);
    expect(pqx.slice(-4)).toEqual([
      ['HTC', 'En ruta de entrega'],
      ['HNR', 'Dirección incorrecta'],
      ['RGR', 'En retorno al remitente'],
      ['RGR', 'Devuelto al remitente'],
    ]);
    expect(
      pqx.slice(2, -4).every(([c, d]) => /^(WHU|TRN)$/.test(c) && /^En (almacén|tránsito hacia) /.test(d)),
    ).toBe(true);

    for (const carrier of ['ESTAFETA', 'REDPACK', 'AMPM'] as const) {
      const story = codes(carrier, 'failedAttempt');
      expect(story[0]).toEqual(['GC', 'Guía creada']);
      expect(story[1]).toEqual(['RC', 'Recolectado']);
      expect(story.slice(2, -4).every(([c, d]) => c === 'ET' && d.startsWith('En tránsito: '))).toBe(true);
      expect(story.slice(-4)).toEqual([
        ['ER', 'En reparto'],
        ['IN', 'Incidencia: destinatario ausente'],
        ['ER', 'En reparto'],
        ['EN', 'Entregado'],
      ]);
    }
  });
});

describe('RollingWindow', () => {
  it('admits at most `limit` in any rolling span and frees slots as they age out', () => {
    const window = new RollingWindow(3, 1000);
    expect([window.admit(0), window.admit(10), window.admit(20), window.admit(30)]).toEqual([1, 2, 3, 0]);
    expect(window.admit(999)).toBe(0);
    expect(window.admit(1000)).toBe(3); // the call at 0 has left (1000 - 1000 is outside (0, 1000])
    expect(window.admit(1011)).toBe(3);
    expect(window.admit(1012)).toBe(0);
  });
});

describe('CarrierNetwork registry', () => {
  it('stays bounded: past maxGuides the oldest registration is forgotten, a re-anchored one counts as new', () => {
    const network = new CarrierNetwork({
      now: () => 0,
      speed: 60,
      rateLimit: 10,
      maxGuides: 3,
      cachedTimelines: 2,
    });
    for (const n of ['AM0000000001', 'AM0000000002', 'AM0000000003']) network.register('AMPM', n);
    network.register('AMPM', 'AM0000000001', -1000); // re-anchored: now the newest
    network.register('AMPM', 'AM0000000004');
    expect(network.stats().guides).toBe(3);
    expect(network.isRegistered('AMPM', 'AM0000000002')).toBe(false);
    expect(network.isRegistered('AMPM', 'AM0000000001')).toBe(true);
    // Stories are rebuilt when they fall out of the small cache, identical each time.
    const first = network.view('AMPM', 'AM0000000001');
    network.view('AMPM', 'AM0000000003');
    network.view('AMPM', 'AM0000000004');
    expect(network.view('AMPM', 'AM0000000001')).toEqual(first);
    expect(first?.registeredAt).toBe(-1000);
  });

  it('moves a guide registered with a speed of its own at that pace, from the real time of day, and keeps it across a restart', async () => {
    const registeredAt = Date.parse('2026-11-20T21:30:00Z'); // 15:30 in Mexico City
    const options = { now: () => registeredAt + 10 * DAY, speed: 60, rateLimit: 10 };
    const network = new CarrierNetwork(options);
    network.register('AMPM', 'AM0000000007', registeredAt, 'normal', 1);
    network.register('DHL', '0000000008'); // at the network's own pace
    const view = network.view('AMPM', 'AM0000000007')!;
    expect(view.events.every((e) => e.at === registeredAt + e.offsetMs)).toBe(true);
    const delivered = view.events[view.events.length - 1];
    expect(delivered.kind).toBe('delivered');
    expect(delivered.at - registeredAt).toBeGreaterThan(DAY);
    // Out for delivery the morning after the last scan, delivered 2 to 6 hours later.
    const hour = new Date(delivered.at - 6 * HOUR).getUTCHours();
    expect(hour).toBeGreaterThanOrEqual(10);
    expect(hour).toBeLessThan(16);

    const file = join(mkdtempSync(join(tmpdir(), 'carrier-network-')), 'guides.json');
    const first = createSandbox({
      tokenTtlSeconds: 60,
      slowMs: 1000,
      log: () => undefined,
      networkStateFile: file,
    });
    first.network.restore(network.snapshot());
    await first.close();
    const second = createSandbox({
      tokenTtlSeconds: 60,
      slowMs: 1000,
      log: () => undefined,
      now: () => new Date(options.now()),
      networkStateFile: file,
    });
    expect(second.network.view('AMPM', 'AM0000000007')).toEqual(view);
    expect(second.network.snapshot()).toEqual(network.snapshot());
    await second.close();
  });
});

describe('carrier network HTTP', () => {
  let clock = Date.parse('2026-11-24T15:00:00Z');
  const speed = 60;
  const limit = 50;
  const sandbox = createSandbox({
    tokenTtlSeconds: 60,
    slowMs: 10_000,
    networkSpeed: speed,
    networkRateLimit: limit,
    log: () => undefined,
    now: () => new Date(clock),
  });
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  });
  afterAll(() => sandbox.close());
  // Every test starts with empty rate windows and every carrier behaving.
  beforeEach(() => {
    sandbox.network.resetStats();
    for (const carrier of CARRIERS) sandbox.network.setMode(carrier, 'normal');
  });

  const track = (carrier: string, trackingNumber: string, init?: RequestInit) =>
    fetch(`${url}/network/v1/tracking/${carrier}/${encodeURIComponent(trackingNumber)}`, init);
  const post = (path: string, body: unknown) =>
    fetch(`${url}/__sandbox/network/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const events = async (res: Response) => ((await res.json()) as any).events as any[];
  const networkStats = async () => (await (await fetch(`${url}/__sandbox/network/stats`)).json()) as any;

  /** What the endpoint should show for a guide registered at `registeredAt`, now. */
  const expected = (carrier: Carrier, n: string, registeredAt: number) =>
    buildTimeline(carrier, n)
      .events.filter((e) => registeredAt + Math.ceil(e.offsetMs / speed) <= clock)
      .map((e) => ({
        code: e.code,
        description: e.description,
        date: mexicoCityDate(registeredAt + Math.ceil(e.offsetMs / speed)),
        location: e.location,
      }));

  it('registers a new number on its first query and shows only the label until pickup, then more as time passes', async () => {
    const n = '794612340001';
    const first = await track('FEDEX', n);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      trackingNumber: n,
      carrier: 'FEDEX',
      events: [
        {
          code: 'OC',
          description: 'Información del envío enviada a FedEx',
          date: mexicoCityDate(clock),
          location: null,
        },
      ],
    });
    const registeredAt = clock;
    const timeline = buildTimeline('FEDEX', n);
    // Speed 60: the pickup (2–8 simulated hours) shows up 2–8 real minutes later, not a millisecond earlier.
    const pickupDue = registeredAt + Math.ceil(timeline.events[1].offsetMs / speed);
    clock = pickupDue - 1;
    expect(await events(await track('FEDEX', n))).toHaveLength(1);
    clock = pickupDue;
    const seen = await events(await track('fedex', n)); // lower case accepted
    expect(seen.map((e) => e.code)).toEqual(['OC', 'PU']);
    expect(seen[1].date).toBe(mexicoCityDate(pickupDue));
    // A whole simulated week later (under three real hours) the story is over.
    clock += (7 * DAY) / speed;
    expect(await events(await track('FEDEX', n))).toEqual(expected('FEDEX', n, registeredAt));
    expect(timeline.events).toHaveLength((await events(await track('FEDEX', n))).length);
    expect((await networkStats()).guides).toBeGreaterThanOrEqual(1);
  });

  it('answers DHL 404 NOT_FOUND before pickup, then its events with the exact texts', async () => {
    const n = numberWithStory('DHL', 'normal');
    const before = await track('DHL', n);
    expect(before.status).toBe(404);
    expect(await before.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No se encontró información para la guía' },
    });
    const advanced = await post('advance', { carrier: 'DHL', trackingNumber: n, to: 'next' });
    expect((await events(advanced)).map((e) => [e.code, e.description])).toEqual([
      ['PU', 'El envío fue recolectado.'],
    ]);
    const res = await track('DHL', n);
    expect(res.status).toBe(200);
    await post('advance', { carrier: 'DHL', trackingNumber: n, to: 'delivered' });
    const all = await events(await track('DHL', n));
    expect(all[all.length - 1]).toMatchObject({ code: 'OK', description: 'Envio entregado al destinatario' });
    expect(all.every((e) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-06:00$/.test(e.date))).toBe(true);
  });

  it('refuses unknown carriers (404) and malformed numbers for the carrier (400)', async () => {
    const unknown = await track('UPS', '1Z999');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as any).error.code).toBe('UNKNOWN_CARRIER');
    const malformed: [string, string][] = [
      ['DHL', '123456789'],
      ['DHL', '12345678901'],
      ['FEDEX', '79461234000A'],
      ['ESTAFETA', '123456789012345678901'],
      ['PAQUETEXPRESS', 'PQX12345678901'],
      ['PAQUETEXPRESS', 'pqx123456789012'],
      ['REDPACK', 'RP123456789'],
      ['AMPM', 'AN1234567890'],
      ['AMPM', 'AM 123456789'],
    ];
    for (const [carrier, n] of malformed) {
      const res = await track(carrier, n);
      expect([carrier, n, res.status]).toEqual([carrier, n, 400]);
      expect(((await res.json()) as any).error.code).toBe('INVALID_TRACKING_NUMBER');
    }
    const wellFormed: [Carrier, string][] = [
      ['ESTAFETA', '0123456789012345678901'],
      ['PAQUETEXPRESS', 'PQX000000000001'],
      ['REDPACK', 'RP0000000001'],
      ['AMPM', 'AM0123456789'],
    ];
    for (const [carrier, n] of wellFormed) expect((await track(carrier, n)).status).toBe(200);
  });

  it('shows the right events for a guide registered in the past, and advances guides on request', async () => {
    const n = numberWithStory('PAQUETEXPRESS', 'failedAttempt');
    const registeredAt = clock - 30 * 60_000; // 30 real minutes = 30 simulated hours ago
    expect(
      await (
        await post('register', {
          carrier: 'PAQUETEXPRESS',
          trackingNumber: n,
          registeredAt: new Date(registeredAt).toISOString(),
        })
      ).json(),
    ).toEqual({ registered: true, events: expected('PAQUETEXPRESS', n, registeredAt) });
    const seen = await events(await track('PAQUETEXPRESS', n));
    expect(seen).toEqual(expected('PAQUETEXPRESS', n, registeredAt));
    expect(seen.length).toBeGreaterThanOrEqual(2);

    const next = await events(
      await post('advance', { carrier: 'PAQUETEXPRESS', trackingNumber: n, to: 'next' }),
    );
    expect(next).toHaveLength(seen.length + 1);
    expect(next.slice(0, -1).map((e) => e.code)).toEqual(seen.map((e) => e.code));
    expect(next[next.length - 1].date).toBe(mexicoCityDate(clock));

    const done = await events(
      await post('advance', { carrier: 'PAQUETEXPRESS', trackingNumber: n, to: 'delivered' }),
    );
    expect(done.map((e) => e.code).slice(-4)).toEqual(['HTC', 'HNR', 'HTC', 'BDL']);
    expect(done[done.length - 1].date).toBe(mexicoCityDate(clock));
    expect(await events(await track('PAQUETEXPRESS', n))).toEqual(done);
    // Advancing a finished story changes nothing.
    expect(
      await events(await post('advance', { carrier: 'PAQUETEXPRESS', trackingNumber: n, to: 'next' })),
    ).toEqual(done);

    const missing = await post('advance', { carrier: 'AMPM', trackingNumber: 'AM9999999999', to: 'next' });
    expect([missing.status, ((await missing.json()) as any).error.code]).toEqual([404, 'NOT_FOUND']);
    expect(
      (await post('advance', { carrier: 'AMPM', trackingNumber: 'AM9999999999', to: 'later' })).status,
    ).toBe(400);
    expect((await post('register', { carrier: 'AMPM', trackingNumber: 'AM1' })).status).toBe(400);
    expect(
      (await post('register', { carrier: 'AMPM', trackingNumber: 'AM1234567890', registeredAt: 'ayer' }))
        .status,
    ).toBe(400);
    expect((await post('register', { carrier: 'UPS', trackingNumber: 'AM1234567890' })).status).toBe(400);
    expect((await post('register', '{not json')).status).toBe(400);
  });

  it("tells the story a test chooses for a guide instead of the hash's", async () => {
    const n = numberWithStory('DHL', 'returned');
    const register = (scenario: string) =>
      post('register', {
        carrier: 'DHL',
        trackingNumber: n,
        registeredAt: new Date(clock - 600 * 60_000).toISOString(),
        scenario,
      });
    expect((await register('normal')).status).toBe(200);
    const normal = await events(await track('DHL', n));
    expect(normal[normal.length - 1]).toMatchObject({
      code: 'OK',
      description: 'Envio entregado al destinatario',
    });
    expect((await register('returned')).status).toBe(200);
    expect((await events(await track('DHL', n))).map((e) => e.code)).toContain('RT');
    expect((await register('lost')).status).toBe(400);
  });

  it('registers many guides at once, all or nothing', async () => {
    const before = (await networkStats()).guides;
    const guides = Array.from({ length: 5000 }, (_, i) => ({
      carrier: CARRIERS[i % CARRIERS.length],
      trackingNumber: numberFor(CARRIERS[i % CARRIERS.length], 100_000 + i),
      registeredAt: new Date(clock - 3 * DAY).toISOString(),
    }));
    expect(await (await post('register-many', { guides })).json()).toEqual({ registered: 5000 });
    expect((await networkStats()).guides).toBe(before + 5000);
    // Three real days at speed 60: every story is over.
    const [last] = guides.slice(-1);
    const story = buildTimeline(last.carrier, last.trackingNumber);
    expect(await events(await track(last.carrier, last.trackingNumber))).toHaveLength(story.events.length);

    const bad = await post('register-many', {
      guides: [
        { carrier: 'AMPM', trackingNumber: 'AM0000000777' },
        { carrier: 'AMPM', trackingNumber: 'nope' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).error.message).toMatch(/^guides\[1\]/);
    expect(sandbox.network.isRegistered('AMPM', 'AM0000000777')).toBe(false);
    const tooMany = Array.from({ length: 20_001 }, () => guides[0]);
    expect((await post('register-many', { guides: tooMany })).status).toBe(400);
  });

  it('rate-limits each carrier to NETWORK_RATE_LIMIT requests in a rolling second', async () => {
    const n = 'RP0000000042';
    const burst = await Promise.all(Array.from({ length: limit + 20 }, () => track('REDPACK', n)));
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20);
    expect(burst.filter((r) => r.status === 200)).toHaveLength(limit);
    expect(refused[0].headers.get('retry-after')).toBe('1');
    expect(await refused[0].json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Other carriers have their own windows.
    expect((await track('AMPM', 'AM0000000042')).status).toBe(200);
    let stats = await networkStats();
    expect(stats.requestsByCarrier.REDPACK).toBe(limit + 20);
    expect(stats.rejectedByCarrier.REDPACK).toBe(20);
    expect(stats.maxPerSecondByCarrier.REDPACK).toBe(limit);
    expect(stats.maxPerSecondByCarrier.AMPM).toBe(1);

    clock += 1000; // the burst leaves the window
    expect((await track('REDPACK', n)).status).toBe(200);
    expect((await post('stats/reset', {})).status).toBe(200);
    stats = await networkStats();
    expect(stats.requestsByCarrier.REDPACK).toBe(0);
    expect(stats.rejectedByCarrier.REDPACK).toBe(0);
    expect(stats.maxPerSecondByCarrier.REDPACK).toBe(0);
    expect(stats.guides).toBeGreaterThan(0); // the registry stays
  });

  it('misbehaves per carrier on request: garbage, error500 and hang (released when the client leaves)', async () => {
    const n = '0123456789012345678901';
    expect((await post('behaviour', { carrier: 'estafeta', mode: 'garbage' })).status).toBe(200);
    const garbage = await track('ESTAFETA', n);
    expect(garbage.status).toBe(200);
    expect(garbage.headers.get('content-type')).toBe('application/json');
    const text = await garbage.text();
    expect(() => JSON.parse(text)).toThrow();
    // Other carriers are unaffected.
    expect((await track('AMPM', 'AM0000000043')).status).toBe(200);

    await post('behaviour', { carrier: 'ESTAFETA', mode: 'error500' });
    const failed = await track('ESTAFETA', n);
    expect([failed.status, await failed.json()]).toEqual([
      500,
      { error: expect.objectContaining({ code: 'INTERNAL' }) },
    ]);

    await post('behaviour', { carrier: 'ESTAFETA', mode: 'hang' });
    const abort = new AbortController();
    const pending = track('ESTAFETA', n, { signal: abort.signal }).catch((err: Error) => err.name);
    await until(async () => (await networkStats()).hanging === 1);
    abort.abort();
    expect(await pending).toBe('AbortError');
    await until(async () => (await networkStats()).hanging === 0);

    await post('behaviour', { carrier: 'ESTAFETA', mode: 'normal' });
    expect((await track('ESTAFETA', n)).status).toBe(200);
    expect((await post('behaviour', { carrier: 'ESTAFETA', mode: 'sometimes' })).status).toBe(400);
  });
});

/** Polls `check` every 10 ms until it holds (Jest's timeout bounds the wait). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}
