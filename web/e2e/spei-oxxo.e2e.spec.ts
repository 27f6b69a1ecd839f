import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, appEnv, createUser, e2eBaseUrl, eventually, signIn, type Session } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { accessibleAtBothWidths, expectAccessible } from './support/accessibility';
import {
  launchBrowser,
  openPage,
  pathname,
  storageFor,
  visit,
  waitForHeading,
  waitForPath,
} from './support/app';

jest.setTimeout(120_000);

let browser: Browser;
// A client of its own: its CLABE and vouchers are nobody else's.
let client: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  const owner = await createUser({ rol: 'client' });
  client = await signIn(owner.email, owner.password);
});
afterAll(async () => {
  await browser?.close();
});

/** Every code zbar reads in an image (deploy/local/test.sh installs zbar-tools), one per line. */
function readBarcodes(png: string): string[] {
  // zbarimg exits non-zero when it reads nothing: the assertions say so better.
  return execFileSync('sh', ['-c', `zbarimg --quiet --raw '${png}' 2>/dev/null || true`])
    .toString()
    .split('\n')
    .filter(Boolean);
}

/** The local Stripe-compatible sandbox pays a voucher, as a cashier at OXXO would. */
async function payAtOxxo(reference: string) {
  const res = await fetch(`${appEnv('wallet').STRIPE_API_URL}/_sandbox/oxxo/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: reference }),
  });
  expect(res.status).toBe(200);
}

const spei = (page: Page) => page.getByTestId('spei-panel');
const oxxo = (page: Page) => page.getByTestId('oxxo-panel');

describe('Recargar Saldo: SPEI transfer and OXXO cash', () => {
  it("copies the account's own CLABE, bank and beneficiary, each saying 'Copiado'", async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eBaseUrl() });
    const account = await api('GET', '/prepaid/spei', { token: client.token });
    expect(account.status).toBe(200);
    expect(account.body.clabe).toMatch(/^\d{18}$/);

    await visit(page, '/prepaid/new');
    const panel = spei(page);
    await panel.getByTestId('spei-clabe').waitFor();
    const clabeText = await panel.getByTestId('spei-clabe').innerText();
    expect(clabeText.replace(/\s/g, '')).toContain(account.body.clabe);
    expect(await panel.innerText()).toContain('se acredita automáticamente a tu monedero');
    await accessibleAtBothWidths(page, 'new-prepaid-spei-oxxo');

    for (const [label, value] of [
      ['CLABE', account.body.clabe],
      ['Banco', account.body.bank],
      ['Beneficiario', account.body.beneficiary],
    ] as const) {
      await panel.getByRole('button', { name: `Copiar ${label}` }).click();
      const copied = panel.getByRole('button', { name: `${label} copiado` });
      await copied.waitFor();
      expect(await copied.innerText()).toBe('Copiado');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    }
    await expectAccessible(page);
    await page.context().close();
  });

  it('makes an OXXO voucher within the limits, links it from the result and prints it scannable', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    await visit(page, '/prepaid/new');
    const panel = oxxo(page);
    const field = panel.getByRole('textbox', { name: 'Monto a pagar en OXXO (MXN)' });
    expect(await panel.innerText()).toContain('Mínimo $10.00, máximo $10,000.00 MXN.');
    for (const [typed, message] of [
      ['9.99', 'El monto mínimo para pagar en OXXO es de $10.00 MXN.'],
      ['10000.01', 'El monto máximo para pagar en OXXO es de $10,000.00 MXN.'],
    ]) {
      // Focused, the field holds the text as typed (it shows it as currency when left).
      await field.focus();
      await field.fill(typed);
      await field.blur();
      await panel.getByText(message).waitFor();
    }
    await panel.getByRole('button', { name: 'Generar ficha OXXO' }).click();
    await expectAccessible(page);
    // Nothing was made for a refused amount.
    expect(pathname(page)).toBe('/prepaid/new');

    await field.focus();
    await field.fill('250.75');
    await field.blur();
    expect(await field.inputValue()).toBe('$250.75');
    await panel.getByRole('button', { name: 'Generar ficha OXXO' }).click();

    // The payment result's oxxo variant: the reference was e-mailed, and it links to the voucher.
    await waitForPath(page, '/payments/result/success', 20_000);
    const query = new URL(page.url()).searchParams;
    expect(query.get('oxxo')).toBe('true');
    const reference = query.get('reference')!;
    expect(reference).toMatch(/^\d{8,30}$/);
    await waitForHeading(page, 'Referencia de pago generada');
    expect(await page.getByTestId('payment-success').innerText()).toContain(
      'Te enviamos un correo electrónico con el número de referencia para realizar tu pago.',
    );
    await accessibleAtBothWidths(page, 'payment-result-oxxo');
    await page.getByRole('link', { name: `Ver referencia de pago ${reference}` }).click();

    await waitForPath(page, '/shipping/cash_barcode');
    expect(new URL(page.url()).searchParams.get('references')).toBe(reference);
    await waitForHeading(page, 'Ficha de pago OXXO');
    const voucher = await api('GET', `/prepaid/oxxo/${reference}`, { token: client.token });
    expect(voucher.body).toMatchObject({ reference, amount: 250.75, status: 'pending' });
    const card = page.getByTestId('oxxo-voucher');
    expect(await card.getByTestId('oxxo-amount').innerText()).toBe('$250.75 MXN');
    expect((await card.getByTestId('oxxo-reference').innerText()).replace(/\s/g, '')).toBe(reference);
    const expiry = await card.getByTestId('oxxo-expiry').innerText();
    expect(expiry).toMatch(
      /^Vence: \w+, \d{1,2} de \w+ de \d{4}, \d{2}:\d{2} \(hora del centro de México\)$/,
    );
    const text = await card.innerText();
    expect(text).toContain('Indica al cajero que quieres hacer un pago de OXXOPay.');
    expect(text).toContain('Conserva tu comprobante de pago.');
    await accessibleAtBothWidths(page, 'cash-barcode');

    // The barcode on screen reads back as the voucher's barcode value.
    const dir = mkdtempSync(join(tmpdir(), 'oxxo-e2e-'));
    await card.getByTestId('oxxo-barcode').screenshot({ path: join(dir, 'screen.png') });
    expect(readBarcodes(join(dir, 'screen.png'))).toEqual([voucher.body.barcode]);

    // Printed ('Imprimir' prints the page as this PDF does, with the print stylesheet): the voucher
    // alone, without the app's menu, and the barcode still scannable on paper.
    await page.emulateMedia({ media: 'print' });
    writeFileSync(join(dir, 'voucher.pdf'), await page.pdf({ format: 'Letter', printBackground: true }));
    await page.emulateMedia({ media: 'screen' });
    execFileSync('pdftoppm', [
      '-r',
      '200',
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      join(dir, 'voucher.pdf'),
      join(dir, 'page'),
    ]);
    expect(readBarcodes(join(dir, 'page-1.png'))).toEqual([voucher.body.barcode]);
    const printed = execFileSync('pdftotext', [join(dir, 'voucher.pdf'), '-']).toString();
    expect(printed).toContain('OXXO');
    expect(printed.replace(/\s/g, '')).toContain(reference);
    for (const chrome of ['Cotizador', 'Saldo Disponible', 'Imprimir']) expect(printed).not.toContain(chrome);
    // 'Imprimir' opens the browser's print dialog (stubbed: headless Chromium has none).
    await page.evaluate(() => {
      const w = window as unknown as { printed: boolean };
      w.printed = false;
      window.print = () => (w.printed = true);
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);

    // Paid at the store: the page says so (it asks again while the voucher is pending).
    await payAtOxxo(reference);
    await eventually(
      async () =>
        (await api('GET', `/prepaid/oxxo/${reference}`, { token: client.token })).body.status === 'paid',
      { what: 'the voucher to be paid' },
    );
    await page.reload();
    await page.getByTestId('oxxo-paid').waitFor();
    expect(await page.getByTestId('oxxo-barcode').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Imprimir' }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
