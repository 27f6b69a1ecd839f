import type { AddressInfo } from 'node:net';
import {
  FedexErrorReplySchema,
  FedexRateReplySchema,
  FedexRateRequestSchema,
  schemaIssues,
} from '@envios/testing';
import { createSandbox } from './server';

/** The sandbox in this process on a random port, with a clock the test moves. */
describe('carrier sandbox HTTP (FedEx shapes)', () => {
  let clock = Date.parse('2026-03-10T18:00:00Z');
  const lines: string[] = [];
  const sandbox = createSandbox({
    tokenTtlSeconds: 60,
    slowMs: 10_000,
    log: (l) => lines.push(l),
    now: () => new Date(clock),
  });
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  });
  afterAll(() => sandbox.close());

  const token = (form: string, contentType = 'application/x-www-form-urlencoded') =>
    fetch(`${url}/oauth/token`, { method: 'POST', headers: { 'content-type': contentType }, body: form });

  const rate = (accessToken: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}/rate/v1/rates/quotes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const rateBody = (account = '123456789') => ({
    accountNumber: { value: account },
    rateRequestControlParameters: { returnTransitTimes: true },
    requestedShipment: {
      shipper: { address: { postalCode: '64000', countryCode: 'MX' } },
      recipient: { address: { postalCode: '01000', countryCode: 'MX' } },
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      rateRequestType: ['ACCOUNT', 'LIST'],
      shipDateStamp: '2026-03-10',
      requestedPackageLineItems: [
        {
          weight: { units: 'KG', value: 2.5 },
          dimensions: { length: 30, width: 20, height: 15, units: 'CM' },
        },
      ],
    },
  });

  async function newToken(clientId = 'spec-client'): Promise<string> {
    const res = await token(
      `grant_type=client_credentials&client_id=${clientId}&client_secret=sandbox-secret`,
    );
    return ((await res.json()) as { access_token: string }).access_token;
  }

  it('issues bearer tokens for valid client credentials and refuses others with NOT.AUTHORIZED.ERROR', async () => {
    const ok = await token(
      'grant_type=client_credentials&client_id=l7envios-sandbox-portal&client_secret=envios-sandbox-portal-secret',
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 60,
      scope: 'CXS',
    });

    const wrong = await token(
      'grant_type=client_credentials&client_id=l7envios-sandbox-portal&client_secret=nope',
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      transactionId: expect.any(String),
      errors: [{ code: 'NOT.AUTHORIZED.ERROR', message: expect.any(String) }],
    });

    expect((await token('{"grant_type":"client_credentials"}', 'application/json')).status).toBe(400);
    expect((await token('grant_type=password&client_id=a&client_secret=sandbox-secret')).status).toBe(400);
  });

  it('answers a rate request with ACCOUNT and LIST details in MXN and echoes the customer transaction id', async () => {
    const res = await rate(await newToken(), rateBody(), { 'x-customer-transaction-id': 'abc-123' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body).toMatchObject({
      customerTransactionId: 'abc-123',
      output: { alerts: [expect.objectContaining({ alertType: 'NOTE' })], quoteDate: '2026-03-10' },
    });
    const [overnight, , ground] = body.output.rateReplyDetails;
    // Express states a delivery date; only Ground has commit.transitDays (as FedEx documents).
    expect(overnight).toMatchObject({
      serviceType: 'STANDARD_OVERNIGHT',
      commit: { dateDetail: { dayOfWeek: 'WED', dayFormat: '2026-03-11T18:00:00' } },
      operationalDetail: { deliveryDate: '2026-03-11T18:00:00', deliveryDay: 'WED' },
    });
    expect(overnight.commit.transitDays).toBeUndefined();
    expect(overnight.operationalDetail.transitTime).toBeUndefined();
    expect(ground).toMatchObject({
      serviceType: 'FEDEX_GROUND',
      commit: { transitDays: { minimumTransitTime: 'FIVE_DAYS' } },
      operationalDetail: { transitTime: 'FIVE_DAYS' },
    });
    expect(ground.commit.dateDetail).toBeUndefined();
    // Per-package detail, as FedEx itemises it.
    expect(overnight.ratedShipmentDetails[0].ratedPackages).toEqual([
      expect.objectContaining({
        groupNumber: 1,
        packageRateDetail: expect.objectContaining({
          netCharge: 405.55,
          billingWeight: { units: 'KG', value: 3 },
        }),
      }),
    ]);
    expect(
      overnight.ratedShipmentDetails.map((d: any) => [
        d.rateType,
        d.totalNetCharge,
        d.shipmentRateDetail.currency,
      ]),
    ).toEqual([
      ['ACCOUNT', 405.55, 'MXN'],
      ['LIST', 477.12, 'MXN'],
    ]);
    expect(body.output.rateReplyDetails.map((d: any) => d.serviceName)).toEqual([
      'FedEx Standard Overnight',
      'FedEx Express Saver',
      'FedEx Nacional Económico',
    ]);
    expect(lines.some((l) => l.includes('POST /rate/v1/rates/quotes 200'))).toBe(true);
  });

  it('refuses missing, unknown and expired tokens with 401', async () => {
    const accessToken = await newToken();
    expect((await fetch(`${url}/rate/v1/rates/quotes`, { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await rate('made-up', rateBody())).status).toBe(401);
    clock += 61_000;
    const expired = await rate(accessToken, rateBody());
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as any).errors[0].code).toBe('NOT.AUTHORIZED.ERROR');
    clock -= 61_000;
  });

  it('fails on purpose for the hook accounts', async () => {
    const accessToken = await newToken();
    const e500 = await rate(accessToken, rateBody('000000E500'));
    expect([e500.status, ((await e500.json()) as any).errors[0].code]).toEqual([
      500,
      'INTERNAL.SERVER.ERROR',
    ]);
    const e429 = await rate(accessToken, rateBody('000000E429'));
    expect([e429.status, e429.headers.get('retry-after')]).toEqual([429, '10']);
  });

  it('answers 400 with every validation error, and RATE.LOCATION.NOSERVICE outside Mexico', async () => {
    const accessToken = await newToken();
    const body = rateBody();
    body.requestedShipment.requestedPackageLineItems[0].dimensions.length = 1000;
    const invalid = await rate(accessToken, body);
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as any).errors.map((e: any) => e.code)).toEqual([
      'PACKAGE.DIMENSIONS.INVALID',
    ]);

    const abroad = rateBody();
    abroad.requestedShipment.recipient.address = { postalCode: '01000', countryCode: 'US' };
    const noService = await rate(accessToken, abroad);
    expect(((await noService.json()) as any).errors[0].code).toBe('RATE.LOCATION.NOSERVICE');
  });

  it('prices a home delivery with the residential surcharge and an envelope at 1 kg on Express only', async () => {
    const accessToken = await newToken();
    const home = rateBody();
    (home.requestedShipment.recipient.address as Record<string, unknown>).residential = true;
    const homeReply = (await (await rate(accessToken, home)).json()) as any;
    const overnight = homeReply.output.rateReplyDetails[0];
    expect(overnight.ratedShipmentDetails[0].totalNetCharge).toBe(450.55); // 405.55 + 45.00
    expect(overnight.ratedShipmentDetails[0].shipmentRateDetail.surCharges).toContainEqual(
      expect.objectContaining({ type: 'RESIDENTIAL_DELIVERY', amount: 45 }),
    );
    expect(overnight.customerMessages).toHaveLength(1);

    const envelope = rateBody() as any;
    envelope.requestedShipment.packagingType = 'FEDEX_ENVELOPE';
    envelope.requestedShipment.requestedPackageLineItems = [{ weight: { units: 'KG', value: 0.3 } }];
    const envelopeReply = (await (await rate(accessToken, envelope)).json()) as any;
    expect(envelopeReply.output.rateReplyDetails.map((d: any) => [d.serviceType, d.packagingType])).toEqual([
      ['STANDARD_OVERNIGHT', 'FEDEX_ENVELOPE'],
      ['FEDEX_EXPRESS_SAVER', 'FEDEX_ENVELOPE'],
    ]);
    envelope.requestedShipment.requestedPackageLineItems = [{ weight: { units: 'KG', value: 0.6 } }];
    const heavy = await rate(accessToken, envelope);
    expect([heavy.status, ((await heavy.json()) as any).errors[0].code]).toEqual([
      400,
      'PACKAGE.WEIGHT.EXCEEDED',
    ]);
  });

  it('answers, in every variant, only what our schemas of FedEx Rate (written from its documentation) allow', async () => {
    const accessToken = await newToken();
    const home = rateBody();
    (home.requestedShipment.recipient.address as Record<string, unknown>).residential = true;
    const envelope = rateBody() as any;
    envelope.requestedShipment.packagingType = 'FEDEX_ENVELOPE';
    envelope.requestedShipment.requestedPackageLineItems = [{ weight: { units: 'KG', value: 0.3 } }];
    const requests = [
      rateBody(),
      home,
      envelope,
      ...[
        '000000NMP0',
        '000000USD0',
        '000000TTWD',
        '000000TTDF',
        '000000TTDD',
        '000000TTDI',
        '000000TTNO',
      ].map((account) => rateBody(account)),
    ];
    for (const request of requests) {
      expect(schemaIssues(FedexRateRequestSchema, request)).toEqual([]);
      const res = await rate(accessToken, request);
      expect(res.status).toBe(200);
      expect(schemaIssues(FedexRateReplySchema, await res.json())).toEqual([]);
    }
    for (const failing of ['000000E500', '000000E503', '000000E429']) {
      const res = await rate(accessToken, rateBody(failing));
      expect(schemaIssues(FedexErrorReplySchema, await res.json())).toEqual([]);
    }
    const invalid = rateBody() as any;
    invalid.requestedShipment.pickupType = 'WHENEVER';
    expect(schemaIssues(FedexErrorReplySchema, await (await rate(accessToken, invalid)).json())).toEqual([]);
  });

  it('writes transit where each hook account asks, and leaves it out for one service on 000000TTNO', async () => {
    const accessToken = await newToken();
    const details = async (account: string) =>
      ((await (await rate(accessToken, rateBody(account))).json()) as any).output.rateReplyDetails;
    const [deliveryDate] = await details('000000TTDD');
    expect(deliveryDate.commit).toEqual({});
    expect(deliveryDate.operationalDetail).toMatchObject({ deliveryDate: '2026-03-11T18:00:00' });
    const [daysInTransit] = await details('000000TTDI');
    expect(daysInTransit.commit).toEqual({ daysInTransit: 'ONE_DAY' });
    const missing = await details('000000TTNO');
    expect(missing[1]).toMatchObject({ serviceType: 'FEDEX_EXPRESS_SAVER', commit: {} });
    expect(missing[1].operationalDetail).not.toHaveProperty('deliveryDate');
    expect(missing[1].operationalDetail).not.toHaveProperty('transitTime');
    expect(missing[0].commit.dateDetail).toBeDefined();
  });

  it('counts token requests per client in /__sandbox/stats', async () => {
    await newToken('counted-client');
    await newToken('counted-client');
    const stats = (await (await fetch(`${url}/__sandbox/stats`)).json()) as any;
    expect(stats.tokenRequestsByClient['counted-client']).toBe(2);
  });
  describe("the 'flaky' behaviour (failure drills)", () => {
    const behaviour = (body: unknown) =>
      fetch(`${url}/__sandbox/network/behaviour`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const party = (city: string, postalCode: string) => ({
      contact: { personName: 'Ana Pérez', phoneNumber: '5512345678' },
      address: { streetLines: ['Av. Reforma 1'], city, postalCode, countryCode: 'MX' },
    });
    const ship = (accessToken: string) =>
      fetch(`${url}/ship/v1/shipments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          accountNumber: { value: '123456789' },
          labelResponseOptions: 'LABEL',
          requestedShipment: {
            shipDatestamp: '2026-03-10',
            serviceType: 'FEDEX_GROUND',
            shipper: party('Monterrey', '64000'),
            recipients: [party('Ciudad de México', '01000')],
            labelSpecification: { imageType: 'ZPLII', labelStockType: 'STOCK_4X6' },
            requestedPackageLineItems: [{ weight: { units: 'KG', value: 2 } }],
          },
        }),
      });
    const networkTrack = (n: number) =>
      fetch(`${url}/network/v1/tracking/ESTAFETA/${String(1_000_000_000 + n).padStart(22, '0')}`);
    afterEach(async () => {
      for (const carrier of ['FEDEX', 'ESTAFETA']) await behaviour({ carrier, mode: 'normal' });
      sandbox.network.resetStats();
    });

    it('fails about the given share of FedEx label requests with 500, and none at rate 0', async () => {
      const accessToken = await newToken('flaky-client');
      const set = await behaviour({ carrier: 'FEDEX', mode: 'flaky', rate: 0.3 });
      expect([set.status, await set.json()]).toEqual([200, { carrier: 'FEDEX', mode: 'flaky', rate: 0.3 }]);
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) {
        const res = await ship(accessToken);
        statuses.push(res.status);
        if (res.status === 500)
          expect(((await res.json()) as any).errors[0].code).toBe('INTERNAL.SERVER.ERROR');
        else await res.arrayBuffer();
      }
      const failed = statuses.filter((s) => s === 500).length;
      expect(statuses.filter((s) => s !== 500 && s !== 200)).toEqual([]);
      // 200 draws at 30 %: 60 expected, [30, 90] holds with overwhelming probability (σ ≈ 6.5).
      expect(failed).toBeGreaterThanOrEqual(30);
      expect(failed).toBeLessThanOrEqual(90);
      const stats = (await (await fetch(`${url}/__sandbox/network/stats`)).json()) as any;
      expect(stats.flakedByCarrier.FEDEX).toBe(failed);

      await behaviour({ carrier: 'FEDEX', mode: 'flaky', rate: 0 });
      for (let i = 0; i < 20; i++) expect((await ship(accessToken)).status).toBe(200);
    });

    it("fails every call into a carrier's network at rate 1, in the network's error shape", async () => {
      await behaviour({ carrier: 'ESTAFETA', mode: 'flaky', rate: 1 });
      const res = await networkTrack(1);
      expect([res.status, await res.json()]).toEqual([
        500,
        { error: { code: 'INTERNAL', message: expect.any(String) } },
      ]);
      await behaviour({ carrier: 'ESTAFETA', mode: 'normal' });
      expect((await networkTrack(1)).status).toBe(200);
    });

    it('refuses a flaky mode without a rate between 0 and 1', async () => {
      for (const rate of [undefined, -0.1, 1.5, '0.3'])
        expect((await behaviour({ carrier: 'FEDEX', mode: 'flaky', rate })).status).toBe(400);
      expect(sandbox.network.mode('FEDEX')).toBe('normal');
    });
  });
});
