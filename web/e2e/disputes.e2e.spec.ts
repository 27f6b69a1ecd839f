import { api, createUser, demoSession, eventually, signIn, type Session } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { accessibleAtBothWidths } from './support/accessibility';
import { launchBrowser, openPage, storageFor, visit, waitForPath } from './support/app';
import { paidEstafetaShipment } from './support/guides';

jest.setTimeout(120_000);

let browser: Browser;
let owner: Session;
let shipmentId: string;
/** Unique to the run: the staff queue holds every account's disputes. */
const COMMENT = `Mi báscula marca 2 kg; la caja mide 30 × 20 × 15 cm (${Date.now().toString(36)}).`;

/** Two small PNGs (plain colours): the server decodes and re-encodes whatever it is sent. */
const PNGS = {
  orange:
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABICAIAAACGBWc0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA0UlEQVR4nO3ZsQ3DMADEQG/AtbJ/p20yQdIEwas4QBMQfFq2n/PKOZ8hPOicr4oAFED9shIGBVAM6n+PGhMLoBiUibW60GpQAMWgTCwN6s7vCiIdQDEoE0uDmvdYpAMoBmVizbvjohhAMSgTax4gL6sBFIMysTSoeYxFOoBiUCbWPDouigEUgzKxLjn+rAZQDMrE0qDmPRbpAIpBmVjz7rgoBlAMysSaB8jLagDFoEwsDWoeY5EOoBiUiTWPjotiAMWgTKxLjj+rARSDMrFWDXoDPpwR4TZP+gUAAAAASUVORK5CYII=',
  blue: 'iVBORw0KGgoAAAANSUhEUgAAAGAAAABICAIAAACGBWc0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA0ElEQVR4nO3ZwQ3CMADF0K6RMVnRkzEBXBD6OTwpE1j+bto+55VzPkN40DlfFQEogPplJQwKoBjU/x41JhZAMSgTa3Wh1aAAikGZWBrUnd8VRDqAYlAmlgY177FIB1AMysSad8dFMYBiUCbWPEBeVgMoBmViaVDzGIt0AMWgTKx5dFwUAygGZWJdcvxZDaAYlImlQc17LNIBFIMysebdcVEMoBiUiTUPkJfVAIpBmVga1DzGIh1AMSgTax4dF8UAikGZWJccf1YDKAZlYq0a9AZz+AYOvt4EmwAAAABJRU5ErkJggg==',
};
const photo = (name: string, colour: keyof typeof PNGS) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(PNGS[colour], 'base64'),
});

beforeAll(async () => {
  browser = await launchBrowser();
  const account = await createUser({ rol: 'client' });
  owner = await signIn(account.email, account.password);
  shipmentId = await paidEstafetaShipment(owner);
  // Staff register 1.5 kg over at $50; the customer pays it from the wallet before disputing it.
  const staff = await demoSession('helpdesk');
  const registered = await api('PUT', `/shipments/${shipmentId}`, {
    token: staff.token,
    body: { overweight: 1.5, cost_overweight: 50 },
  });
  expect(registered.status).toBe(200);
  await eventually(
    async () =>
      (await api('POST', `/payments/overweight/${shipmentId}/monedero`, { token: owner.token })).body
        .message === 'ok' || undefined,
    { what: 'the charge paid' },
  );
});
afterAll(() => browser?.close());

const rowOf = (page: Page) =>
  page
    .getByTestId('overweight-row')
    .filter({ has: page.getByTestId('overweight-cost') })
    .first();

it('a customer disputes a paid overweight with two photos, staff accept it, and the refund shows in the wallet', async () => {
  const page = await openPage(browser, { storage: storageFor(owner) });
  // From the shipment's detail to its charge in 'Sobre Pesos'.
  await visit(page, `/shipments/${shipmentId}`);
  await page.getByTestId('overweight-dispute-link').click();
  await waitForPath(page, '/overweight');
  const row = rowOf(page);
  await row.waitFor();
  await row.getByRole('button', { name: /^Disputar el sobrepeso/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Disputar sobrepeso' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles([photo('bascula.png', 'orange'), photo('cinta.png', 'blue')]);
  await dialog.getByTestId('dispute-previews').getByRole('img').nth(1).waitFor();
  await dialog.getByRole('textbox', { name: 'Comentario' }).fill(COMMENT);
  await accessibleAtBothWidths(page, 'dispute-form');
  await dialog.getByRole('button', { name: 'Enviar disputa' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByTestId('dispute-status').filter({ hasText: 'En revisión' }).waitFor();
  await accessibleAtBothWidths(page, 'dispute-customer-list');

  // Staff: the queue shows the carrier's reweigh beside the evidence; they accept.
  const desk = await openPage(browser, { storage: storageFor(await demoSession('helpdesk')) });
  await visit(desk, '/overweight');
  await desk.getByRole('tab', { name: 'Disputas' }).click();
  const card = desk.getByTestId('dispute-card').filter({ hasText: COMMENT }).first();
  await card.waitFor();
  await card.getByTestId('dispute-photo').nth(1).waitFor();
  expect(await card.getByTestId('dispute-photo').count()).toBe(2);
  expect(await card.getByTestId('dispute-comparison').innerText()).toContain('Cliente');
  await accessibleAtBothWidths(desk, 'dispute-queue');
  await card.getByRole('button', { name: 'Aceptar' }).click();
  await desk.locator('label', { hasText: /^Aceptadas$/ }).click();
  await desk
    .getByTestId('dispute-card')
    .filter({ hasText: COMMENT })
    .getByTestId('dispute-status')
    .filter({ hasText: 'Aceptada' })
    .waitFor();

  // The customer: the charge shows the accepted dispute and the wallet the refund.
  await visit(page, '/prepaids');
  await eventually(
    async () => {
      await page.reload();
      await page.getByTestId('movement-row').first().waitFor();
      return (await page.getByText('Reembolso de sobrepeso: aceptamos tu disputa.').count()) > 0 || undefined;
    },
    { what: 'the refund in the wallet', timeoutMs: 20_000 },
  );
  await visit(page, '/overweight');
  await rowOf(page).getByTestId('dispute-status').filter({ hasText: 'Aceptada' }).waitFor();
});
