import { BATCH_COLUMNS } from '@envios/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, createUser, demoSession, saveOriginAddress, signIn, type Session } from '@envios/testing';
import type { Browser } from 'playwright-core';
import { accessibleAtBothWidths, expectAccessible } from './support/accessibility';
import { launchBrowser, openPage, signedInAs, storageFor, visit, waitForPath } from './support/app';

jest.setTimeout(240_000);

let browser: Browser;
let client: Session;

const row = (values: Partial<Record<(typeof BATCH_COLUMNS)[number]['key'], string>>) =>
  BATCH_COLUMNS.map((c) => values[c.key] ?? '').join(',');
const good = {
  origin: 'Bodega Roma',
  name: 'Laura Méndez',
  phone: '8187654321',
  email: 'laura@ejemplo.mx',
  street: 'Padre Mier',
  number: '120',
  colony: 'Monterrey Centro',
  postal_code: '64000',
  weight: '2',
  length: '30',
  width: '20',
  height: '15',
  content: 'Ropa',
};

beforeAll(async () => {
  browser = await launchBrowser();
  const u = await createUser({ rol: 'client' });
  client = await signIn(u.email, u.password);
  await saveOriginAddress(client.token);
  const { token } = await demoSession('superadmin');
  const credit = await api('POST', '/prepaid/createPrepaid', {
    token,
    body: { userId: client.id, cantidadAbonar: 100_000 },
  });
  if (credit.status >= 300) throw new Error(`credit failed: ${credit.status}`);
});
afterAll(() => browser?.close());

describe('Envíos masivos', () => {
  it('takes a day of 200 orders: errors at their columns, fixed or dropped, cheapest carrier, one payment, one file to print', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    await visit(page, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Envíos masivos' })
      .click();
    await waitForPath(page, '/batches');
    await page.getByRole('heading', { name: 'Sube tu archivo' }).waitFor();
    expect(await page.title()).toBe('Envíos masivos · Envíos MX');
    await expectAccessible(page);

    // The template comes from the page itself, with the headers the upload expects.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Plantilla CSV' }).click();
    expect((await download).suggestedFilename()).toBe('plantilla-envios.csv');
    // The Excel template, uploaded as it is, is a batch of its one example row, ready.
    const excel = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Plantilla Excel' }).click();
    const template = await excel;
    expect(template.suggestedFilename()).toBe('plantilla-envios.xlsx');
    await page.locator('input[type="file"]').setInputFiles({
      name: template.suggestedFilename(),
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: readFileSync((await template.path())!),
    });
    await page.getByRole('button', { name: 'Validar archivo' }).click();
    await page.waitForURL(/\/batches\/[0-9a-f]{24}$/);
    await page.getByTestId('batch-counts').getByText('1 lista').waitFor();

    // A day's file: 200 orders, 7 of them with a mistake each.
    const BAD: Record<number, Partial<typeof good>> = {
      12: { postal_code: '99999' },
      40: { weight: '80' },
      77: { phone: '' },
      103: { email: 'laura@' },
      150: { colony: 'Roma Norte' },
      171: { height: 'alto' },
      199: { origin: 'Bodega Norte' },
    };
    const csv = [
      BATCH_COLUMNS.map((c) => c.header).join(','),
      ...Array.from({ length: 200 }, (_, i) =>
        row({ ...good, order: `P-${i + 1}`, number: String(100 + i), ...BAD[i + 1] }),
      ),
    ].join('\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'pedidos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Validar archivo' }).click();
    const counts = page.getByTestId('batch-counts');
    await counts.getByText('200 filas').waitFor();
    expect(await counts.innerText()).toContain('7 con errores');
    await page
      .getByRole('radiogroup', { name: 'Filas a mostrar' })
      .getByText('Con errores', { exact: true })
      .click();
    const rows = page.getByTestId('batch-row');
    await rows.nth(6).waitFor();
    expect(await rows.count()).toBe(7);
    // Each error at its cell: the value as the file gave it, in a field, the error under it.
    const postal = rows.nth(0).getByRole('textbox', { name: 'Código postal de la fila 12' });
    expect(await postal.inputValue()).toBe('99999');
    expect(await rows.nth(0).getByTestId('row-errors').innerText()).toContain(
      'El código postal 99999 no existe en el catálogo de SEPOMEX.',
    );
    expect(await rows.nth(1).getByTestId('row-errors').innerText()).toContain(
      'El peso debe estar entre 0.1 y 60 kg.',
    );
    await accessibleAtBothWidths(page, 'batches-client');
    // Back at 1280 px the rows are a grid again (a field typed in before it comes back would be lost).
    await page.getByRole('columnheader', { name: 'Estado' }).waitFor();

    // Three fixed in the grid where their error is (Enter saves and validates the row again)…
    const inGrid: [number, string, string][] = [
      [12, 'Código postal', '64000'],
      [40, 'Peso (kg)', '4'],
      [77, 'Teléfono', '8187654321'],
    ];
    for (const [n, field, value] of inGrid) {
      const cell = page.getByRole('textbox', { name: `${field} de la fila ${n}`, exact: true });
      await cell.fill(value);
      await cell.press('Enter');
      await cell.waitFor({ state: 'detached' });
    }
    await counts.getByText('4 con errores').waitFor();
    // …two in the row's form (each field shows its error until it is right), two dropped.
    const fixes: [number, string, string][] = [
      [103, 'Correo', 'laura@ejemplo.mx'],
      [150, 'Colonia', 'Monterrey Centro'],
    ];
    for (const [n, field, value] of fixes) {
      await page.getByRole('button', { name: `Corregir fila ${n}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Corregir fila ${n}` });
      await dialog.getByRole('textbox', { name: field, exact: true }).fill(value);
      await dialog.getByRole('button', { name: 'Guardar fila' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    for (const n of [171, 199]) {
      await page.getByRole('button', { name: `Quitar fila ${n}`, exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Quitar fila' })
        .getByRole('button', { name: 'Quitar', exact: true })
        .click();
      await page
        .getByRole('button', { name: `Quitar fila ${n}`, exact: true })
        .waitFor({ state: 'detached' });
    }
    await counts.getByText('198 filas').waitFor();
    expect(await counts.innerText()).toContain('0 con errores');

    // The cheapest carrier for every row, totals by carrier, then one payment from the wallet.
    await page.getByRole('button', { name: 'Aplicar regla' }).click();
    const totals = page.getByTestId('batch-totals');
    await totals.waitFor();
    expect(await totals.innerText()).toMatch(/Total\s+198\s+\$/);
    await page.getByRole('button', { name: 'Pagar lote con monedero' }).click();
    const pay = page.getByRole('dialog', { name: 'Pagar lote' });
    expect(await pay.innerText()).toMatch(/Se cobrarán \$[\d,.]+ de tu monedero por 198 envíos/);
    await pay.getByRole('button', { name: 'Pagar', exact: true }).click();

    // The progress bar fills as the workers make the labels, and says so after a reload too.
    const progress = page.getByTestId('batch-progress-text');
    await progress.getByText(/^[1-9]\d* hechas/).waitFor({ timeout: 60_000 });
    await page.reload();
    await progress.getByText('198 hechas · 0 fallidas', { exact: false }).waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('batch-row').first().innerText()).toContain('Guía lista');
    await accessibleAtBothWidths(page, 'batches-paid');

    const labels = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar guías' }).click();
    const file = await (await labels).path();
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Pages:\s+198\n/);
    // The first page's barcode is the first row's guide.
    const dir = mkdtempSync(join(tmpdir(), 'batch-e2e-'));
    execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', file, join(dir, 'page')]);
    const codes = execFileSync('sh', ['-c', `zbarimg --quiet --raw ${dir}/page*.png || true`]).toString();
    const firstGuide = await page.getByTestId('batch-row').first().getByTestId('row-guide').innerText();
    expect(codes.split('\n')).toContain(firstGuide);
    const manifest = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /^Relación / })
      .first()
      .click();
    expect((await manifest).suggestedFilename()).toMatch(/^relacion-[a-z]+-[0-9a-f]{24}\.pdf$/);

    // The result to take back to the store's system: each order with its guide.
    const result = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Resultado (CSV)' }).click();
    const resultCsv = readFileSync((await (await result).path())!, 'utf8');
    expect(resultCsv).toContain(`1,P-1,Laura Méndez,64000,`);
    expect(resultCsv).toContain(firstGuide);
    expect(resultCsv.trim().split('\r\n')).toHaveLength(199);

    // Back on 'Envíos masivos', the batch is among the recent ones, its labels ready.
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Envíos masivos' })
      .click();
    const recent = page.getByTestId('recent-batches');
    await recent.getByRole('link', { name: 'pedidos.csv' }).waitFor();
    expect(await recent.locator('tr', { hasText: 'pedidos.csv' }).innerText()).toContain('Guías listas');
    await page.context().close();
  });

  it('pays a batch by card: PayPal approves one order for every row and brings the buyer back to the batch, paid', async () => {
    // A new customer with an empty wallet: the card is the way to pay.
    const u = await createUser({ rol: 'client' });
    const buyer = await signIn(u.email, u.password);
    await saveOriginAddress(buyer.token);
    const page = await openPage(browser, { storage: storageFor(buyer) });
    await visit(page, '/batches');
    const csv = [
      BATCH_COLUMNS.map((c) => c.header).join(','),
      ...Array.from({ length: 3 }, (_, i) => row({ ...good, order: `T-${i + 1}` })),
    ].join('\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'tarjeta.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Validar archivo' }).click();
    await page.waitForURL(/\/batches\/[0-9a-f]{24}$/);
    const batchPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Aplicar regla' }).click();
    await page.getByTestId('batch-totals').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'no cubre el lote' }).innerText()).toContain(
      'págalo con tarjeta',
    );
    expect(await page.getByRole('button', { name: 'Pagar lote con monedero' }).count()).toBe(0);
    await accessibleAtBothWidths(page, 'batches-card');

    // PayPal's approval page (the local sandbox's), then back to the batch, which captures it once.
    await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await page.getByRole('button', { name: 'Pagar', exact: true }).waitFor();
    await page.getByLabel('Tarjeta aprobada').check();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === batchPath && !url.search);
    const progress = page.getByTestId('batch-progress-text');
    await progress.getByText('3 hechas · 0 fallidas', { exact: false }).waitFor({ timeout: 60_000 });
    expect(
      (await api('GET', `/prepaid/getTotalAmount/${buyer.id}`, { token: buyer.token })).body,
    ).toMatchObject({
      total_centavos: 0,
    });
    await page.context().close();
  });

  it('is not offered to Servicio al Cliente', async () => {
    const helpdesk = await openPage(browser, { storage: await signedInAs('helpdesk') });
    expect((await visit(helpdesk, '/batches')).path).toBe('/dashboard');
    await helpdesk.context().close();
  });
});
