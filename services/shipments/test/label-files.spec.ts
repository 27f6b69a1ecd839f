import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { routeUrlPath, ShipmentPaid, ShipmentsRoutes } from '@envios/contracts';
import { signCaller } from '@envios/platform';
import {
  appEnv,
  callRoute,
  eventually,
  freePort,
  infra,
  publishEvents,
  ServiceProcess,
} from '@envios/testing';
import { estafetaQuote, PARCELS, place as place_ } from './support/quote';

jest.setTimeout(300_000);

const owner = new Types.ObjectId().toHexString();
const caller = { id: owner, role: 'client' as const, email: 'etiquetas@example.mx' };
const stranger = { id: new Types.ObjectId().toHexString(), role: 'user' as const };
const GUIDES_WAIT_MS = 2_000;

const place = (postal_code: string, city: string) =>
  place_('Prueba Etiquetas', 'etiquetas@example.mx', postal_code, city);
const quoteToken = () => estafetaQuote(owner, 1);

/**
 * A label file's route answers the file itself (its bytes, media type and name), the label format
 * is read and set by its two routes, and guides after payment answers by its deadline. Its own
 * database, consumer group, Redis database (its own guides queue) and label directory.
 */
describe('label files, label format and guides after payment', () => {
  let service: ServiceProcess;
  let shipmentId: string;

  beforeAll(async () => {
    const suffix = randomUUID().slice(0, 8);
    const env = appEnv('shipments');
    service = new ServiceProcess('shipments', {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${new URL(env.MONGO_URL).host}/envios_test_labels_${suffix}`,
      KAFKA_GROUP_ID: `shipments-test-labels-${suffix}`,
      REDIS_URL: `${env.REDIS_URL.replace(/\/\d+$/, '')}/11`,
      LABELS_DIR: mkdtempSync(join(tmpdir(), 'labels-')),
      GUIDES_WAIT_MS: String(GUIDES_WAIT_MS),
    }).start();
    await service.ready();
    const body = {
      shipments: [
        {
          selected_service: { quote_token: quoteToken() },
          shipment_type: 'box',
          parcels: PARCELS,
          origin_direction: place('06700', 'Ciudad de México'),
          destination_direction: place('64000', 'Monterrey'),
          description_of_the_content: 'Documentos',
        },
      ],
    };
    const created = await callRoute(service.url, ShipmentsRoutes.createShipments, { body }, caller);
    expect(created.status).toBe(200);
    shipmentId = created.body.shipments[0]._id;
  });
  afterAll(() => service?.stop());

  /** GET /internal/files/:file as the BFF calls it, the body kept as bytes. */
  const fetchFile = async (file: string, who?: typeof caller | typeof stranger) => {
    const url = new URL(routeUrlPath(ShipmentsRoutes.labelFile, { file }), service.url);
    const res = await fetch(url, {
      headers: {
        'x-service-token': infra().serviceToken,
        ...(who ? signCaller(who, infra().signingKey) : {}),
      },
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('answers guides after payment by its deadline when no label is coming (unpaid)', async () => {
    const started = Date.now();
    const r = await callRoute(
      service.url,
      ShipmentsRoutes.guidesAfterPay,
      { body: { shipments: [shipmentId] } },
      caller,
    );
    const took = Date.now() - started;
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      execute: false,
      shipments: [{ _id: shipmentId, guide_state: 'none', number_guide: null }],
    });
    expect(took).toBeGreaterThanOrEqual(GUIDES_WAIT_MS - 100);
    expect(took).toBeLessThan(GUIDES_WAIT_MS + 5_000);
    // Someone else's shipment is not found, at once.
    const theirs = await callRoute(
      service.url,
      ShipmentsRoutes.guidesAfterPay,
      { body: { shipments: [shipmentId] } },
      stranger,
    );
    expect(theirs.status).toBe(404);
  });

  it('serves the paid shipment’s label as the file itself: bytes, Content-Type, Content-Disposition', async () => {
    await publishEvents(ShipmentPaid, [
      {
        key: shipmentId,
        data: {
          shipmentId,
          owner,
          amountCentavos: 18_000,
          method: 'wallet' as const,
          paymentId: `pay-${shipmentId}`,
          paidAt: new Date().toISOString(),
        },
      },
    ]);
    const made = await eventually(
      async () => {
        const r = await callRoute(
          service.url,
          ShipmentsRoutes.guidesAfterPay,
          { body: { shipments: [shipmentId] } },
          caller,
        );
        return r.body.execute ? r.body : undefined;
      },
      { what: 'the label', timeoutMs: 180_000 },
    );
    expect(made.shipments).toEqual([
      { _id: shipmentId, guide_state: 'generated', number_guide: expect.any(String) },
    ]);

    const status = await callRoute(
      service.url,
      ShipmentsRoutes.guideStatus,
      { params: { id: shipmentId } },
      caller,
    );
    const file = status.body.data.guide.replace('./src/public/', '');
    expect(file).toMatch(new RegExp(`^${shipmentId}-[A-Za-z0-9]+\\.pdf$`));

    const label = await fetchFile(file, caller);
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.headers.get('content-disposition')).toBe(`inline; filename="${file}"`);
    expect(Number(label.headers.get('content-length'))).toBe(label.bytes.length);
    expect(label.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Nobody else's session reaches it, and neither does no session: the platform's error body.
    for (const who of [stranger, undefined]) {
      const refused = await fetchFile(file, who);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(refused.bytes.toString('utf8'))).toMatchObject({
        statusCode: 404,
        code: 'FILE.NOT_FOUND',
        message: 'El archivo no existe.',
      });
    }
  });

  it('reads and sets the label format, each by its own route', async () => {
    const me = { id: new Types.ObjectId().toHexString(), role: 'user' as const };
    const before = await callRoute(service.url, ShipmentsRoutes.getLabelFormat, {}, me);
    expect(before.body).toEqual({ label_format: 'pdf-letter' });
    const set = await callRoute(
      service.url,
      ShipmentsRoutes.setLabelFormat,
      { body: { label_format: 'zpl' } },
      me,
    );
    expect(set.body).toEqual({ label_format: 'zpl' });
    expect((await callRoute(service.url, ShipmentsRoutes.getLabelFormat, {}, me)).body).toEqual({
      label_format: 'zpl',
    });
    const bad = await callRoute(
      service.url,
      ShipmentsRoutes.setLabelFormat,
      { body: { label_format: 'png' } },
      me,
    );
    expect(bad.status).toBe(400);
  });
});
