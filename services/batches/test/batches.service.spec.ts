import { ObjectId } from 'mongodb';
import { BATCH_COLUMNS, BatchesRoutes } from '@envios/contracts';
import { callRoute, startServiceProcess, type IsolatedProcess } from '@envios/testing';

/**
 * The batches service on its own database, asking the stack's quoting service: a file arrives as
 * base64 in JSON (larger than the platform's usual 100 KiB body), and a batch exists only for its
 * account and its mode.
 */
describe('batches service', () => {
  let service: IsolatedProcess;
  beforeAll(async () => {
    service = await startServiceProcess('batches');
  });
  afterAll(() => service?.stop());

  const csv = (rows: number) =>
    [
      BATCH_COLUMNS.map((c) => c.header).join(','),
      ...Array.from({ length: rows }, (_, i) =>
        [
          `P-${i}`,
          'Sin bodega',
          'Laura Méndez',
          '8187654321',
          'laura@ejemplo.mx',
          'Padre Mier',
          '120',
          '',
          'Monterrey Centro',
          '64000',
          'Monterrey',
          'Junto a la farmacia de la esquina y portón negro',
          'Paquete',
          '',
          '2',
          '30',
          '20',
          '15',
          'Ropa de temporada y calzado deportivo',
          '',
        ].join(','),
      ),
    ].join('\n');

  it('takes a file of hundreds of rows, and shows its batch only to its account in its mode', async () => {
    const owner = { id: new ObjectId().toHexString(), role: 'client' as const };
    const content = Buffer.from(csv(900)).toString('base64');
    expect(content.length).toBeGreaterThan(100 * 1024);
    const made = await callRoute(
      service.url,
      BatchesRoutes.importBatch,
      { body: { filename: 'dia.csv', content } },
      owner,
    );
    expect(made.status).toBe(200);
    expect(made.body.counts).toMatchObject({ rows: 900, with_errors: 900 });
    // Only the origin is wrong: this account has no saved address of that name.
    expect(
      new Set(made.body.rows.flatMap((r: { errors: { code: string }[] }) => r.errors.map((e) => e.code))),
    ).toEqual(new Set(['ROW.UNKNOWN_ADDRESS']));

    const params = { id: made.body.id };
    expect((await callRoute(service.url, BatchesRoutes.getBatch, { params }, owner)).status).toBe(200);
    const asTest = await callRoute(service.url, BatchesRoutes.getBatch, { params }, { ...owner, test: true });
    expect([asTest.status, asTest.body.code]).toEqual([404, 'BATCH.NOT_FOUND']);
    const stranger = { id: new ObjectId().toHexString(), role: 'client' as const };
    expect((await callRoute(service.url, BatchesRoutes.getBatch, { params }, stranger)).status).toBe(404);
    const change = await callRoute(
      service.url,
      BatchesRoutes.dropRow,
      { params: { ...params, n: '1' } },
      { id: new ObjectId().toHexString(), role: 'superadmin' },
    );
    // Staff read every batch, but only its account changes it.
    expect(change.status).toBe(404);
  });
});
