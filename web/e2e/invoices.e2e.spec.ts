import { createUser, signIn, stampedInvoiceFor, type Session } from '@envios/testing';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, openPage, storageFor, visit, waitForPath } from './support/app';

jest.setTimeout(120_000);

let browser: Browser;
let client: Session & { email: string };
let stamped: Awaited<ReturnType<typeof stampedInvoiceFor>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const u = await createUser({ rol: 'client' });
  client = { ...(await signIn(u.email, u.password)), email: u.email };
  stamped = await stampedInvoiceFor(client);
});
afterAll(() => browser?.close());

describe('Facturas', () => {
  it('lists the account’s invoice and downloads its stamped XML and its PDF', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    await visit(page, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Facturas' })
      .click();
    await waitForPath(page, '/invoices');
    const row = page.getByTestId('invoice-row').first();
    await row.waitFor();
    expect(await page.title()).toBe('Facturas · Envíos MX');
    const text = await row.innerText();
    expect(text).toContain(stamped.invoice.uuid);
    expect(text).toContain('EKU9003173C9');
    expect(text).toContain('$385.49');
    // The badge is shown in capitals.
    expect(text).toMatch(/vigente/i);
    await expectAccessible(page);

    const xml = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Descargar XML/ }).click();
    const xmlFile = await xml;
    expect(xmlFile.suggestedFilename()).toMatch(/^factura-.+\.xml$/);
    const content = readFileSync((await xmlFile.path())!, 'utf8');
    expect(content).toContain(`UUID="${stamped.invoice.uuid}"`);
    expect(content).toContain('Rfc="EKU9003173C9"');

    const pdf = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Descargar PDF/ }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toMatch(/^factura-.+\.pdf$/);
    expect(
      readFileSync((await pdfFile.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
