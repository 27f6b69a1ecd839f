import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { ShipmentPaid, ShipmentsRoutes, Topics } from '@envios/contracts';
import {
  appEnv,
  callRoute,
  eventually,
  freePort,
  publishEvents,
  ServiceProcess,
  TopicListener,
} from '@envios/testing';
import { estafetaQuote, PARCELS, place as place_ } from './support/quote';

jest.setTimeout(240_000);

const SHIPMENTS = 20;
const owner = new Types.ObjectId().toHexString();
const caller = { id: owner, role: 'client' as const, email: 'guias@example.mx' };

const place = (postal_code: string, city: string) =>
  place_('Prueba Guías', 'guias@example.mx', postal_code, city);
const quoteToken = () => estafetaQuote(owner, 5);

/**
 * Exactly one label per paid shipment across a crash: 20 shipments are paid (every ShipmentPaid
 * delivered twice), the process making their labels is killed (SIGKILL) midway and started again.
 * Its own database, consumer group, Redis database (so its own queue) and label directory.
 */
describe('guides worker across a crash', () => {
  const labelsDir = mkdtempSync(join(tmpdir(), 'labels-'));
  let overrides: Record<string, string>;
  let service: ServiceProcess;
  let listener: TopicListener;

  beforeAll(async () => {
    const suffix = randomUUID().slice(0, 8);
    const env = appEnv('shipments');
    overrides = {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${new URL(env.MONGO_URL).host}/envios_test_guides_${suffix}`,
      KAFKA_GROUP_ID: `shipments-test-guides-${suffix}`,
      REDIS_URL: `${env.REDIS_URL.replace(/\/\d+$/, '')}/7`,
      LABELS_DIR: labelsDir,
      GUIDE_CONCURRENCY: '2',
    };
    service = new ServiceProcess('shipments', overrides).start();
    await service.ready();
    listener = await new TopicListener(Topics.shipments).start();
  });
  afterAll(async () => {
    await listener?.stop();
    await service?.stop();
  });

  it('makes exactly 20 labels and 20 GuideGenerated events (one id each), their PDF barcodes readable', async () => {
    const token = quoteToken();
    const ids: string[] = [];
    for (let i = 0; i < SHIPMENTS / 5; i++) {
      const body = {
        shipments: Array.from({ length: 5 }, () => ({
          selected_service: { quote_token: token },
          shipment_type: 'box',
          parcels: PARCELS,
          origin_direction: place('06700', 'Ciudad de México'),
          destination_direction: place('64000', 'Monterrey'),
          description_of_the_content: 'Documentos',
        })),
      };
      const r = await callRoute(service.url, ShipmentsRoutes.createShipments, { body }, caller);
      expect(r.status).toBe(200);
      ids.push(...r.body.shipments.map((s: { _id: string }) => s._id));
    }
    const paid = ids.map((id) => ({
      key: id,
      data: {
        shipmentId: id,
        owner,
        amountCentavos: 18_000,
        method: 'wallet' as const,
        paymentId: `pay-${id}`,
        paidAt: new Date().toISOString(),
      },
    }));
    await publishEvents(ShipmentPaid, paid);
    await publishEvents(ShipmentPaid, paid);

    // Other tests put poison on this topic too: what is not JSON is skipped.
    const generated = () =>
      listener.messages
        .flatMap((m) => {
          try {
            return [JSON.parse(m.value ?? '') as { id: string; type: string; key: string }];
          } catch {
            return [];
          }
        })
        .filter((e) => e.type === 'GuideGenerated' && ids.includes(e.key));
    // Delivery is at least once: a message published just before the kill may be published
    // again by the restarted outbox relay, with the same event id (consumers drop it by id).
    // What must be unique is the event: one id per shipment.
    const distinctEvents = () => new Map(generated().map((e) => [e.id, e.key]));
    // Kill the worker while labels are being made.
    await eventually(() => (generated().length >= 5 ? true : undefined), {
      timeoutMs: 60_000,
      intervalMs: 20,
    });
    await service.stop('SIGKILL');
    const before = generated().length;
    expect(before).toBeLessThan(SHIPMENTS);

    service = new ServiceProcess('shipments', overrides).start();
    await service.ready();
    await eventually(() => (new Set(generated().map((e) => e.key)).size === SHIPMENTS ? true : undefined), {
      what: 'every label after the restart',
      timeoutMs: 120_000,
    });
    // Time for a stray duplicate to show itself.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(distinctEvents().size).toBe(SHIPMENTS);
    expect(new Set(distinctEvents().values()).size).toBe(SHIPMENTS);

    const files = readdirSync(labelsDir).filter((f) => f.endsWith('.pdf'));
    expect(files).toHaveLength(SHIPMENTS);
    for (const [i, id] of ids.entries()) {
      const status = await callRoute(service.url, ShipmentsRoutes.guideStatus, { params: { id } }, caller);
      expect(status.body.data).toMatchObject({ status: true, guide_state: 'generated' });
      const file = status.body.data.guide.replace('./src/public/', '');
      expect(files).toContain(file);
      // Barcodes of a sample of three (rendering and reading each takes a second; the API test reads one).
      if ([0, before, SHIPMENTS - 1].includes(i))
        expect(decodeBarcodes(readFileSync(join(labelsDir, file)))).toContain(status.body.data.number_guide);
    }
  });
});

function decodeBarcodes(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'label-'));
  writeFileSync(join(dir, 'label.pdf'), pdf);
  execFileSync(
    'pdftoppm',
    ['-r', '150', '-png', '-f', '1', '-l', '1', join(dir, 'label.pdf'), join(dir, 'page')],
    { stdio: 'ignore' },
  );
  const out = execFileSync('sh', [
    '-c',
    `zbarimg --quiet --raw ${join(dir, 'page')}*.png 2>/dev/null || true`,
  ]).toString();
  return out.split('\n').filter(Boolean);
}
