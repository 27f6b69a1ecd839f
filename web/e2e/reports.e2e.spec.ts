import { api, createUser, demoSession, eventually, signIn, type Session } from '@envios/testing';
import { addCalendarDays, formatMXN, pesosToCentavos, toMexicoCityDate, type Role } from '@envios/domain';
import { Workbook } from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { accessibleAtBothWidths } from './support/accessibility';
import { launchBrowser, openPage, storageFor, visit } from './support/app';
import { paidEstafetaGuide } from './support/guides';

jest.setTimeout(180_000);

let browser: Browser;
// A client of its own with two paid guides this month: its report is known exactly.
let owner: Session;
let guides: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  const account = await createUser({ rol: 'client' });
  owner = await signIn(account.email, account.password);
  guides = [(await paidEstafetaGuide(owner)).guide, (await paidEstafetaGuide(owner)).guide];
  await eventually(
    async () => {
      const r = await api('POST', '/reports/general', { token: owner.token, body: {} });
      return (
        r.status === 200 && r.body.data.filter((s: { number_guide: string }) => s.number_guide).length === 2
      );
    },
    { timeoutMs: 60_000, intervalMs: 1_000, what: "the client's shipments in the general report" },
  );
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.getByTestId('report-row');

/** Presses 'Generar Reporte' and waits for the answer and its table (or its message). */
async function generate(page: Page): Promise<number> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/reports/general'));
  await page.getByRole('button', { name: 'Generar Reporte' }).click();
  const status = (await answered).status();
  await page.getByTestId('report-loading').waitFor({ state: 'detached' });
  return status;
}

/** What the table shows: its header and each row's cells, as text. */
async function tableText(page: Page) {
  const header = await page.getByTestId('report-table').locator('thead th').allInnerTexts();
  const body = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
  );
  return { header: header.map((h) => h.trim()), body };
}

/** Downloads the Excel and reads its sheet back with exceljs. */
async function downloadSheet(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Excel' }).click();
  const file = await download;
  const book = new Workbook();
  await book.xlsx.readFile((await file.path())!);
  const sheet = book.getWorksheet('Envios');
  if (!sheet) throw new Error('the workbook has no sheet Envios');
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  // The period's top-ups by method, and each of them.
  const topUps: unknown[][] = [];
  book.getWorksheet('Abonos')?.eachRow((row) => topUps.push((row.values as unknown[]).slice(1)));
  return { name: file.suggestedFilename(), values, topUps };
}

describe('reports: Reportes of a client', () => {
  it('generates the report with its totals, and downloads the rows of the table', async () => {
    const page = await openPage(browser, { storage: storageFor(owner) });
    await visit(page, '/reports');
    expect(await generate(page)).toBe(200);
    expect(await rows(page).count()).toBe(2);
    const table = await tableText(page);
    expect(table.header).toEqual([
      'Guía',
      'Fecha',
      'Paquetería',
      'Servicio',
      'Tipo',
      'Origen',
      'Destino',
      'Estatus',
      'Total',
    ]);
    expect(table.body.map((cells) => cells[0]).sort()).toEqual([...guides].sort());
    for (const cells of table.body) {
      expect(cells[2]).toBe('Estafeta');
      expect(cells[4]).toBe('Caja');
      expect(cells[6]).toContain('Monterrey');
      expect(cells[8]).toMatch(/^\$[\d,]+\.\d{2}$/);
    }

    // The totals cards: this account's two shipments and the two staff credits of $1,000.00.
    const totals = page.getByTestId('report-totals');
    expect(await totals.getByTestId('total-shipments').getByTestId('total-value').innerText()).toBe('2');
    expect(await totals.getByTestId('total-prepaids-paid').getByTestId('total-value').innerText()).toBe(
      '$2,000.00',
    );
    expect(await totals.getByTestId('total-expenses').getByTestId('total-value').innerText()).toMatch(
      /^\$[\d,]+\.\d{2}$/,
    );
    // By method: staff credits only (no card, SPEI or OXXO top-up in this account).
    expect(await page.getByTestId('prepaids-by-method').innerText()).toMatch(
      /^Abonos pagados por método:\s+Abono del personal \$2,000\.00$/,
    );

    const sheet = await downloadSheet(page);
    expect(sheet.name).toBe('reporte_envios.xlsx');
    expect(sheet.values[0]).toEqual([...table.header.slice(0, 8), 'Total (MXN)']);
    expect(sheet.values).toHaveLength(3);
    sheet.values.slice(1).forEach((cells, i) => {
      expect(cells.slice(0, 8)).toEqual(table.body[i].slice(0, 8));
      expect(formatMXN(pesosToCentavos(cells[8] as number))).toBe(table.body[i][8]);
    });
    expect(sheet.topUps.slice(0, 6)).toEqual([
      ['Método', 'Abonos pagados (MXN)'],
      ['Tarjeta (PayPal)', 0],
      ['Transferencia SPEI', 0],
      ['Efectivo OXXO', 0],
      ['Abono del personal', 2000],
      ['Total', 2000],
    ]);
    const listed = sheet.topUps.slice(sheet.topUps.findIndex((cells) => cells[0] === 'Fecha'));
    expect(listed.map((cells) => cells.slice(1))).toEqual([
      ['Método', 'Estatus', 'Monto (MXN)'],
      ['Abono del personal', 'Pagado', 1000],
      ['Abono del personal', 'Pagado', 1000],
    ]);

    // The period's top-ups, in their modal.
    await page.getByRole('button', { name: 'Ver abonos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Detalle de abonos' });
    await dialog.getByTestId('prepaid-row').first().waitFor();
    expect(await dialog.getByTestId('prepaid-row').count()).toBe(2);
    expect(await dialog.getByTestId('prepaid-row').first().innerText()).toMatch(
      /Abono del personal[\s\S]*Pagado[\s\S]*\$1,000\.00/,
    );
    await accessibleAtBothWidths(page, 'reports-prepaids-client');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await accessibleAtBothWidths(page, 'reports-client');
    await page.context().close();
  });

  it('downloads ReporteEnvios.xlsx from the older /Reports link', async () => {
    const page = await openPage(browser, { storage: storageFor(owner) });
    const { heading } = await visit(page, '/Reports');
    expect(heading).toBe('Reportes');
    await rows(page).first().waitFor();
    const sheet = await downloadSheet(page);
    expect(sheet.name).toBe('ReporteEnvios.xlsx');
    expect(sheet.values).toHaveLength(3);
    await page.context().close();
  });

  it("shows the server's message for an inverted period, and 'No se encontraron envíos' for an empty one", async () => {
    const page = await openPage(browser, { storage: storageFor(owner) });
    await visit(page, '/reports');
    await rows(page).first().waitFor();
    const today = toMexicoCityDate(new Date());
    await page.getByLabel('Fecha inicial').fill(today);
    await page.getByLabel('Fecha final').fill(addCalendarDays(today, -3));
    expect(await generate(page)).toBe(400);
    await page
      .getByTestId('report-error')
      .getByText('La fecha inicial debe ser anterior o igual a la final.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Descargar Excel' }).isDisabled()).toBe(true);

    await page.getByLabel('Fecha inicial').fill('2020-01-01');
    await page.getByLabel('Fecha final').fill('2020-01-31');
    expect(await generate(page)).toBe(200);
    await page.getByText('No se encontraron envíos').waitFor();
    expect(await page.getByTestId('report-error').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Descargar Excel' }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe('reports: roles that see no amounts', () => {
  it.each<Role>(['helpdesk', 'sales'])(
    '%s gets rows without totals cards, Total column or total in the Excel',
    async (role) => {
      const page = await openPage(browser, { storage: storageFor(await demoSession(role)) });
      await visit(page, '/reports');
      expect(await generate(page)).toBe(200);
      // Staff see every account's shipments of the month, the client's above among them.
      await rows(page).first().waitFor();
      expect(await page.getByTestId('report-totals').count()).toBe(0);
      const table = await tableText(page);
      expect(table.header).not.toContain('Total');
      expect(table.header).toHaveLength(8);
      const sheet = await downloadSheet(page);
      expect(sheet.values[0]).toEqual(table.header);
      expect(sheet.values[1]).toHaveLength(8);
      await page.getByRole('button', { name: 'Ver abonos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Detalle de abonos' });
      await dialog.waitFor();
      expect(await dialog.getByRole('columnheader', { name: 'Monto' }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await accessibleAtBothWidths(page, `reports-${role}`);
      await page.context().close();
    },
  );

  it.each<Role>(['superadmin', 'admin'])('%s sees the totals cards', async (role) => {
    const page = await openPage(browser, { storage: storageFor(await demoSession(role)) });
    await visit(page, '/reports');
    await page.getByTestId('report-totals').waitFor();
    await rows(page).first().waitFor();
    await accessibleAtBothWidths(page, `reports-${role}`);
    await page.context().close();
  });
});
