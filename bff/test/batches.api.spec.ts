import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { BATCH_COLUMNS, type Batch } from '@envios/contracts';
import {
  api,
  appUrl,
  createUser,
  demoSession,
  eventually,
  listMail,
  signIn,
  type Session,
  saveOriginAddress,
  waitForMail,
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

/** A file's bytes from the BFF, with its status and media type. */
async function download(session: Session, path: string) {
  const res = await fetch(`${appUrl('bff')}/api/v1${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type') ?? '', bytes };
}

/** Runs a poppler or zbar tool on a PDF and answers what it printed. */
function onPdf(pdf: Buffer, command: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'batch-'));
  writeFileSync(join(dir, 'file.pdf'), pdf);
  return execFileSync('sh', [
    '-c',
    command.replaceAll('FILE', join(dir, 'file.pdf')).replaceAll('DIR', dir),
  ]).toString();
}
const pagesOf = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(onPdf(pdf, 'pdfinfo FILE'))![1]);

async function balanceOf(session: Session): Promise<number> {
  const r = await api('GET', `/prepaid/getTotalAmount/${session.id}`, { token: session.token });
  expect(r.status).toBe(200);
  return r.body.total_centavos as number;
}

describe("/batches: a rule chooses each row's carrier, the wallet pays them all, one file prints them", () => {
  let owner: Session;
  let ownerEmail: string;
  let batch: Batch;
  const ROWS = 12;
  const csv = () =>
    [
      HEADERS.join(','),
      ...Array.from({ length: ROWS }, (_, i) =>
        line(
          i % 3 === 2
            ? {
                ...good,
                order: `PED-${i}`,
                postal_code: '06700',
                colony: 'Roma Norte',
                city: 'Ciudad de México',
                weight: String(1 + (i % 4)),
              }
            : { ...good, order: `PED-${i}`, weight: String(1 + (i % 4)) },
          ',',
        ),
      ),
    ].join('\n');

  beforeAll(async () => {
    const u = await createUser({ rol: 'client' });
    owner = await signIn(u.email, u.password);
    ownerEmail = u.email;
    await saveOriginAddress(owner.token);
    const { token } = await demoSession('superadmin');
    const credit = await api('POST', '/prepaid/createPrepaid', {
      token,
      body: { userId: owner.id, cantidadAbonar: 50_000 },
    });
    expect(credit.status).toBeLessThan(300);
    const r = await upload(owner, 'dia.csv', Buffer.from(csv()));
    expect(r.body.counts).toMatchObject({ rows: ROWS, with_errors: 0 });
    batch = r.body;
  });

  it('will not pay before a rule, and checks the rule it is given', async () => {
    const early = await api('POST', `/batches/${batch.id}/pay`, {
      token: owner.token,
      body: { method: 'wallet' },
    });
    expect([early.status, early.body.code]).toEqual([422, 'BATCH.NO_RULE']);
    const noCarrier = await api('POST', `/batches/${batch.id}/rules`, {
      token: owner.token,
      body: { rule: 'fixed' },
    });
    expect(noCarrier.status).toBe(400);
    expect(noCarrier.body.message).toContain('Elige la paquetería');
    const card = await api('POST', `/batches/${batch.id}/pay`, {
      token: owner.token,
      body: { method: 'card' },
    });
    expect([card.status, card.body.code]).toEqual([422, 'BATCH.NO_RULE']);
    const cash = await api('POST', `/batches/${batch.id}/pay`, {
      token: owner.token,
      body: { method: 'cash' },
    });
    expect(cash.status).toBe(400);
    expect(cash.body.message).toContain('«wallet»');
  });

  it('chooses per row by the rule, with totals by carrier from the sealed prices', async () => {
    const fixed = await api<Batch>('POST', `/batches/${batch.id}/rules`, {
      token: owner.token,
      body: { rule: 'fixed', carrier: 'DHL' },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.rows.every((r) => r.status === 'ready' && r.choice?.carrier_code === 'DHL')).toBe(true);

    const cheapest = await api<Batch>('POST', `/batches/${batch.id}/rules`, {
      token: owner.token,
      body: { rule: 'cheapest' },
    });
    expect(cheapest.status).toBe(200);
    batch = cheapest.body;
    expect(batch.rule).toMatchObject({ rule: 'cheapest', carrier: null });
    expect(batch.totals.ready).toBe(ROWS);
    const rowsTotal = batch.rows.reduce((sum, r) => sum + r.choice!.total_amount!, 0);
    expect(batch.totals.total_amount).toBeCloseTo(rowsTotal, 2);
    expect(batch.totals.carriers.reduce((n, c) => n + c.rows, 0)).toBe(ROWS);
    // Never dearer than the fixed carrier's price for the same row.
    for (const r of batch.rows) {
      const dhl = fixed.body.rows.find((f) => f.n === r.n)!.choice!.total_amount!;
      expect(r.choice!.total_amount!).toBeLessThanOrEqual(dhl);
    }
    const within = await api<Batch>('POST', `/batches/${batch.id}/rules`, {
      token: owner.token,
      body: { rule: 'cheapest_within', max_days: 1 },
    });
    for (const r of within.body.rows)
      if (r.choice) expect(r.choice.total_transit_days).toBeLessThanOrEqual(1);
      else expect(r.no_option).toMatch(/llega en 1 día o menos/);

    // Cheapest with at least N % on time on each row's lane (issue 30): the minimum is required.
    const noMin = await api('POST', `/batches/${batch.id}/rules`, {
      token: owner.token,
      body: { rule: 'cheapest_on_time' },
    });
    expect(noMin.status).toBe(400);
    const onTime = await api<Batch>('POST', `/batches/${batch.id}/rules`, {
      token: owner.token,
      body: { rule: 'cheapest_on_time', min_on_time: 95 },
    });
    expect(onTime.status).toBe(200);
    expect(onTime.body.rule).toMatchObject({ rule: 'cheapest_on_time', min_on_time: 95 });
    // The test stack's lanes have few deliveries: a row without a carrier says why.
    for (const r of onTime.body.rows) if (!r.choice) expect(r.no_option).toMatch(/a tiempo/);
  });

  it('is paid once, from the wallet, by its owner only; a stranger does not even see it', async () => {
    await api('POST', `/batches/${batch.id}/rules`, { token: owner.token, body: { rule: 'cheapest' } });
    const stranger = await signIn(
      ...(await createUser({ rol: 'client' }).then((u) => [u.email, u.password] as const)),
    );
    const theirs = await api('POST', `/batches/${batch.id}/pay`, {
      token: stranger.token,
      body: { method: 'wallet' },
    });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'BATCH.NOT_FOUND']);

    const before = await balanceOf(owner);
    const paid = await api<Batch>('POST', `/batches/${batch.id}/pay`, {
      token: owner.token,
      body: { method: 'wallet' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.state).toBe('paid');
    expect(paid.body.rows.every((r) => r.shipment_id && r.status !== 'unpaid')).toBe(true);
    const total = Math.round(paid.body.totals.total_amount! * 100);
    expect(before - (await balanceOf(owner))).toBe(total);

    const again = await api('POST', `/batches/${batch.id}/pay`, {
      token: owner.token,
      body: { method: 'wallet' },
    });
    expect([again.status, again.body.code]).toEqual([409, 'BATCH.ALREADY_PAID']);
    expect(await balanceOf(owner)).toBe(before - total);
    const fix = await api('PUT', `/batches/${batch.id}/rows/1`, {
      token: owner.token,
      body: { values: { name: 'Otra' } },
    });
    expect([fix.status, fix.body.code]).toEqual([409, 'BATCH.NOT_DRAFT']);

    // The labels are made by the workers; the batch says how far they got, whoever asks.
    batch = await eventually(
      async () => {
        const r = await api<Batch>('GET', `/batches/${batch.id}`, { token: owner.token });
        return r.body.progress?.generated === ROWS && r.body;
      },
      { timeoutMs: 60_000, what: 'every label of the batch' },
    );
    expect(batch.progress).toEqual({ generated: ROWS, failed: 0, waiting: 0, unpaid: 0 });
    expect(batch.rows.every((r) => r.status === 'generated' && r.number_guide)).toBe(true);

    // One mail for the batch, with its page and what it was charged; none per label or per payment.
    const mail = await waitForMail(ownerEmail, /Las guías de tu lote están listas \(12 de 12\)/, 60_000);
    expect(mail.html).toContain(`/batches/${batch.id}`);
    expect(mail.html).toContain('Total pagado');
    const perLabel = (await listMail()).filter(
      (m) =>
        m.to.some((t) => t.address === ownerEmail.toLowerCase()) &&
        /Tu guía .* está lista|Recibo de pago/.test(m.subject),
    );
    expect(perLabel).toEqual([]);

    // The owner comes back to it from the list of its batches; another account does not see it.
    const list = await api('GET', '/batches', { token: owner.token });
    expect(list.body.docs[0]).toMatchObject({ id: batch.id, state: 'paid', rows: ROWS, filename: 'dia.csv' });
    expect(list.body.docs[0].completed_at).not.toBeNull();
    const other = await signIn(
      ...(await createUser({ rol: 'client' }).then((u) => [u.email, u.password] as const)),
    );
    expect((await api('GET', '/batches', { token: other.token })).body.docs).toEqual([]);
  });

  it('prints every label in one file and a manifest per carrier', async () => {
    const pdf = await download(owner, `/batches/${batch.id}/labels?format=pdf`);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    expect(pagesOf(pdf.bytes)).toBe(ROWS);
    const codes = onPdf(
      pdf.bytes,
      'pdftoppm -r 200 -png -f 1 -l 1 FILE DIR/page && (zbarimg --quiet --raw DIR/page*.png 2>/dev/null || true)',
    );
    expect(codes).toContain(batch.rows[0].number_guide);

    const small = await download(owner, `/batches/${batch.id}/labels?format=pdf_4x6`);
    expect(pagesOf(small.bytes)).toBe(ROWS);
    expect(onPdf(small.bytes, 'pdfinfo FILE')).toMatch(/Page size:\s+288 x 432/);
    const zpl = await download(owner, `/batches/${batch.id}/labels?format=zpl`);
    expect(zpl.status).toBe(409);
    expect(JSON.parse(zpl.bytes.toString()).code).toBe('LABELS.NOT_ZPL');

    const carrier = batch.rows[0].choice!.carrier_code;
    const manifest = await download(owner, `/batches/${batch.id}/manifest?carrier=${carrier}`);
    expect([manifest.status, manifest.type]).toEqual([200, 'application/pdf']);
    const text = onPdf(manifest.bytes, 'pdftotext -layout FILE -');
    expect(text).toContain('Relación de envíos');
    for (const r of batch.rows)
      if (r.choice!.carrier_code === carrier) expect(text).toContain(r.number_guide);
      else expect(text).not.toContain(r.number_guide);
  });

  it('chooses and pays for an Operativo without ever answering it an amount', async () => {
    const u = await createUser();
    const operativo = await signIn(u.email, u.password);
    await saveOriginAddress(operativo.token);
    const { token } = await demoSession('superadmin');
    expect(
      (
        await api('POST', '/prepaid/createPrepaid', {
          token,
          body: { userId: operativo.id, cantidadAbonar: 5_000 },
        })
      ).status,
    ).toBeLessThan(300);
    const mine = (await upload(operativo, 'dia.csv', Buffer.from(csv()))).body;
    const ruled = await api<Batch>('POST', `/batches/${mine.id}/rules`, {
      token: operativo.token,
      body: { rule: 'cheapest' },
    });
    expect(ruled.body.totals.ready).toBe(ROWS);
    const paid = await api<Batch>('POST', `/batches/${mine.id}/pay`, {
      token: operativo.token,
      body: { method: 'wallet' },
    });
    expect(paid.body.state).toBe('paid');
    for (const answer of [
      ruled.body,
      paid.body,
      (await api('GET', `/batches/${mine.id}`, { token: operativo.token })).body,
    ])
      expect(JSON.stringify(answer)).not.toMatch(/total_amount|centavos|price/);
  });

  it('refuses a batch the wallet does not cover, before making anything', async () => {
    const poor = await signIn(
      ...(await createUser({ rol: 'client' }).then((u) => [u.email, u.password] as const)),
    );
    await saveOriginAddress(poor.token);
    const mine = (await upload(poor, 'dia.csv', Buffer.from(csv()))).body;
    await api('POST', `/batches/${mine.id}/rules`, { token: poor.token, body: { rule: 'cheapest' } });
    const r = await api('POST', `/batches/${mine.id}/pay`, { token: poor.token, body: { method: 'wallet' } });
    expect([r.status, r.body.code]).toEqual([409, 'WALLET.INSUFFICIENT_BALANCE']);
    const after = await api<Batch>('GET', `/batches/${mine.id}`, { token: poor.token });
    expect(after.body.state).toBe('draft');
    expect(after.body.rows.every((row) => row.shipment_id === null)).toBe(true);
    const labels = await download(poor, `/batches/${mine.id}/labels?format=pdf`);
    expect(JSON.parse(labels.bytes.toString()).code).toBe('BATCH.NOT_PAID');

    // The card pays what the wallet cannot: one PayPal order for every row, offered again, not twice.
    const card = await api<Batch>('POST', `/batches/${mine.id}/pay`, {
      token: poor.token,
      body: { method: 'card' },
    });
    expect(card.status).toBe(200);
    expect(card.body.state).toBe('paying');
    expect(card.body.progress?.unpaid).toBe(ROWS);
    const order = card.body.card_order!;
    expect(order.approve_url).toContain(order.id);
    const again = await api<Batch>('POST', `/batches/${mine.id}/pay`, {
      token: poor.token,
      body: { method: 'card' },
    });
    expect(again.body.card_order).toEqual(order);

    const notOurs = await api('POST', `/batches/${mine.id}/capture`, {
      token: poor.token,
      body: { order_id: 'ABCDE12345' },
    });
    expect([notOurs.status, notOurs.body.code]).toEqual([404, 'BATCH.ORDER_NOT_FOUND']);
    const unapproved = await api('POST', `/batches/${mine.id}/capture`, {
      token: poor.token,
      body: { order_id: order.id },
    });
    expect(unapproved.status).toBeGreaterThanOrEqual(400);
    expect((await api<Batch>('GET', `/batches/${mine.id}`, { token: poor.token })).body.state).toBe('paying');

    const url = new URL(order.approve_url);
    const approved = await fetch(`${url.origin}/sandbox/orders/${order.id}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approve' }),
    });
    expect(approved.status).toBe(200);
    const captured = await api<Batch>('POST', `/batches/${mine.id}/capture`, {
      token: poor.token,
      body: { order_id: order.id },
    });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ state: 'paid', card_order: null });
    expect(captured.body.rows.every((row) => row.shipment_id && row.status !== 'unpaid')).toBe(true);
    // Asked again (a reload of the return page): the same answer, nothing charged twice.
    const twice = await api<Batch>('POST', `/batches/${mine.id}/capture`, {
      token: poor.token,
      body: { order_id: order.id },
    });
    expect(twice.body.state).toBe('paid');
    expect(await balanceOf(poor)).toBe(0);
    await eventually(
      async () =>
        (await api<Batch>('GET', `/batches/${mine.id}`, { token: poor.token })).body.progress?.generated ===
        ROWS,
      { timeoutMs: 60_000, what: 'every label of the card-paid batch' },
    );
  });
});
