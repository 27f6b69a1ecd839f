import { addCalendarDays, isBusinessDay, repeatParcels, toMexicoCityDate } from '@envios/domain';
import {
  eventually,
  FedexErrorReplySchema,
  FedexRateHeadersSchema,
  FedexRateReplySchema,
  FedexRateRequestSchema,
  freePort,
  schemaIssues,
  ServiceProcess,
} from '@envios/testing';
import { PDFDocument } from 'pdf-lib';
import type { LabelRequest, RateParcel, RatePlace, RateRequest } from '../src/carrier-connector';
import { FedexError } from '../src/fedex/fedex-error';
import { FedexConnector } from '../src/fedex/fedex.connector';

/**
 * The FedEx connector against our FedEx-compatible sandbox (deploy/local/sandboxes/carriers), one
 * private sandbox process per file. Expected amounts follow the sandbox's documented tariff:
 * per package base + billed kg × perKg + zone distance × perZone, −15 % ACCOUNT discount, +12 % fuel,
 * +$125 per package in the extended area.
 */
const TARIFF = {
  STANDARD_OVERNIGHT: { base: 18_000, perKg: 3_200, perZone: 2_500 },
  FEDEX_EXPRESS_SAVER: { base: 14_000, perKg: 2_400, perZone: 1_800 },
  FEDEX_GROUND: { base: 9_500, perKg: 1_500, perZone: 1_000 },
} as const;

const halfUpPercent = (centavos: number, percent: number) => Math.floor((centavos * percent + 50) / 100);

/** ACCOUNT totalNetCharge in centavos, by the sandbox's published formula. */
function expectedAccountNet(
  service: keyof typeof TARIFF,
  billedKgs: number[],
  distance: number,
  extended = false,
  residential = false,
): number {
  const t = TARIFF[service];
  const n = billedKgs.length;
  const base = n * t.base + billedKgs.reduce((a, b) => a + b, 0) * t.perKg + n * distance * t.perZone;
  const freight = base - halfUpPercent(base, 15);
  return freight + halfUpPercent(freight, 12) + (extended ? n * 12_500 : 0) + (residential ? n * 4_500 : 0);
}

/** The date `days` weekdays after `from` (the sandbox delivers Monday to Friday). */
function weekdaysLater(from: string, days: number): string {
  let date = from;
  for (let left = days; left > 0;) {
    date = addCalendarDays(date, 1);
    if (![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) left--;
  }
  return date;
}

/** The portal's business days from `from` to `until` (what the connector reports for a delivery date). */
function businessDaysTo(from: string, until: string): number {
  let days = 0;
  for (let date = from; date < until;) {
    date = addCalendarDays(date, 1);
    if (isBusinessDay(date)) days++;
  }
  return days;
}

/** Transit days for a service FedEx answers with a delivery date `weekdays` weekdays after the ship date. */
const byDate = (shipDate: string, weekdays: number) =>
  businessDaysTo(shipDate, weekdaysLater(shipDate, weekdays));

/** One exchange between the connector and the sandbox's Rate endpoint, as sent and as answered. */
interface RateExchange {
  headers: Record<string, string>;
  request: unknown;
  status: number;
  reply: unknown;
}

const place = (postalCode: string, stateShort: string, city: string | null): RatePlace => ({
  postalCode,
  state: stateShort,
  stateShort,
  city,
  isRemote: false,
});

const MONTERREY = place('64000', 'NL', 'Monterrey');
const CDMX = place('01000', 'CDMX', 'Ciudad de México');
const ISLA_MUJERES = place('77400', 'QROO', 'Isla Mujeres');
/** 2.5 kg, volumetric 1.8 kg → 3 kg billed. 64000 → 01000: distance |6 − 0| = 6. */
const BOX: RateParcel = { weight: 2.5, depth: 30, width: 20, height: 15 };

describe('FedexConnector (FedEx REST Rate API, against the carrier sandbox)', () => {
  let sandbox: ServiceProcess;
  let shortTokens: ServiceProcess;

  beforeAll(async () => {
    sandbox = new ServiceProcess('carrier-sandbox', {
      PORT: String(await freePort()),
      FEDEX_SLOW_MS: '20000',
    }).start();
    shortTokens = new ServiceProcess('carrier-sandbox', {
      PORT: String(await freePort()),
      FEDEX_TOKEN_TTL_SECONDS: '1',
    }).start();
    await Promise.all([sandbox.ready(), shortTokens.ready()]);
  });

  afterAll(async () => {
    await Promise.all([sandbox?.stop(), shortTokens?.stop()]);
  });

  let clients = 0;
  const newClientId = () => `fedex-spec-${process.pid}-${++clients}`;

  /** Every Rate call any connector of this file made, checked against the FedEx schemas at the end. */
  const exchanges: RateExchange[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (String(input).endsWith('/rate/v1/rates/quotes')) {
      const reply = await res
        .clone()
        .json()
        .catch(() => undefined);
      exchanges.push({
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        request: JSON.parse(String(init?.body)),
        status: res.status,
        reply,
      });
    }
    return res;
  };

  const connectorFor = (
    target: ServiceProcess,
    over: Partial<{ client_id: string; client_secret: string; account: string }> = {},
  ) => {
    const credential = {
      url: target.url,
      client_id: newClientId(),
      client_secret: 'sandbox-secret',
      account: '123456789',
      ...over,
    };
    const full = new FedexConnector(credential, { fetch: recordingFetch });
    // Most tests look at the sellable rates only; `full` gives the dropped services too.
    const connector = { quote: async (request: RateRequest) => (await full.quote(request)).rates };
    return { clientId: credential.client_id, connector, full };
  };

  const rateRequest = (over: Partial<RateRequest> = {}): RateRequest => ({
    carrier: 'FEDEX',
    origin: MONTERREY,
    destination: CDMX,
    packageType: 'package',
    parcels: [BOX],
    guides: 1,
    shipDate: toMexicoCityDate(new Date()),
    residential: false,
    signal: AbortSignal.timeout(15_000),
    ...over,
  });

  const stats = async (target: ServiceProcess = sandbox) =>
    (await (await fetch(`${target.url}/__sandbox/stats`)).json()) as {
      tokenRequestsByClient: Record<string, number>;
      rateUnauthorized: number;
      slowPending: number;
      slowAbandoned: number;
    };

  /** The sandbox's own answer to a request written here by hand, for comparing amounts. */
  async function rawAccountNetCharges(
    parcels: number,
    recipientPostalCode = '01000',
  ): Promise<Record<string, number>> {
    const token = await fetch(`${sandbox.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${newClientId()}&client_secret=sandbox-secret`,
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const res = await fetch(`${sandbox.url}/rate/v1/rates/quotes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        accountNumber: { value: '123456789' },
        rateRequestControlParameters: { returnTransitTimes: true },
        requestedShipment: {
          shipper: { address: { postalCode: '64000', countryCode: 'MX' } },
          recipient: { address: { postalCode: recipientPostalCode, countryCode: 'MX' } },
          pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
          rateRequestType: ['ACCOUNT', 'LIST'],
          requestedPackageLineItems: Array.from({ length: parcels }, () => ({
            weight: { units: 'KG', value: 2.5 },
            dimensions: { length: 30, width: 20, height: 15, units: 'CM' },
          })),
        },
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      output: {
        rateReplyDetails: {
          serviceType: string;
          ratedShipmentDetails: { rateType: string; totalNetCharge: number }[];
        }[];
      };
    };
    return Object.fromEntries(
      body.output.rateReplyDetails.map((d) => [
        d.serviceType,
        d.ratedShipmentDetails.find((r) => r.rateType === 'ACCOUNT')!.totalNetCharge,
      ]),
    );
  }

  async function rejection(promise: Promise<unknown>): Promise<unknown> {
    try {
      await promise;
    } catch (err) {
      return err;
    }
    throw new Error('expected the quote to fail');
  }

  describe('rates', () => {
    it('maps every service: ACCOUNT net charge in centavos (the sandbox pesos × 100 exactly), names and transit days', async () => {
      const rates = await connectorFor(sandbox).connector.quote(rateRequest());
      expect(rates).toEqual([
        {
          carrier: 'FEDEX',
          serviceCode: 'STANDARD_OVERNIGHT',
          serviceName: 'FedEx Standard Overnight',
          costCentavos: 40_555,
          // Express answers with a delivery date (FedEx sends commit.transitDays for Ground only).
          transitDays: byDate(toMexicoCityDate(new Date()), 1),
          isRemote: false,
        },
        {
          carrier: 'FEDEX',
          serviceCode: 'FEDEX_EXPRESS_SAVER',
          serviceName: 'FedEx Express Saver',
          costCentavos: expectedAccountNet('FEDEX_EXPRESS_SAVER', [3], 6),
          transitDays: byDate(toMexicoCityDate(new Date()), 3),
          isRemote: false,
        },
        {
          carrier: 'FEDEX',
          serviceCode: 'FEDEX_GROUND',
          serviceName: 'FedEx Nacional Económico',
          costCentavos: expectedAccountNet('FEDEX_GROUND', [3], 6),
          transitDays: 5,
          isRemote: false,
        },
      ]);
      expect(rates[0].costCentavos).toBe(expectedAccountNet('STANDARD_OVERNIGHT', [3], 6));

      const raw = await rawAccountNetCharges(1);
      for (const rate of rates) {
        expect(Number.isSafeInteger(rate.costCentavos)).toBe(true);
        expect(rate.costCentavos / 100).toBe(raw[rate.serviceCode]);
      }
    });

    it('quotes 3 repeated parcels in one request at what the sandbox charges for 3 packages', async () => {
      const rates = await connectorFor(sandbox).connector.quote(
        rateRequest({ parcels: repeatParcels([BOX], 3), guides: 3 }),
      );
      const raw = await rawAccountNetCharges(3);
      expect(rates.map((r) => [r.serviceCode, r.costCentavos])).toEqual([
        ['STANDARD_OVERNIGHT', expectedAccountNet('STANDARD_OVERNIGHT', [3, 3, 3], 6)],
        ['FEDEX_EXPRESS_SAVER', expectedAccountNet('FEDEX_EXPRESS_SAVER', [3, 3, 3], 6)],
        ['FEDEX_GROUND', expectedAccountNet('FEDEX_GROUND', [3, 3, 3], 6)],
      ]);
      for (const rate of rates) expect(rate.costCentavos / 100).toBe(raw[rate.serviceCode]);
      expect(rates[0].costCentavos).toBe(121_666);
    });

    it('bills volumetric weight with dimensions rounded up to whole cm', async () => {
      // 40.2 × 30.1 × 20.4 → 41 × 31 × 21 cm = 26,691 cm³ / 5000 = 5.34 → 6 kg billed (real 1 kg).
      const rates = await connectorFor(sandbox).connector.quote(
        rateRequest({ parcels: [{ weight: 1, depth: 40.2, width: 30.1, height: 20.4 }] }),
      );
      expect(rates[0].costCentavos).toBe(expectedAccountNet('STANDARD_OVERNIGHT', [6], 6));
    });

    it('marks an extended-area destination remote, its surcharge included in the cost', async () => {
      const rates = await connectorFor(sandbox).connector.quote(rateRequest({ destination: ISLA_MUJERES }));
      expect(rates.map((r) => r.isRemote)).toEqual([true, true, true]);
      expect(rates[0].costCentavos).toBe(expectedAccountNet('STANDARD_OVERNIGHT', [3], 1, true));
      expect((await rawAccountNetCharges(1, '77400')).STANDARD_OVERNIGHT).toBe(rates[0].costCentavos / 100);
    });

    it("accepts FedEx's NMP code for pesos, and names a service priced in another currency as dropped", async () => {
      const nmp = await connectorFor(sandbox, { account: '000000NMP0' }).connector.quote(rateRequest());
      expect(nmp.map((r) => [r.serviceCode, r.costCentavos])).toEqual([
        ['STANDARD_OVERNIGHT', 40_555],
        ['FEDEX_EXPRESS_SAVER', expectedAccountNet('FEDEX_EXPRESS_SAVER', [3], 6)],
        ['FEDEX_GROUND', expectedAccountNet('FEDEX_GROUND', [3], 6)],
      ]);
      const usd = await connectorFor(sandbox, { account: '000000USD0' }).full.quote(rateRequest());
      expect(usd.rates.map((r) => r.serviceCode)).toEqual(['STANDARD_OVERNIGHT', 'FEDEX_EXPRESS_SAVER']);
      expect(usd.dropped).toEqual([
        { serviceCode: 'FEDEX_GROUND', serviceName: 'FedEx Nacional Económico', reason: 'other_currency' },
      ]);
    });

    it('reads transit days wherever FedEx writes them: transitTime, dayFormat, deliveryDate or daysInTransit', async () => {
      const shipDate = toMexicoCityDate(new Date());
      const transit = async (account: string) =>
        (await connectorFor(sandbox, { account }).connector.quote(rateRequest({ shipDate }))).map(
          (r) => r.transitDays,
        );
      const byDates = [1, 3, 5].map((d) => byDate(shipDate, d));
      expect(await transit('000000TTWD')).toEqual([1, 3, 5]);
      expect(await transit('000000TTDI')).toEqual([1, 3, 5]);
      expect(await transit('000000TTDF')).toEqual(byDates);
      // Express services without commit.transitDays, stating only operationalDetail.deliveryDate.
      expect(await transit('000000TTDD')).toEqual(byDates);
    });

    it('names a service FedEx answered without any transit time instead of losing it', async () => {
      const quote = await connectorFor(sandbox, { account: '000000TTNO' }).full.quote(rateRequest());
      expect(quote.rates.map((r) => r.serviceCode)).toEqual(['STANDARD_OVERNIGHT', 'FEDEX_GROUND']);
      expect(quote.dropped).toEqual([
        { serviceCode: 'FEDEX_EXPRESS_SAVER', serviceName: 'FedEx Express Saver', reason: 'no_transit_time' },
      ]);
    });

    it('sends a document as FEDEX_ENVELOPE and a home delivery as residential, priced as such', async () => {
      const rates = await connectorFor(sandbox).connector.quote(
        rateRequest({
          packageType: 'document',
          parcels: [{ weight: 0.3, depth: 30, width: 22, height: 1 }],
          residential: true,
        }),
      );
      // Envelopes: Express only, billed 1 kg each; the home delivery adds its surcharge.
      expect(rates.map((r) => [r.serviceCode, r.costCentavos])).toEqual([
        ['STANDARD_OVERNIGHT', expectedAccountNet('STANDARD_OVERNIGHT', [1], 6, false, true)],
        ['FEDEX_EXPRESS_SAVER', expectedAccountNet('FEDEX_EXPRESS_SAVER', [1], 6, false, true)],
      ]);
      const sent = exchanges.at(-1)!.request as any;
      expect(sent.requestedShipment.packagingType).toBe('FEDEX_ENVELOPE');
      expect(sent.requestedShipment.recipient.address.residential).toBe(true);
    });
  });

  describe('OAuth token', () => {
    it('is requested once and shared by concurrent quotes, then reused', async () => {
      const { clientId, connector } = connectorFor(sandbox);
      const results = await Promise.all(Array.from({ length: 6 }, () => connector.quote(rateRequest())));
      expect(results.every((rates) => rates.length === 3)).toBe(true);
      await connector.quote(rateRequest());
      expect((await stats()).tokenRequestsByClient[clientId]).toBe(1);
    });

    it('is renewed once it expires', async () => {
      const { clientId, connector } = connectorFor(shortTokens);
      await connector.quote(rateRequest());
      await connector.quote(rateRequest());
      expect((await stats(shortTokens)).tokenRequestsByClient[clientId]).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await connector.quote(rateRequest());
      const after = await stats(shortTokens);
      expect(after.tokenRequestsByClient[clientId]).toBe(2);
      expect(after.rateUnauthorized).toBe(0);
    });

    it('is renewed once, and the quote retried once, when FedEx answers 401 to a cached token', async () => {
      const { clientId, connector } = connectorFor(sandbox);
      await connector.quote(rateRequest());
      const before = await stats();
      await fetch(`${sandbox.url}/__sandbox/tokens/revoke?client_id=${clientId}`, { method: 'POST' });
      const rates = await connector.quote(rateRequest());
      expect(rates).toHaveLength(3);
      const after = await stats();
      expect(after.tokenRequestsByClient[clientId]).toBe(2);
      expect(after.rateUnauthorized - before.rateUnauthorized).toBe(1);
    });

    it('fails with NOT.AUTHORIZED.ERROR for wrong credentials', async () => {
      const { connector } = connectorFor(sandbox, { client_secret: 'not-the-secret' });
      const err = await rejection(connector.quote(rateRequest()));
      expect(err).toBeInstanceOf(FedexError);
      expect(err).toMatchObject({ code: 'NOT.AUTHORIZED.ERROR', status: 401 });
    });
  });

  describe('errors', () => {
    it.each([
      ['000000E500', 500, 'INTERNAL.SERVER.ERROR'],
      ['000000E503', 503, 'SERVICE.UNAVAILABLE.ERROR'],
      ['000000E429', 429, 'TOO.MANY.REQUESTS.ERROR'],
    ])('account %s: FedexError %i %s', async (account, status, code) => {
      const err = await rejection(connectorFor(sandbox, { account }).connector.quote(rateRequest()));
      expect(err).toBeInstanceOf(FedexError);
      expect(err).toMatchObject({ code, status, retryable: true });
      expect((err as FedexError).transactionId).toEqual(expect.any(String));
      if (status === 429) expect((err as FedexError).retryAfterSeconds).toBe(10);
    });

    it.each([
      [
        'a 1000-cm dimension',
        'PACKAGE.DIMENSIONS.INVALID',
        { parcels: [{ weight: 2, depth: 1000, width: 20, height: 15 }] },
      ],
      [
        'a weight of zero',
        'PACKAGE.WEIGHT.INVALID',
        { parcels: [{ weight: 0, depth: 30, width: 20, height: 15 }] },
      ],
      ['a ship date in the past', 'SHIPDATESTAMP.NOTALLOWED', { shipDate: '2020-01-06' }],
      ['101 packages', 'PACKAGES.COUNT.EXCEEDED', { parcels: repeatParcels([BOX], 101) }],
    ])('rejects %s with FedEx 400 %s', async (_case, code, over: Partial<RateRequest>) => {
      const err = await rejection(connectorFor(sandbox).connector.quote(rateRequest(over)));
      expect(err).toBeInstanceOf(FedexError);
      expect(err).toMatchObject({ code, status: 400, retryable: false });
    });

    it('fails with FEDEX.NETWORK_ERROR when nothing listens at the URL', async () => {
      const connector = new FedexConnector({
        url: `http://127.0.0.1:${await freePort()}`,
        client_id: newClientId(),
        client_secret: 'sandbox-secret',
        account: '123456789',
      });
      const err = await rejection(connector.quote(rateRequest()));
      expect(err).toMatchObject({ name: 'FedexError', code: 'FEDEX.NETWORK_ERROR', status: 0 });
    });
  });

  describe('abort', () => {
    it('stops waiting for a slow FedEx when the signal fires, with the abort reason, and closes the connection', async () => {
      const { connector } = connectorFor(sandbox, { account: '000000SLOW' });
      const controller = new AbortController();
      const reason = new Error('carrier deadline passed');
      const timer = setTimeout(() => controller.abort(reason), 300);
      const started = Date.now();
      const err = await rejection(connector.quote(rateRequest({ signal: controller.signal })));
      const elapsed = Date.now() - started;
      clearTimeout(timer);
      expect(err).toBe(reason);
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(1500);
      // The sandbox sees the client leave: no request is left hanging.
      await eventually(
        async () => {
          const s = await stats();
          return s.slowPending === 0 && s.slowAbandoned >= 1;
        },
        { timeoutMs: 5000, what: 'the sandbox to see the aborted request closed' },
      );
    });

    it('rejects at once, without calling FedEx, when the signal has already fired', async () => {
      const { clientId, connector } = connectorFor(sandbox);
      const err = await rejection(connector.quote(rateRequest({ signal: AbortSignal.abort() })));
      expect(err).toMatchObject({ name: 'AbortError' });
      expect((await stats()).tokenRequestsByClient[clientId]).toBeUndefined();
    });

    it('offers no service for a pallet, without calling FedEx (the parcel Rate API carries no pallets)', async () => {
      const { clientId, connector } = connectorFor(sandbox);
      expect(await connector.quote(rateRequest({ packageType: 'tarima' }))).toEqual([]);
      expect((await stats()).tokenRequestsByClient[clientId]).toBeUndefined();
    });
  });

  describe('createLabel (FedEx Ship)', () => {
    const labelRequest = (format: LabelRequest['format'], parcels = 2): LabelRequest => ({
      shipmentId: '6b04c5b1018d695c18f177c3',
      carrier: 'FEDEX',
      serviceCode: 'FEDEX_GROUND',
      serviceName: 'FedEx Ground',
      packageType: 'package',
      sender: {
        name: 'Ana Origen',
        phone: '55 1234 5678',
        email: 'ana@example.mx',
        street: 'Avenida Álvaro Obregón',
        number: '120',
        intNumber: '4',
        colony: 'Roma Norte',
        city: 'Ciudad de México',
        postalCode: '06700',
      },
      recipient: {
        name: 'Beto Destino',
        phone: '8112345678',
        email: 'beto@example.mx',
        street: 'Avenida Constitución',
        number: '100',
        colony: 'Centro',
        city: 'Monterrey',
        postalCode: '64000',
        residential: true,
      },
      parcels: Array.from({ length: parcels }, () => ({ weight: 2, depth: 30, width: 20, height: 15 })),
      content: 'Ropa',
      shipDate: toMexicoCityDate(new Date()),
      format,
      remote: false,
      signal: AbortSignal.timeout(10_000),
    });

    it('makes one PDF with a page per package, the master tracking number as the guide', async () => {
      const { full } = connectorFor(sandbox);
      const label = await full.createLabel(labelRequest('pdf-letter'));
      expect(label.trackingNumber).toMatch(/^\d{12}$/);
      expect(label.file).toMatchObject({ contentType: 'application/pdf', extension: 'pdf' });
      const pdf = await PDFDocument.load(label.file.bytes);
      expect(pdf.getPageCount()).toBe(2);
    });

    it('returns ZPL for a thermal printer', async () => {
      const { full } = connectorFor(sandbox);
      const label = await full.createLabel(labelRequest('zpl', 1));
      expect(label.file.contentType).toBe('application/zpl');
      expect(label.file.bytes.toString()).toContain(`^FD${label.trackingNumber}^FS`);
    });

    it('fails with the carrier error when FedEx refuses the shipment', async () => {
      const { full } = connectorFor(sandbox, { account: '000000SHPF' });
      await expect(full.createLabel(labelRequest('pdf-4x6'))).rejects.toBeInstanceOf(FedexError);
    });
  });

  describe('held against FedEx Rate as documented (our schemas, libs/testing)', () => {
    it('sent only documented requests and headers, and read answers that match the documentation', () => {
      const answered = exchanges.filter((e) => e.status === 200);
      expect(answered.length).toBeGreaterThan(20);
      for (const exchange of answered) {
        expect(schemaIssues(FedexRateRequestSchema, exchange.request)).toEqual([]);
        expect(schemaIssues(FedexRateHeadersSchema, exchange.headers)).toEqual([]);
        expect(schemaIssues(FedexRateReplySchema, exchange.reply)).toEqual([]);
      }
      for (const exchange of exchanges.filter((e) => e.status !== 200))
        expect(schemaIssues(FedexErrorReplySchema, exchange.reply)).toEqual([]);
    });
  });
});
