import { createUser, demoSession, signIn, type FreshUser, type Session } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { accessibleAtBothWidths, expectAccessible } from './support/accessibility';
import { launchBrowser, openPage, searchUsers, storageFor, visit, waitForPath } from './support/app';

jest.setTimeout(180_000);

let browser: Browser;
// A client of its own, so the amounts checked are not moved by other tests paying from the demo wallet.
let owner: FreshUser;
let client: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createUser({ rol: 'client' });
  client = await signIn(owner.email, owner.password);
});
afterAll(async () => {
  await browser?.close();
});

const balanceCard = (page: Page) => page.getByTestId('wallet-balance');
const rows = (page: Page) => page.getByTestId('movement-row');

/** On /prepaid/new: types the amount, leaves the field and pays; lands on the sandbox's approval page. */
async function startTopUp(page: Page, amount: string) {
  await visit(page, '/prepaid/new');
  const field = page.getByRole('textbox', { name: 'Monto a abonar (MXN)' });
  await field.fill(amount);
  await field.blur();
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await page.getByRole('button', { name: 'Pagar', exact: true }).waitFor();
}

async function approveInSandbox(page: Page, outcome: 'Tarjeta aprobada' | 'Tarjeta rechazada') {
  await page.getByLabel(outcome).check();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
}

describe('wallet: balance, card top-up through the sandbox, movements', () => {
  it('tops up $250.50 by card: the balance and the paid movement with its order show', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    await visit(page, '/prepaids');
    await balanceCard(page).filter({ hasText: '$' }).waitFor();
    expect(await balanceCard(page).innerText()).toBe('$0.00');
    await page.getByText('No hay movimientos registrados').waitFor();
    await accessibleAtBothWidths(page, 'prepaids-empty');

    await page.getByRole('link', { name: 'Recargar Saldo' }).click();
    await waitForPath(page, '/prepaid/new');
    const field = page.getByRole('textbox', { name: 'Monto a abonar (MXN)' });
    await field.fill('$2a50.5.0');
    expect(await field.inputValue()).toBe('250.50');
    await field.blur();
    expect(await field.inputValue()).toBe('$250.50');
    expect(await page.getByTestId('top-up-total').innerText()).toBe('$250.50');
    await field.focus();
    expect(await field.inputValue()).toBe('250.50');
    await field.blur();
    await accessibleAtBothWidths(page, 'new-prepaid');

    await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
    await page.getByText('Tarjeta aprobada').waitFor();
    expect(await page.locator('.amount').innerText()).toContain('250.50');
    await approveInSandbox(page, 'Tarjeta aprobada');
    await waitForPath(page, '/payments/result/success', 30_000);
    await page.getByTestId('payment-success').waitFor();

    await visit(page, '/prepaids');
    await balanceCard(page).filter({ hasText: '$250.50' }).waitFor();
    expect(await page.getByTestId('summary-balance').getByTestId('summary-amount').innerText()).toBe(
      '$250.50',
    );
    expect(await page.getByTestId('summary-income').getByTestId('summary-amount').innerText()).toBe(
      '$250.50',
    );
    expect(await rows(page).count()).toBe(1);
    const row = rows(page).first();
    const text = await row.innerText();
    expect(text).toContain('Abono');
    // The badge is drawn in capitals.
    expect(text).toMatch(/pagado/i);
    expect(text).toMatch(/Pedido:\s*\S+/);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(await row.getByTestId('movement-amount').innerText()).toBe('+$250.50');
    // A paid movement is history: it cannot be deleted.
    expect(await row.getByRole('button', { name: /^Eliminar/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Gastos' }).click();
    await page.getByText('No hay gastos registrados').waitFor();
    await page.getByRole('button', { name: 'Todas' }).click();
    await rows(page).first().waitFor();
    await accessibleAtBothWidths(page, 'prepaids');
  });

  it('a cancelled top-up leaves no pending movement', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    await startTopUp(page, '100');
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes('/api/v1/prepaid/'),
    );
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByTestId('top-up-cancelled').waitFor();
    expect(await page.getByTestId('top-up-cancelled').innerText()).toContain('Pago cancelado');
    expect((await deleted).status()).toBe(200);
    // The form is there again, for another try.
    await page.getByRole('textbox', { name: 'Monto a abonar (MXN)' }).waitFor();

    await visit(page, '/prepaids');
    await rows(page).first().waitFor();
    expect(await page.getByText('Pendiente', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('summary-pending').getByTestId('summary-amount').innerText()).toBe('$0.00');
  });

  it('a declined card says so and offers to try again; giving up drops the pending top-up', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    await startTopUp(page, '50');
    await approveInSandbox(page, 'Tarjeta rechazada');
    const declined = page.getByTestId('top-up-declined');
    await declined.waitFor({ timeout: 30_000 });
    expect(await declined.innerText()).toContain('La tarjeta fue rechazada');
    await page.getByRole('button', { name: 'Intentar de nuevo' }).waitFor();
    await expectAccessible(page);

    // Meanwhile the pending top-up shows as 'En proceso' and can be deleted there too.
    await visit(page, '/prepaids');
    expect(await page.getByTestId('summary-pending').getByTestId('summary-amount').innerText()).toBe(
      '$50.00',
    );
    const pending = rows(page).filter({ hasText: 'Pendiente' });
    expect(await pending.count()).toBe(1);
    await pending.getByRole('button', { name: /^Eliminar movimiento/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar movimiento' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('summary-pending').getByText('$0.00').waitFor();
    expect(await rows(page).filter({ hasText: 'Pendiente' }).count()).toBe(0);
  });

  it("staff credit from Usuarios shows in that client's Monedero", async () => {
    // A client: an Operativo's screens show no amount, its balance included.
    const credited = await createUser({ rol: 'client' });
    const staff = await demoSession('superadmin');
    const page = await openPage(browser, { storage: storageFor(staff) });
    await visit(page, '/users');
    await searchUsers(page, credited.email);
    const row = page.getByTestId('user-row').filter({ hasText: credited.email });
    await row.getByTestId('user-wallet').filter({ hasText: '$0.00' }).waitFor();
    await row.getByRole('button', { name: 'Abonar al monedero de Prueba Automatizada' }).click();

    const dialog = page.getByRole('dialog', { name: 'Abonos' });
    await dialog.getByRole('button', { name: 'Abonar' }).click();
    await dialog.getByText('Indica la cantidad a abonar.').waitFor();
    await dialog.getByRole('textbox', { name: 'Cantidad a abonar' }).fill('abc');
    await dialog.getByText('El monto debe ser un número.').waitFor();
    await dialog.getByRole('textbox', { name: 'Cantidad a abonar' }).fill('75.25');
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Bonificación de prueba');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Abonar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByTestId('user-wallet').filter({ hasText: '$75.25' }).waitFor();

    // The credited user sees it in the wallet, with the reason.
    const session = await signIn(credited.email, credited.password);
    const own = await openPage(browser, { storage: storageFor(session) });
    await own.goto('/dashboard');
    await balanceCard(own).filter({ hasText: '$75.25' }).waitFor();
  });

  it('a client sees no Abonos action on Usuarios', async () => {
    const page = await openPage(browser, { storage: storageFor(await demoSession('client')) });
    await visit(page, '/users');
    await page.getByTestId('users-list').waitFor();
    expect(await page.getByRole('button', { name: /^Abonar/ }).count()).toBe(0);
  });
});
