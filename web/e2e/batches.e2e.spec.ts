import { BATCH_COLUMNS } from '@envios/contracts';
import { execFileSync } from 'node:child_process';
import { api, createUser, demoSession, saveOriginAddress, signIn, type Session } from '@envios/testing';
import type { Browser } from 'playwright-core';
import { accessibleAtBothWidths, expectAccessible } from './support/accessibility';
import { launchBrowser, openPage, signedInAs, storageFor, visit, waitForPath } from './support/app';

jest.setTimeout(90_000);

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
    body: { userId: client.id, cantidadAbonar: 5_000 },
  });
  if (credit.status >= 300) throw new Error(`credit failed: ${credit.status}`);
});
afterAll(() => browser?.close());

describe('Envíos masivos', () => {
  it('uploads a file, shows each row’s errors at its column, fixes one and drops another', async () => {
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
    await page.getByRole('button', { name: 'Descargar plantilla' }).click();
    expect((await download).suggestedFilename()).toBe('plantilla-envios.csv');

    const csv = [
      BATCH_COLUMNS.map((c) => c.header).join(','),
      row({ ...good, order: 'P-1' }),
      row({ ...good, order: 'P-2', postal_code: '99999' }),
      row({ ...good, order: 'P-3', weight: '80' }),
    ].join('\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'pedidos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Validar archivo' }).click();
    await page.waitForURL(/\/batches\/[0-9a-f]{24}$/);
    const counts = page.getByTestId('batch-counts');
    await counts.getByText('3 filas').waitFor();
    expect(await counts.innerText()).toContain('1 lista');
    const rows = page.getByTestId('batch-row');
    expect(await rows.nth(1).getByTestId('row-errors').innerText()).toContain(
      'Código postal: El código postal 99999 no existe en el catálogo de SEPOMEX.',
    );
    expect(await rows.nth(2).getByTestId('row-errors').innerText()).toContain(
      'Peso (kg): El peso debe estar entre 0.1 y 60 kg.',
    );
    await accessibleAtBothWidths(page, 'batches-client');

    // Fixed in its form: the field shows its error until it is right.
    await page.getByRole('button', { name: 'Corregir fila 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Corregir fila 2' });
    const postal = dialog.getByRole('textbox', { name: 'Código postal' });
    await dialog.getByText('El código postal 99999 no existe en el catálogo de SEPOMEX.').waitFor();
    await postal.fill('64000');
    await dialog.getByRole('button', { name: 'Guardar fila' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await counts.getByText('2 listas').waitFor();

    await page.getByRole('button', { name: 'Quitar fila 3' }).click();
    const confirm = page.getByRole('dialog', { name: 'Quitar fila' });
    await confirm.getByRole('button', { name: 'Quitar', exact: true }).click();
    await counts.getByText('2 filas').waitFor();
    expect(await counts.innerText()).toContain('0 con errores');

    // The cheapest carrier for every row, totals by carrier, then one payment from the wallet.
    await page.getByRole('button', { name: 'Aplicar regla' }).click();
    const totals = page.getByTestId('batch-totals');
    await totals.waitFor();
    expect(await totals.innerText()).toMatch(/Total\s+2\s+\$/);
    await page.getByRole('button', { name: 'Pagar lote con monedero' }).click();
    const pay = page.getByRole('dialog', { name: 'Pagar lote' });
    expect(await pay.innerText()).toMatch(/Se cobrarán \$[\d,.]+ de tu monedero por 2 envíos/);
    await pay.getByRole('button', { name: 'Pagar', exact: true }).click();

    // The progress bar fills as the workers make the labels, and says so after a reload too.
    const progress = page.getByTestId('batch-progress-text');
    await progress.getByText('2 hechas', { exact: false }).waitFor({ timeout: 60_000 });
    await page.reload();
    await progress.getByText('2 hechas · 0 fallidas', { exact: false }).waitFor();
    expect(await page.getByTestId('batch-row').first().innerText()).toContain('Guía lista');
    await accessibleAtBothWidths(page, 'batches-paid');

    const labels = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar guías' }).click();
    const file = await (await labels).path();
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Pages:\s+2\n/);
    const manifest = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /^Relación / })
      .first()
      .click();
    expect((await manifest).suggestedFilename()).toMatch(/^relacion-[a-z]+-[0-9a-f]{24}\.pdf$/);
    await page.context().close();
  });

  it('is not offered to Servicio al Cliente', async () => {
    const helpdesk = await openPage(browser, { storage: await signedInAs('helpdesk') });
    expect((await visit(helpdesk, '/batches')).path).toBe('/dashboard');
    await helpdesk.context().close();
  });
});
