import { randomUUID } from 'node:crypto';
import { addIva, increaseByPercent } from '@envios/domain';
import type { QuoteResponse } from '@envios/contracts';
import {
  createPrefixedTopics,
  demoSession,
  eventually,
  freePort,
  mongoDb,
  rawRequest,
  ServiceProcess,
  type Session,
} from '@envios/testing';

/**
 * The live FedEx connector inside a real quote, against our FedEx-compatible sandbox: a quoting
 * process and a BFF of this test's own (own database), so the slow FedEx never touches other tests.
 */
describe('quotes with an active FEDEX integration', () => {
  const database = `envios_test_quoting_${randomUUID().slice(0, 8)}`;
  const prefix = `${database}.`;
  let sandbox: ServiceProcess;
  let quoting: ServiceProcess;
  let bff: ServiceProcess;
  let admin: Session;

  const body = {
    cantidadGuias: 2,
    parcels: [{ weight: 2.5, depth: 30, width: 20, height: 15 }],
    origin_direction: { country_code: 'MX', postal_code: '06700' },
    destination_direction: { country_code: 'MX', postal_code: '64000' },
    package_type: 'package',
  };
  const quote = () =>
    rawRequest<QuoteResponse>(bff.url, 'POST', '/api/v1/quoting', { token: admin.token, body });
  const setFedex = (account: string, active = true) =>
    rawRequest(bff.url, 'PUT', '/api/v1/credential/FEDEX', {
      token: admin.token,
      body: {
        name: 'FEDEX',
        active,
        mode: 'test',
        keys: {
          url: sandbox.url,
          client_id: `quote-test-${database}`,
          client_secret: 'sandbox-secret',
          account,
        },
      },
    });

  beforeAll(async () => {
    // Topics of its own: the integration it changes (IntegrationChanged) must not reach the stack's
    // shipments service, which would make the platform's FedEx labels with this test's sandbox.
    await createPrefixedTopics(prefix);
    sandbox = new ServiceProcess('carrier-sandbox', { PORT: String(await freePort()) }).start();
    const mongo = new URL(new ServiceProcess('quoting').env().MONGO_URL);
    quoting = new ServiceProcess('quoting', {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${mongo.host}/${database}`,
      KAFKA_GROUP_ID: `quoting-${database}`,
      KAFKA_TOPIC_PREFIX: prefix,
    }).start();
    await Promise.all([sandbox.ready(), quoting.ready()]);
    bff = await new ServiceProcess('bff', { PORT: String(await freePort()), QUOTING_URL: quoting.url })
      .start()
      .ready();
    admin = await demoSession('superadmin');
    const created = await rawRequest(bff.url, 'POST', '/api/v1/credential', {
      token: admin.token,
      body: {
        name: 'FEDEX',
        active: false,
        mode: 'test',
        keys: { url: sandbox.url, client_id: 'x', client_secret: 'y', account: 'z' },
      },
    });
    expect(created.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([bff?.stop(), quoting?.stop(), sandbox?.stop()]);
    await (await mongoDb(database)).dropDatabase();
  });

  it('prices FedEx from the live API: the sandbox’s account rate, plus tariff and IVA', async () => {
    expect((await setFedex('740561073')).status).toBe(200);
    // What the sandbox itself answers for the same two packages.
    const token = await rawRequest(sandbox.url, 'POST', '/oauth/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'grant_type=client_credentials&client_id=direct&client_secret=sandbox-secret',
    });
    const direct = await rawRequest(sandbox.url, 'POST', '/rate/v1/rates/quotes', {
      token: token.body.access_token,
      body: {
        accountNumber: { value: '740561073' },
        requestedShipment: {
          shipper: { address: { postalCode: '06700', countryCode: 'MX' } },
          recipient: { address: { postalCode: '64000', countryCode: 'MX' } },
          pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
          rateRequestType: ['ACCOUNT', 'LIST'],
          shipDateStamp: new Date().toISOString().slice(0, 10),
          requestedPackageLineItems: [1, 2].map(() => ({
            weight: { units: 'KG', value: 2.5 },
            dimensions: { length: 30, width: 20, height: 15, units: 'CM' },
          })),
        },
      },
    });
    expect(direct.status).toBe(200);
    const sandboxCost = new Map<string, number>(
      direct.body.output.rateReplyDetails.map((d: any) => [
        d.serviceType,
        Math.round(d.ratedShipmentDetails.find((x: any) => x.rateType === 'ACCOUNT').totalNetCharge * 100),
      ]),
    );

    // The demo superadmin has the 'Público general' tariff (35 %); wait for this quoting's read model.
    const r = await eventually(
      async () => {
        const res = (await quote()).body;
        const first = res.carriers.FEDEX?.find((o) => o.service_code === 'STANDARD_OVERNIGHT');
        return first &&
          Math.round(first.total_amount! * 100) ===
            addIva(increaseByPercent(sandboxCost.get('STANDARD_OVERNIGHT')!, 35))
          ? res
          : undefined;
      },
      { what: 'a FedEx option priced from the sandbox', timeoutMs: 30_000 },
    );
    expect(r.carriers.FEDEX!.map((o) => o.source)).toEqual(r.carriers.FEDEX!.map(() => 'fedex'));
    for (const o of r.carriers.FEDEX!) {
      expect(Math.round(o.total_amount! * 100)).toBe(
        addIva(increaseByPercent(sandboxCost.get(o.service_code)!, 35)),
      );
      // FedEx quoted both guides at once: the order total is not multiplied again.
      expect(o.order_total_amount).toBe(o.total_amount);
    }
    expect(Object.keys(r.carriers)).toHaveLength(6);
  });

  it('still answers with the other five carriers within the deadline when FedEx hangs', async () => {
    expect((await setFedex('000000SLOW')).status).toBe(200);
    const started = Date.now();
    const r = await quote();
    const elapsed = Date.now() - started;
    expect(r.status).toBe(200);
    expect(r.body.unavailable).toEqual([{ carrier: 'FEDEX', reason: 'timeout' }]);
    expect(Object.keys(r.body.carriers).sort()).toEqual([
      'AMPM',
      'DHL',
      'ESTAFETA',
      'PAQUETEXPRESS',
      'REDPACK',
    ]);
    expect(elapsed).toBeGreaterThanOrEqual(2_400);
    expect(elapsed).toBeLessThan(4_000);
  });

  it('leaves FedEx out, naming it, when its API fails', async () => {
    expect((await setFedex('000000E503')).status).toBe(200);
    const r = await quote();
    expect(r.body.unavailable).toEqual([{ carrier: 'FEDEX', reason: 'error' }]);
    expect(Object.keys(r.body.carriers)).toHaveLength(5);
  });

  it('falls back to the FedEx rate card when the integration is inactive', async () => {
    expect((await setFedex('740561073', false)).status).toBe(200);
    const r = await quote();
    expect(r.body.unavailable).toEqual([]);
    expect(r.body.carriers.FEDEX!.every((o) => o.source === 'ratecard')).toBe(true);
  });
});
