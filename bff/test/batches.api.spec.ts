import ExcelJS from 'exceljs';
import { BATCH_COLUMNS, type Batch } from '@envios/contracts';
import {
  api,
  appUrl,
  createUser,
  demoSession,
  signIn,
  type Session,
  saveOriginAddress,
} from '@envios/testing';

jest.setTimeout(60_000);

const HEADERS = BATCH_COLUMNS.map((c) => c.header);
type Row = Partial<Record<(typeof BATCH_COLUMNS)[number]['key'], string>>;
const good: Row = {
  order: 'PED-1',
  origin: 'Bodega Roma',
  name: 'Laura Méndez',
  phone: '81 8765 4321',
  email: 'laura@ejemplo.mx',
  street: 'Padre Mier',
  number: '120',
  colony: 'Monterrey Centro',
  postal_code: '64000',
  city: 'Monterrey',
  weight: '2',
  length: '30',
  width: '20',
  height: '15',
  content: 'Ropa',
};
const line = (row: Row, sep: string) => BATCH_COLUMNS.map((c) => row[c.key] ?? '').join(sep);

/** Uploads a file as the web does (multipart, field «file»). */
async function upload(
  session: Session,
  filename: string,
  bytes: Buffer,
  mapping?: Record<string, string | null>,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  const res = await fetch(`${appUrl('bff')}/api/v1/batches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Batch & { code?: string; message?: string } };
}

const errorsOf = (batch: Batch, n: number) =>
  batch.rows.find((r) => r.n === n)!.errors.map((e) => [e.column, e.code]);

describe('/batches: a day of shipments from a file', () => {
  let owner: Session;
  beforeAll(async () => {
    const u = await createUser({ rol: 'client' });
    owner = await signIn(u.email, u.password);
    await saveOriginAddress(owner.token);
    const profile = await api('POST', '/packageProfileRoutes', {
      token: owner.token,
      body: {
        name: 'Caja mediana',
        type: 'package',
        weight: 3,
        dimensions: { length: 40, width: 30, height: 20 },
      },
    });
    expect(profile.status).toBe(201);
  });

  it('reads a Latin-1, semicolon CSV, validates every row at its column and flags duplicates', async () => {
    const rows: Row[] = [
      good,
      { ...good, order: 'PED-2', postal_code: '99999' },
      { ...good, order: 'PED-3', colony: 'Roma Norte' },
      { ...good, order: 'PED-4', weight: '70', height: 'alto' },
      { ...good },
      {
        ...good,
        order: 'PED-6',
        name: 'Beto',
        weight: '',
        length: '',
        width: '',
        height: '',
        profile: 'caja MEDIANA',
      },
      { ...good, order: 'PED-7', origin: 'Otra bodega', email: 'no-es-correo', profile: 'Sin perfil' },
    ];
    const csv = [HEADERS.join(';'), ...rows.map((r) => line(r, ';'))].join('\r\n');
    const r = await upload(owner, 'pedidos.csv', Buffer.from(csv, 'latin1'));
    expect(r.status).toBe(201);
    const batch = r.body;
    expect(batch.mapping.every((m) => m.column !== null)).toBe(true);
    expect(batch.rows[0].values.name).toBe('Laura Méndez');
    expect(errorsOf(batch, 1)).toEqual([]);
    expect(errorsOf(batch, 2)).toEqual([['postal_code', 'ROW.POSTAL_UNKNOWN']]);
    expect(errorsOf(batch, 3)).toEqual([['colony', 'ROW.COLONY_MISMATCH']]);
    expect(batch.rows[2].errors[0].message).toContain('Monterrey Centro');
    expect(errorsOf(batch, 4)).toEqual([
      ['weight', 'ROW.OUT_OF_RANGE'],
      ['height', 'ROW.NOT_A_NUMBER'],
    ]);
    expect(batch.rows[3].errors[0].message).toBe('El peso debe estar entre 0.1 y 60 kg.');
    expect(batch.rows[4]).toMatchObject({ errors: [], duplicate_of: 1 });
    expect(errorsOf(batch, 6)).toEqual([]);
    expect(errorsOf(batch, 7)).toEqual([
      ['origin', 'ROW.UNKNOWN_ADDRESS'],
      ['email', 'ROW.EMAIL_INVALID'],
      ['profile', 'ROW.UNKNOWN_PROFILE'],
    ]);
    expect(batch.counts).toEqual({ rows: 7, valid: 3, with_errors: 4, duplicates: 1 });

    // Fixed in place, and dropped, without uploading again; the batch is checked again each time.
    const fixed = await api('PUT', `/batches/${batch.id}/rows/2`, {
      token: owner.token,
      body: { values: { postal_code: '6700', colony: 'roma norte', city: 'CDMX' } },
    });
    expect(fixed.status).toBe(200);
    expect(errorsOf(fixed.body, 2)).toEqual([]);
    const dropped = await api('DELETE', `/batches/${batch.id}/rows/1`, { token: owner.token });
    expect(dropped.body.rows.map((row: { n: number }) => row.n)).toEqual([2, 3, 4, 5, 6, 7]);
    // Row 5 was row 1's twin: now it is the first of its kind.
    expect(dropped.body.rows.find((row: { n: number }) => row.n === 5).duplicate_of).toBeNull();
    const read = await api('GET', `/batches/${batch.id}`, { token: owner.token });
    expect(read.body.counts).toEqual({ rows: 6, valid: 3, with_errors: 3, duplicates: 0 });
    expect((await api('DELETE', `/batches/${batch.id}/rows/1`, { token: owner.token })).body.code).toBe(
      'BATCH.ROW_NOT_FOUND',
    );

    // Another account's batch does not exist for it.
    const stranger = await createUser({ rol: 'client' });
    const other = await signIn(stranger.email, stranger.password);
    const foreign = await api('GET', `/batches/${batch.id}`, { token: other.token });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'BATCH.NOT_FOUND']);
    const staff = await demoSession('superadmin');
    expect((await api('GET', `/batches/${batch.id}`, { token: staff.token })).status).toBe(200);
  });

  it('reads an Excel file with its own headers, mapped by name and by hand', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Pedidos');
    const own = [
      'Orden',
      'Origen',
      'Nombre',
      'Celular',
      'Email',
      'Calle',
      'Num ext',
      'Colonia',
      'CP',
      'Kilos',
      'Largo',
      'Ancho',
      'Alto',
      'Qué envías',
      'Notas',
    ];
    sheet.addRow(own);
    // Excel keeps the postal code as a number: 06700 arrives as 6700.
    sheet.addRow([
      'A-1',
      'Bodega Roma',
      'Ana Pérez',
      5512345678,
      'ana@ejemplo.mx',
      'Orizaba',
      45,
      'Roma Norte',
      6700,
      1.5,
      20,
      15,
      10,
      'Libros',
      'frágil',
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const r = await upload(owner, 'pedidos.xlsx', bytes, { Kilos: 'weight', Notas: null });
    expect(r.status).toBe(201);
    expect(r.body.mapping).toEqual(
      expect.arrayContaining([
        { header: 'Kilos', column: 'weight' },
        { header: 'Notas', column: null },
        { header: 'CP', column: 'postal_code' },
      ]),
    );
    expect(r.body.rows[0]).toMatchObject({ errors: [], values: { postal_code: '6700', weight: '1.5' } });
  });

  it('gives the template, which imports as it is', async () => {
    const res = await fetch(`${appUrl('bff')}/api/v1/batches/template.csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    // UTF-8 with its BOM, so Excel opens the accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe(HEADERS.join(','));
    const r = await upload(owner, 'plantilla.csv', bytes);
    expect(r.status).toBe(201);
    expect(r.body.counts).toMatchObject({ rows: 1, valid: 1 });
  });

  it('refuses what is not a batch file, whole and with a Spanish reason', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(owner, 'foto.png', png)).body.code).toBe('BATCH.FILE_TYPE');
    const tooMany = [HEADERS.join(','), ...Array.from({ length: 1_001 }, () => line(good, ','))].join('\n');
    const many = await upload(owner, 'todo.csv', Buffer.from(tooMany));
    expect([many.status, many.body.code]).toEqual([422, 'BATCH.TOO_MANY_ROWS']);
    expect(many.body.message).toContain('1001 filas');
    expect((await upload(owner, 'vacio.csv', Buffer.from(`${HEADERS.join(',')}\n`))).body.code).toBe(
      'BATCH.EMPTY',
    );
    expect((await upload(owner, 'otro.csv', Buffer.from('a,b\n1,2\n'))).body.code).toBe('BATCH.NO_COLUMNS');
    const big = await upload(owner, 'grande.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect([big.status, big.body.code]).toEqual([413, 'BATCH.FILE_TOO_LARGE']);
    const bad = await upload(owner, 'x.csv', Buffer.from('a'), { x: 'not-a-column' });
    expect(bad.body.code).toBe('BATCH.MAPPING_INVALID');
    const noFile = await api('POST', '/batches', { token: owner.token, body: {} });
    expect([noFile.status, noFile.body.code]).toEqual([400, 'BATCH.FILE_MISSING']);
  });
});
