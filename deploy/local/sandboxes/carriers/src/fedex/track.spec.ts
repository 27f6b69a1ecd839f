import type { AddressInfo } from 'node:net';
import { mexicoCityDate } from '../network/network';
import { buildTimeline, type Scenario } from '../network/timeline';
import { createSandbox } from '../server';

const SPEED = 60;

/** The first FedEx-looking number whose network story is `scenario`. */
function fedexNumberWithStory(scenario: Scenario): string {
  for (let i = 0; ; i++) {
    const n = String(794_600_000_000 + i);
    if (buildTimeline('FEDEX', n).scenario === scenario) return n;
  }
}

describe('FedEx Track (POST /track/v1/trackingnumbers)', () => {
  let clock = Date.parse('2026-11-24T15:00:00Z');
  const sandbox = createSandbox({
    tokenTtlSeconds: 3600,
    slowMs: 10_000,
    networkSpeed: SPEED,
    networkRateLimit: 1000,
    log: () => undefined,
    now: () => new Date(clock),
  });
  let url = '';
  let accessToken = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    const res = await fetch(`${url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=track-spec&client_secret=sandbox-secret',
    });
    accessToken = ((await res.json()) as { access_token: string }).access_token;
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.network.setMode('FEDEX', 'normal'));

  const track = (body: unknown, token: string | null = accessToken) =>
    fetch(`${url}/track/v1/trackingnumbers`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const request = (numbers: string[], includeDetailedScans = true) => ({
    includeDetailedScans,
    trackingInfo: numbers.map((trackingNumber) => ({ trackingNumberInfo: { trackingNumber } })),
  });
  /** The single trackResult of a one-number request. */
  const result = async (n: string, includeDetailedScans = true) => {
    const res = await track(request([n], includeDetailedScans));
    expect(res.status).toBe(200);
    return ((await res.json()) as any).output.completeTrackResults[0].trackResults[0];
  };
  const errorCodes = async (res: Response) => ((await res.json()) as any).errors.map((e: any) => e.code);

  async function ship(): Promise<string> {
    const party = (city: string, postalCode: string) => ({
      contact: { personName: 'Ana Pérez', phoneNumber: '5512345678' },
      address: { streetLines: ['Av. Reforma 1'], city, postalCode, countryCode: 'MX' },
    });
    const res = await fetch(`${url}/ship/v1/shipments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        accountNumber: { value: '123456789' },
        labelResponseOptions: 'LABEL',
        requestedShipment: {
          shipDatestamp: '2026-11-24',
          serviceType: 'FEDEX_GROUND',
          shipper: party('Monterrey', '64000'),
          recipients: [party('Ciudad de México', '01000')],
          labelSpecification: { imageType: 'ZPLII', labelStockType: 'STOCK_4X6' },
          requestedPackageLineItems: [{ weight: { units: 'KG', value: 2 } }],
        },
      }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as any).output.transactionShipments[0].masterTrackingNumber;
  }

  it('refuses a missing or unknown token with 401 NOT.AUTHORIZED.ERROR', async () => {
    for (const token of [null, 'made-up']) {
      const res = await track(request(['794600000000']), token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        transactionId: expect.any(String),
        errors: [{ code: 'NOT.AUTHORIZED.ERROR', message: expect.any(String) }],
      });
    }
  });

  it('refuses malformed requests with 400 and FedEx error bodies, 31 numbers included', async () => {
    const notJson = await track('{"includeDetailedScans": tru');
    expect([notJson.status, await errorCodes(notJson)]).toEqual([400, ['INVALID.INPUT.EXCEPTION']]);
    expect(await errorCodes(await track({ trackingInfo: request(['1']).trackingInfo }))).toEqual([
      'INVALID.INPUT.EXCEPTION',
    ]);
    expect(await errorCodes(await track({ includeDetailedScans: 'yes', trackingInfo: [] }))).toEqual([
      'INVALID.INPUT.EXCEPTION',
      'TRACKING.TRACKINGNUMBER.EMPTY',
    ]);
    expect(await errorCodes(await track({ includeDetailedScans: true }))).toEqual([
      'TRACKING.TRACKINGNUMBER.EMPTY',
    ]);
    const blank = await track({
      includeDetailedScans: true,
      trackingInfo: [
        { trackingNumberInfo: { trackingNumber: '794600000000' } },
        { trackingNumberInfo: { trackingNumber: ' ' } },
        {},
      ],
    });
    expect([blank.status, await errorCodes(blank)]).toEqual([
      400,
      ['TRACKING.TRACKINGNUMBER.EMPTY', 'TRACKING.TRACKINGNUMBER.EMPTY'],
    ]);
    const numbers = Array.from({ length: 31 }, (_, i) => String(794_600_000_100 + i));
    const tooMany = await track(request(numbers));
    expect([tooMany.status, await errorCodes(tooMany)]).toEqual([
      400,
      ['TRACKING.TRACKINGNUMBERS.LIMIT.EXCEEDED'],
    ]);
    expect((await track(request(numbers.slice(0, 30)))).status).toBe(200);
  });

  it('tracks a number made by Ship: Initiated at first, then newest-first scans as the story goes on', async () => {
    const n = await ship();
    expect(n).toMatch(/^\d{12}$/);
    const shippedAt = clock;
    const fresh = await result(n);
    expect(fresh).toEqual({
      trackingNumberInfo: {
        trackingNumber: n,
        carrierCode: 'FDXE',
        trackingNumberUniqueId: expect.stringContaining(n),
      },
      latestStatusDetail: {
        code: 'OC',
        derivedCode: 'IN',
        statusByLocale: 'Iniciado',
        description: 'Información del envío enviada a FedEx',
        scanLocation: { countryCode: 'MX' },
      },
      dateAndTimes: [
        { type: 'SHIP', dateTime: mexicoCityDate(shippedAt) },
        { type: 'ESTIMATED_DELIVERY', dateTime: expect.any(String) },
      ],
      scanEvents: [
        {
          date: mexicoCityDate(shippedAt),
          eventType: 'OC',
          eventDescription: 'Información del envío enviada a FedEx',
          derivedStatusCode: 'IN',
          derivedStatus: 'Iniciado',
          scanLocation: { countryCode: 'MX' },
          locationType: 'CUSTOMER',
        },
      ],
    });

    // Past the transit scans: pickup and hub scans, newest first.
    const story = buildTimeline('FEDEX', n);
    const transit = story.events.filter((e) => e.kind === 'transit');
    clock = shippedAt + Math.ceil(transit[transit.length - 1].offsetMs / SPEED);
    const moving = await result(n);
    const codes = moving.scanEvents.map((e: any) => e.eventType);
    expect(codes).toEqual([...transit.map((e) => e.code).reverse(), 'PU', 'OC']);
    const dates = moving.scanEvents.map((e: any) => Date.parse(e.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(moving.scanEvents[0]).toMatchObject({
      eventType: 'AR',
      derivedStatusCode: 'IT',
      derivedStatus: 'En tránsito',
      scanLocation: { city: story.destination, countryCode: 'MX' },
      locationType: 'FEDEX_FACILITY',
    });
    expect(moving.latestStatusDetail).toMatchObject({
      code: 'AR',
      derivedCode: 'IT',
      statusByLocale: 'En tránsito',
      scanLocation: { city: story.destination, countryCode: 'MX' },
    });
    expect(moving.dateAndTimes.map((d: any) => d.type)).toEqual([
      'SHIP',
      'ACTUAL_PICKUP',
      'ESTIMATED_DELIVERY',
    ]);
    expect((await result(n, false)).scanEvents).toEqual([]);
  });

  it('reports a delivery, a failed attempt and a return as FedEx derives them', async () => {
    const delivered = fedexNumberWithStory('normal');
    const failed = fedexNumberWithStory('failedAttempt');
    const returned = fedexNumberWithStory('returned');
    const longAgo = new Date(clock - 7 * 24 * 3_600_000).toISOString();
    for (const n of [delivered, failed, returned])
      await fetch(`${url}/__sandbox/network/register`, {
        method: 'POST',
        body: JSON.stringify({ carrier: 'FEDEX', trackingNumber: n, registeredAt: longAgo }),
      });

    const done = await result(delivered);
    expect(done.latestStatusDetail).toMatchObject({
      code: 'DL',
      derivedCode: 'DL',
      statusByLocale: 'Entregado',
    });
    expect(done.latestStatusDetail.ancillaryDetails).toBeUndefined();
    expect(done.dateAndTimes.map((d: any) => d.type)).toEqual(['SHIP', 'ACTUAL_PICKUP', 'ACTUAL_DELIVERY']);
    expect(done.dateAndTimes[2].dateTime).toBe(done.scanEvents[0].date);
    expect(done.scanEvents.map((e: any) => e.eventType).slice(0, 2)).toEqual(['DL', 'OD']);
    expect(done.scanEvents[1]).toMatchObject({ derivedStatusCode: 'OD', locationType: 'VEHICLE' });

    const again = await result(failed);
    expect(again.latestStatusDetail.code).toBe('DL');
    expect(again.scanEvents.find((e: any) => e.eventType === 'DE')).toMatchObject({
      eventDescription: 'Excepción de entrega: destinatario ausente',
      derivedStatusCode: 'DE',
      exceptionCode: '08',
      exceptionDescription: 'Destinatario ausente',
    });

    const back = await result(returned);
    expect(back.latestStatusDetail).toMatchObject({
      code: 'RS',
      derivedCode: 'RS',
      description: 'Devuelto al remitente',
    });
    expect(back.dateAndTimes.map((d: any) => d.type)).toEqual(['SHIP', 'ACTUAL_PICKUP']);
    expect(back.scanEvents.map((e: any) => e.eventType).slice(0, 3)).toEqual(['RS', 'RS', 'DE']);

    // Stopped at the exception, the latest status carries FedEx's ancillary details.
    const story = buildTimeline('FEDEX', returned);
    const exception = story.events.find((e) => e.kind === 'exception')!;
    await fetch(`${url}/__sandbox/network/register`, {
      method: 'POST',
      body: JSON.stringify({
        carrier: 'FEDEX',
        trackingNumber: returned,
        registeredAt: new Date(clock - Math.ceil(exception.offsetMs / SPEED)).toISOString(),
      }),
    });
    expect((await result(returned)).latestStatusDetail).toMatchObject({
      code: 'DE',
      derivedCode: 'DE',
      description: 'Excepción de entrega: dirección incorrecta',
      ancillaryDetails: [
        expect.objectContaining({ reason: '03', reasonDescription: 'Dirección incorrecta' }),
      ],
    });
  });

  it('answers unknown numbers with a per-item NOTFOUND inside the 200, in the order asked', async () => {
    const known = await ship();
    const viaNetwork = '794699990000';
    expect((await fetch(`${url}/network/v1/tracking/FEDEX/${viaNetwork}`)).status).toBe(200);
    // A DHL guide is not FedEx's, even with digits FedEx could print.
    await fetch(`${url}/network/v1/tracking/DHL/7946999900`);
    const res = await track(request(['000000000001', known, '7946999900', viaNetwork]));
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.transactionId).toEqual(expect.any(String));
    const results = body.output.completeTrackResults;
    expect(results.map((r: any) => r.trackingNumber)).toEqual([
      '000000000001',
      known,
      '7946999900',
      viaNetwork,
    ]);
    const notFound = {
      trackingNumberInfo: { trackingNumber: '000000000001' },
      error: {
        code: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
        message: 'Tracking number cannot be found. Please correct the tracking number and try again.',
      },
    };
    expect(results[0].trackResults).toEqual([notFound]);
    expect(results[2].trackResults[0].error.code).toBe('TRACKING.TRACKINGNUMBER.NOTFOUND');
    expect(results[1].trackResults[0].latestStatusDetail.code).toBe('OC');
    expect(results[3].trackResults[0].latestStatusDetail.code).toBe('OC');
  });

  it("counts requests in the stats and against FEDEX's network limit, and follows FEDEX's failure mode", async () => {
    const before = sandbox.stats.trackRequests;
    const fedexBefore = sandbox.network.stats().requestsByCarrier.FEDEX;
    await track(request(['794600000000']));
    expect(sandbox.stats.trackRequests).toBe(before + 1);
    expect(sandbox.network.stats().requestsByCarrier.FEDEX).toBe(fedexBefore + 1);

    sandbox.network.setMode('FEDEX', 'error500');
    const failed = await track(request(['794600000000']));
    expect([failed.status, await errorCodes(failed)]).toEqual([500, ['INTERNAL.SERVER.ERROR']]);
    sandbox.network.setMode('FEDEX', 'garbage');
    const garbage = await track(request(['794600000000']));
    expect([garbage.status, garbage.headers.get('content-type')]).toEqual([200, 'application/json']);
    const text = await garbage.text();
    expect(() => JSON.parse(text)).toThrow();
    sandbox.network.setMode('FEDEX', 'hang');
    const abort = new AbortController();
    const pending = fetch(`${url}/track/v1/trackingnumbers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(request(['794600000000'])),
      signal: abort.signal,
    }).catch((err: Error) => err.name);
    while (sandbox.network.stats().hanging === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    abort.abort();
    expect(await pending).toBe('AbortError');
    while (sandbox.network.stats().hanging > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it("answers over FEDEX's rate limit with 429 TOO.MANY.REQUESTS.ERROR and retry-after: 1", async () => {
    const tight = createSandbox({
      tokenTtlSeconds: 3600,
      slowMs: 10_000,
      networkRateLimit: 2,
      log: () => undefined,
      now: () => new Date(clock),
    });
    await new Promise<void>((resolve) => tight.server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(tight.server.address() as AddressInfo).port}`;
      const call = () =>
        fetch(`${base}/track/v1/trackingnumbers`, {
          method: 'POST',
          body: JSON.stringify(request(['794600000000'])),
        });
      expect([(await call()).status, (await call()).status]).toEqual([401, 401]); // admitted, then refused by auth
      const limited = await call();
      expect([limited.status, limited.headers.get('retry-after'), await errorCodes(limited)]).toEqual([
        429,
        '1',
        ['TOO.MANY.REQUESTS.ERROR'],
      ]);
      expect(tight.network.stats().rejectedByCarrier.FEDEX).toBe(1);
    } finally {
      await tight.close();
    }
  });
});
