import type { AddressInfo } from 'node:net';
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
      output: { alerts: [], quoteDate: '2026-03-10' },
    });
    const overnight = body.output.rateReplyDetails[0];
    expect(overnight).toMatchObject({
      serviceType: 'STANDARD_OVERNIGHT',
      commit: {
        transitDays: { minimumTransitTime: 'ONE_DAY' },
        dateDetail: { dayOfWeek: 'WED', dayFormat: '2026-03-11T18:00:00' },
      },
      operationalDetail: { transitTime: 'ONE_DAY' },
    });
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

  it('counts token requests per client in /__sandbox/stats', async () => {
    await newToken('counted-client');
    await newToken('counted-client');
    const stats = (await (await fetch(`${url}/__sandbox/stats`)).json()) as any;
    expect(stats.tokenRequestsByClient['counted-client']).toBe(2);
  });
});
