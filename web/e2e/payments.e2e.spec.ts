import {
  api,
  createUser,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoSession,
  e2eBaseUrl,
  signIn,
  type Session,
} from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { accessibleAtBothWidths, expectAccessible, screenshot } from './support/accessibility';
import { launchBrowser, openPage, signInThroughForm, storageFor, visit, waitForHeading } from './support/app';

jest.setTimeout(180_000);

let browser: Browser;
let client: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  client = await demoSession('client');
  // The demo client's wallet gets enough for two guides (a few hundred pesos each), credited by the demo superadmin.
  const staff = await demoSession('superadmin');
  const credited = await api('POST', '/prepaid/createPrepaid', {
    token: staff.token,
    body: { userId: client.id, cantidadAbonar: 1_000, reason: 'Saldo de prueba de pagos' },
  });
  if (credited.status !== 201 && credited.status !== 200)
    throw new Error(`credit failed: ${credited.status} ${JSON.stringify(credited.body)}`);
});
afterAll(async () => {
  await browser?.close();
});

async function choosePostalCode(page: Page, side: 'Origen' | 'Destino', code: string, colony: string) {
  const group = page.getByRole('group', { name: side });
  await group.getByText('Código postal', { exact: true }).click();
  await group
    .getByRole('textbox', {
      name: side === 'Origen' ? 'Código postal de origen' : 'Código postal de destino',
    })
    .fill(code);
  await page.getByRole('option', { name: new RegExp(`${code} · ${colony}`) }).click();
}

async function fillDirection(page: Page, side: 'direction-origin' | 'direction-destination', name: string) {
  const card = page.getByTestId(side);
  await card.getByRole('textbox', { name: 'Nombre completo' }).fill(name);
  await card.getByRole('textbox', { name: 'Correo electrónico' }).fill('envios@ejemplo.mx');
  await card.getByRole('textbox', { name: 'Teléfono' }).fill('5512345678');
  await card.getByRole('textbox', { name: 'Calle' }).fill('Avenida Juárez');
  await card.getByRole('textbox', { name: 'Número exterior' }).fill('45');
}

/** Quotes, sends with the first carrier and fills the addresses: step 4 shows; returns the new ids. */
async function createThroughQuote(page: Page, guides: number): Promise<string[]> {
  await visit(page, '/dashboard/shipment/new');
  await choosePostalCode(page, 'Origen', '06700', 'Roma Norte');
  await choosePostalCode(page, 'Destino', '64000', 'Monterrey Centro');
  await page.getByRole('textbox', { name: 'Largo (cm)' }).fill('30');
  await page.getByRole('textbox', { name: 'Ancho (cm)' }).fill('20');
  await page.getByRole('textbox', { name: 'Alto (cm)' }).fill('15');
  await page.getByRole('textbox', { name: 'Peso (kg)' }).fill('2');
  await page.getByRole('textbox', { name: '¿Qué estás enviando?' }).fill('Libros');
  await page.getByRole('textbox', { name: 'Número de guías (1 a 5)' }).fill(String(guides));
  await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
  await page.getByTestId('quote-options').waitFor();
  await page
    .getByTestId('quote-option')
    .first()
    .getByRole('button', { name: /^Enviar con/ })
    .click();
  await page.getByTestId('direction-origin').waitFor();
  await fillDirection(page, 'direction-origin', 'Ana Remitente');
  await fillDirection(page, 'direction-destination', 'Beto Destinatario');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/shipments/home/all'));
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await page.getByTestId('payment-choice').waitFor();
  const body = (await response.json()) as { shipments: { _id: string }[] };
  return body.shipments.map((s) => s._id);
}

const walletOption = (page: Page) => page.getByRole('radio', { name: 'Monedero' });

/** Waits until the wallet balance is read (the option's description stops saying it is loading). */
async function balanceShown(page: Page) {
  await page.getByText(/^Saldo disponible: \$/).waitFor();
}

/** The detail says 'Pagado' and, once the label exists, it downloads as a PDF. */
async function expectPaidWithLabel(page: Page, id: string) {
  await visit(page, `/shipments/${id}`);
  await page.getByText('Pagado', { exact: true }).waitFor();
  const download = page.getByRole('button', { name: 'Descargar guía' });
  for (let i = 0; i < 20 && !(await download.isVisible()); i++) {
    await page.waitForTimeout(1_000);
    await page.reload();
    await page.getByText('Pagado', { exact: true }).waitFor();
  }
  const label = page.context().waitForEvent('response', (r) => r.url().includes('/api/public/'));
  await download.click();
  const response = await label;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
}

/** On the sandbox's approval page: picks the outcome and presses a button. */
async function approveInSandbox(page: Page, outcome: string, button: 'Pagar' | 'Cancelar' = 'Pagar') {
  await page.getByRole('heading', { name: 'Sandbox de PayPal' }).waitFor();
  await page.getByRole('radio', { name: outcome }).check();
  await page.getByRole('button', { name: button }).click();
}

describe('paying shipments', () => {
  it('pays the two guides of a quote with the wallet at step 4; both are paid and their labels download', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    const ids = await createThroughQuote(page, 2);
    expect(ids).toHaveLength(2);
    await balanceShown(page);
    await page.locator('input[type="radio"][value="wallet"]:enabled').waitFor();
    await accessibleAtBothWidths(page, 'step4');

    await walletOption(page).check();
    await page.getByRole('button', { name: 'Pagar con monedero' }).click();
    await page.waitForURL((url) => url.pathname === '/payments/result/success', { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('monedero')).toBe('true');
    await waitForHeading(page, '¡Pago exitoso!');
    await page.getByText('El pago con el saldo de tu monedero se realizó con éxito.').waitFor();
    await accessibleAtBothWidths(page, 'result-success');

    for (const id of ids) await expectPaidWithLabel(page, id);
    await page.context().close();
  });

  it('pays one shipment selected in Mis Envios by card on the sandbox, coming back signed in to the address the portal was opened at; a paid one cannot be selected again', async () => {
    // Signed in through the form, so the session lives only at this address (no storage seeded on
    // every load): PayPal must send the buyer back here, not to a fixed 'localhost'.
    const page = await openPage(browser);
    await signInThroughForm(page, DEMO_ACCOUNTS.client, DEMO_PASSWORD);
    const [id] = await createThroughQuote(page, 1);
    await page.getByRole('link', { name: 'Ir a Mis Envios' }).click();
    const row = page.getByTestId('shipment-row').first();
    await row.waitFor();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Pagar seleccionados' }).click();
    await waitForHeading(page, 'Pago de envíos');
    await page.getByTestId('payable').first().waitFor();
    expect(await page.getByTestId('payable').count()).toBe(1);
    await balanceShown(page);
    await accessibleAtBothWidths(page, 'pay-many');

    await page.getByRole('radio', { name: 'Tarjeta (PayPal)' }).check();
    await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await approveInSandbox(page, 'Tarjeta aprobada');
    await page.waitForURL((url) => url.pathname === '/payments/result/success', { timeout: 30_000 });
    await waitForHeading(page, '¡Pago exitoso!');
    const back = new URL(page.url());
    expect(back.host).toBe(new URL(e2eBaseUrl()).host);
    expect(back.hostname).not.toBe('localhost');
    await page.getByRole('link', { name: 'Ir a mi panel' }).waitFor();
    await expectPaidWithLabel(page, id);

    // The paid one selected again: a modal says so and nothing is paid.
    await visit(page, '/shipments');
    await page
      .getByTestId('shipment-row')
      .filter({ hasText: /\d{6,}/ })
      .first()
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: 'Pagar seleccionados' }).click();
    await page.getByRole('dialog', { name: 'Envíos ya pagados' }).waitFor();
    await page.context().close();
  });

  it('a declined card says so and offers another card; cancelling comes back to the choice', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    await createThroughQuote(page, 1);
    await page.getByRole('radio', { name: 'Tarjeta (PayPal)' }).check();
    await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await approveInSandbox(page, 'Tarjeta rechazada');
    const declined = page.getByTestId('card-declined');
    await declined.waitFor({ timeout: 30_000 });
    expect(await declined.innerText()).toContain('La tarjeta fue rechazada. Intenta con otra forma de pago.');
    await screenshot(page, 'card-declined-1280');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Intentar con otra tarjeta' }).click();
    await approveInSandbox(page, 'Tarjeta aprobada', 'Cancelar');
    await page.getByTestId('card-cancelled').waitFor();
    expect(new URL(page.url()).searchParams.get('paypal')).toBe('cancel');
    await page.getByRole('radio', { name: 'Tarjeta (PayPal)' }).check();
    expect(await page.getByRole('button', { name: 'Pagar con tarjeta' }).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('does not offer the wallet when its balance is short of the total', async () => {
    const fresh = await createUser({ rol: 'admin' });
    const buyer = await signIn(fresh.email, fresh.password);
    const page = await openPage(browser, { storage: storageFor(buyer) });
    await createThroughQuote(page, 1);
    await page.getByText('Saldo disponible: $0.00 · Saldo insuficiente para este pago.').waitFor();
    expect(await walletOption(page).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Tarjeta (PayPal)' }).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('the error result says the payment was declined, with the detail it was given', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    const message = 'Saldo insuficiente en el monedero para pagar el total.';
    await visit(
      page,
      `/payments/result/error?${new URLSearchParams({ monedero: 'false', message, error: 'WALLET.INSUFFICIENT_BALANCE' })}`,
    );
    await page.getByRole('heading', { name: 'Pago Declinado' }).waitFor();
    await page
      .getByText(
        'Hemos registrado un error durante el proceso de pago. Por favor intenta nuevamente más tarde.',
      )
      .waitFor();
    expect(await page.getByTestId('payment-declined').innerText()).toContain(message);
    await accessibleAtBothWidths(page, 'result-error');
    await page.context().close();
  });
});
