import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { routeUrlPath, ShipmentPaid, ShipmentsRoutes, type InternalRoute } from '@envios/contracts';
import { signCaller, type CallerIdentity } from '@envios/platform';
import {
  appEnv,
  callRoute,
  eventually,
  freePort,
  infra,
  publishEvents,
  ServiceProcess,
} from '@envios/testing';
import { PARCELS, place as place_, rateCardQuote } from './support/quote';

jest.setTimeout(300_000);

const owner = new Types.ObjectId().toHexString();
const caller = { id: owner, role: 'client' as const, email: 'lotes@example.mx' };
const stranger = { id: new Types.ObjectId().toHexString(), role: 'user' as const };

const place = (name: string, postal_code: string, city: string) =>
  place_(name, 'lotes@example.mx', postal_code, city);

/**
 * A batch's labels in one file and a carrier's manifest: three Estafeta shipments and one DHL
 * shipment are paid and get their (letter PDF) labels, one more Estafeta shipment stays unpaid.
 * Its own database, consumer group, Redis database (its own guides queue) and label directory.
 */
describe('merged labels and manifests', () => {
  const labelsDir = mkdtempSync(join(tmpdir(), 'labels-'));
  let service: ServiceProcess;
  let estafeta: { id: string; guide: string }[];
  let dhl: { id: string; guide: string };
  let unpaid: string;

  /** A POST whose answer is a file: status, headers and the bytes as they came. */
  const postFile = async (route: InternalRoute, body: unknown, who?: Omit<CallerIdentity, 'iat'>) => {
    const res = await fetch(new URL(routeUrlPath(route), service.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-service-token': infra().serviceToken,
        ...(who ? signCaller(who, infra().signingKey) : {}),
      },
      body: JSON.stringify(body),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const json = () =>
      JSON.parse(bytes.toString('utf8')) as { statusCode: number; code: string; message: string };
    return { status: res.status, headers: res.headers, bytes, json };
  };

  const create = async (token: string, count: number, name: string): Promise<string[]> => {
    const body = {
      shipments: Array.from({ length: count }, (_, i) => ({
        selected_service: { quote_token: token },
        shipment_type: 'box',
        parcels: PARCELS,
        origin_direction: place('Tienda Lotes', '06700', 'Ciudad de México'),
        destination_direction: place(`${name} ${i + 1}`, '64000', 'Monterrey'),
        description_of_the_content: 'Ropa',
      })),
    };
    const r = await callRoute(service.url, ShipmentsRoutes.createShipments, { body }, caller);
    expect(r.status).toBe(200);
    return r.body.shipments.map((s: { _id: string }) => s._id);
  };

  beforeAll(async () => {
    const suffix = randomUUID().slice(0, 8);
    const env = appEnv('shipments');
    service = new ServiceProcess('shipments', {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${new URL(env.MONGO_URL).host}/envios_test_merged_${suffix}`,
      KAFKA_GROUP_ID: `shipments-test-merged-${suffix}`,
      REDIS_URL: `${env.REDIS_URL.replace(/\/\d+$/, '')}/12`,
      LABELS_DIR: labelsDir,
      GUIDES_WAIT_MS: '2000',
    }).start();
    await service.ready();

    const estafetaIds = await create(rateCardQuote(owner, 3), 3, 'Cliente Estafeta');
    const [dhlId] = await create(
      rateCardQuote(owner, 1, {
        carrier: 'DHL',
        code: 'EXPRESS_DOMESTIC_FLAT',
        name: 'EXPRESS DOMESTIC FLAT',
      }),
      1,
      'Cliente DHL',
    );
    [unpaid] = await create(rateCardQuote(owner, 1), 1, 'Sin pagar');
    const paid = [...estafetaIds, dhlId];
    await publishEvents(
      ShipmentPaid,
      paid.map((id) => ({
        key: id,
        data: {
          shipmentId: id,
          owner,
          amountCentavos: 18_000,
          method: 'wallet' as const,
          paymentId: `pay-${id}`,
          paidAt: new Date().toISOString(),
        },
      })),
    );
    const made = await eventually(
      async () => {
        const r = await callRoute(
          service.url,
          ShipmentsRoutes.guidesAfterPay,
          { body: { shipments: paid } },
          caller,
        );
        return r.body.execute ? r.body : undefined;
      },
      { what: 'the four labels', timeoutMs: 180_000 },
    );
    const guideOf = new Map<string, string>(
      made.shipments.map((s: { _id: string; number_guide: string }) => [s._id, s.number_guide]),
    );
    estafeta = estafetaIds.map((id) => ({ id, guide: guideOf.get(id)! }));
    dhl = { id: dhlId, guide: guideOf.get(dhlId)! };
    for (const s of [...estafeta, dhl]) expect(s.guide).toEqual(expect.any(String));
  });
  afterAll(async () => {
    await service?.stop();
    rmSync(labelsDir, { recursive: true, force: true });
  });

  it('merges three letter labels into one PDF of three letter pages, leaving out the unpaid one', async () => {
    const ids = [...estafeta.map((s) => s.id), unpaid];
    const r = await postFile(
      ShipmentsRoutes.mergedLabels,
      { shipments: ids, format: 'pdf', reference: 'lote-42' },
      caller,
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="guias-lote-42.pdf"');
    expect(r.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const info = pdfInfo(r.bytes);
    expect(info.pages).toBe(3);
    expect(info.sizes).toEqual(['612 x 792', '612 x 792', '612 x 792']);
    // Each page is its label, in the order asked.
    const text = pdfText(r.bytes);
    const at = estafeta.map((s) => text.indexOf(s.guide));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);

    // The same on 4x6 pages, without a reference: the file is 'guias-lote.pdf'.
    const small = await postFile(
      ShipmentsRoutes.mergedLabels,
      { shipments: estafeta.map((s) => s.id), format: 'pdf_4x6' },
      caller,
    );
    expect(small.status).toBe(200);
    expect(small.headers.get('content-disposition')).toBe('attachment; filename="guias-lote.pdf"');
    expect(pdfInfo(small.bytes)).toEqual({ pages: 3, sizes: ['288 x 432', '288 x 432', '288 x 432'] });
  });

  it('refuses ZPL of labels made in PDF (409 LABELS.NOT_ZPL), and a file of no made label (409 LABELS.NONE_READY)', async () => {
    const zpl = await postFile(
      ShipmentsRoutes.mergedLabels,
      { shipments: [...estafeta.map((s) => s.id), dhl.id], format: 'zpl' },
      caller,
    );
    expect(zpl.status).toBe(409);
    expect(zpl.json()).toMatchObject({
      statusCode: 409,
      code: 'LABELS.NOT_ZPL',
      message:
        'Estas guías se hicieron en PDF; descárgalas en PDF o cambia tu formato de guía a ZPL antes de pagar.',
    });

    const none = await postFile(ShipmentsRoutes.mergedLabels, { shipments: [unpaid], format: 'pdf' }, caller);
    expect(none.status).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'LABELS.NONE_READY',
      message: 'Ninguna guía de estos envíos está lista todavía.',
    });
  });

  it('answers 404 for the whole request when one shipment is not the caller’s or does not exist', async () => {
    const ids = estafeta.map((s) => s.id);
    for (const [route, body] of [
      [ShipmentsRoutes.mergedLabels, { shipments: ids, format: 'pdf' }],
      [ShipmentsRoutes.manifest, { shipments: ids, carrier: 'ESTAFETA', reference: 'lote-42' }],
    ] as const) {
      const theirs = await postFile(route, body, stranger);
      expect(theirs.status).toBe(404);
      expect(theirs.json()).toMatchObject({ code: 'SHIPMENT.NOT_FOUND' });
    }
    const missing = await postFile(
      ShipmentsRoutes.mergedLabels,
      { shipments: [...ids, new Types.ObjectId().toHexString()], format: 'pdf' },
      caller,
    );
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'SHIPMENT.NOT_FOUND' });
  });

  it('lists in a carrier’s manifest only that carrier’s made guides', async () => {
    const all = [...estafeta.map((s) => s.id), dhl.id, unpaid];
    const r = await postFile(
      ShipmentsRoutes.manifest,
      { shipments: all, carrier: 'ESTAFETA', reference: 'lote-42' },
      caller,
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="relacion-estafeta-lote-42.pdf"');
    const text = pdfText(r.bytes);
    expect(text).toContain('Relación de envíos');
    expect(text).toContain('Estafeta');
    expect(text).toContain('lote-42');
    expect(text).toContain('Tienda Lotes');
    expect(text).toContain('Monterrey');
    for (const s of estafeta) expect(text).toContain(s.guide);
    expect(text).not.toContain(dhl.guide);
    expect(text).toMatch(/Totales: 3 envíos · 3 piezas · 6\.00 kg/);
    expect(text).toContain('Recibe el operador de Estafeta (nombre, firma y fecha)');

    const other = await postFile(
      ShipmentsRoutes.manifest,
      { shipments: all, carrier: 'DHL', reference: 'lote-42' },
      caller,
    );
    expect(other.status).toBe(200);
    const dhlText = pdfText(other.bytes);
    expect(dhlText).toContain(dhl.guide);
    for (const s of estafeta) expect(dhlText).not.toContain(s.guide);

    // A carrier none of them goes with.
    const none = await postFile(
      ShipmentsRoutes.manifest,
      { shipments: all, carrier: 'FEDEX', reference: 'lote-42' },
      caller,
    );
    expect(none.status).toBe(409);
    expect(none.json()).toMatchObject({ code: 'LABELS.NONE_READY' });
  });
});

/** A PDF through poppler's pdfinfo: its pages and each page's size in points ('612 x 792'). */
function pdfInfo(pdf: Buffer): { pages: number; sizes: string[] } {
  return withFile(pdf, (file) => {
    const out = execFileSync('pdfinfo', ['-f', '1', '-l', '1000', file]).toString();
    const pages = Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]);
    const sizes = [...out.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map(
      (m) => `${Math.round(Number(m[1]))} x ${Math.round(Number(m[2]))}`,
    );
    return { pages, sizes };
  });
}

/** A PDF's text through poppler's pdftotext. */
function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8'));
}

function withFile<T>(bytes: Buffer, use: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'merged-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
