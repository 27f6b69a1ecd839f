import { Messages, type SavedAddressDto } from '@envios/contracts';
import { api, createUser, signIn, type Session } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, storageFor, visit } from './support/app';

jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh user (role user) with no saved addresses, signed in. */
async function freshUser(): Promise<Session> {
  const user = await createUser();
  return signIn(user.email, user.password);
}

const savedAddresses = async (session: Session): Promise<SavedAddressDto[]> =>
  (await api('GET', `/locations-user?user=${session.id}`, { token: session.token })).body.docs;

/** The rows once the list has settled on `count` of them (a search or page change re-renders it). */
async function rowsSettleAt(page: Page, count: number): Promise<number> {
  const rows = page.getByTestId('address-row');
  const deadline = Date.now() + 5_000;
  while ((await rows.count()) !== count && Date.now() < deadline) await page.waitForTimeout(50);
  return rows.count();
}

const rowOf = (page: Page, text: string) => page.getByTestId('address-row').filter({ hasText: text });

async function pickPostalCode(page: Page, code: string, colony: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Código postal' }).fill(code);
  await page.getByRole('option', { name: new RegExp(`${code} · ${colony}`) }).click();
}

describe('saved addresses (Direcciones guardadas)', () => {
  // One account for the file; each test starts and ends with no saved addresses.
  let session: Session;
  beforeAll(async () => {
    session = await freshUser();
  });
  afterEach(async () => {
    for (const address of await savedAddresses(session)) {
      await api('DELETE', `/locations-user/${address._id}`, { token: session.token });
    }
  });

  it('creates, edits and deletes an address; the postal code fills colony, city and country', async () => {
    const page = await openPage(browser, { storage: storageFor(session) });
    await visit(page, '/addresses');
    await page.getByText(Messages.addresses.empty).waitFor();

    await page.getByRole('button', { name: 'Nueva dirección' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear nueva dirección de envío' });
    await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
    await page.getByText(Messages.incomplete.message).first().waitFor();
    await page.getByText(Messages.incomplete.title).first().waitFor();

    await dialog.getByRole('textbox', { name: 'Nombre y apellidos' }).fill('Laura Méndez');
    await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('5598765432');
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('laura@ejemplo.mx');
    await dialog.getByRole('textbox', { name: 'Calle' }).fill('Orizaba');
    await dialog.getByRole('textbox', { name: 'Número exterior' }).fill('45');
    await dialog.getByRole('textbox', { name: 'Número interior' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Referencia' }).fill('Portón verde');
    await pickPostalCode(page, '06700', 'Roma Norte');
    const colony = dialog.getByRole('textbox', { name: 'Colonia' });
    expect(await colony.inputValue()).toBe('Roma Norte');
    expect(await colony.isDisabled()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Ciudad' }).inputValue()).toBe('Ciudad de México');
    expect(await dialog.getByRole('textbox', { name: 'País' }).inputValue()).toBe('MX');
    await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = rowOf(page, 'Laura Méndez');
    await row.waitFor();
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(cells.slice(0, 9)).toEqual([
      'Laura Méndez',
      '5598765432',
      'laura@ejemplo.mx',
      'Orizaba, 45, 2',
      'Portón verde',
      'Roma Norte',
      'Ciudad de México',
      '06700',
      'MX',
    ]);
    const [stored] = await savedAddresses(session);
    expect(stored).toMatchObject({
      name: 'Laura Méndez',
      street: 'Orizaba',
      number: '45',
      intNumber: '2',
      colony: 'Roma Norte',
      postal_code: '06700',
      state_short: 'CDMX',
    });

    // Edit: the modal opens with the stored values; a new postal code moves the address.
    await row.getByRole('button', { name: 'Editar Laura Méndez' }).click();
    const editing = page.getByRole('dialog', { name: 'Editar dirección' });
    expect(await editing.getByRole('textbox', { name: 'Calle' }).inputValue()).toBe('Orizaba');
    expect(await editing.getByRole('textbox', { name: 'Código postal' }).inputValue()).toContain(
      '06700 · Roma Norte',
    );
    await editing.getByRole('textbox', { name: 'Calle' }).fill('Padre Mier');
    await editing.getByRole('textbox', { name: 'Número interior' }).fill('');
    await pickPostalCode(page, '64000', 'Monterrey Centro');
    expect(await editing.getByRole('textbox', { name: 'Ciudad' }).inputValue()).toBe('Monterrey');
    await editing.getByRole('button', { name: 'Guardar dirección' }).click();
    await editing.waitFor({ state: 'hidden' });
    await rowOf(page, 'Padre Mier, 45').waitFor();
    const edited = (await rowOf(page, 'Laura Méndez').locator('td').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(edited.slice(3, 8)).toEqual([
      'Padre Mier, 45',
      'Portón verde',
      'Monterrey Centro',
      'Monterrey',
      '64000',
    ]);
    const [updated] = await savedAddresses(session);
    expect(updated).toMatchObject({
      _id: stored._id,
      street: 'Padre Mier',
      intNumber: null,
      colony: 'Monterrey Centro',
      state_short: 'NL',
    });

    // Delete asks first; cancelling keeps it.
    await rowOf(page, 'Laura Méndez').getByRole('button', { name: 'Eliminar Laura Méndez' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar dirección' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await savedAddresses(session)).toHaveLength(1);
    await rowOf(page, 'Laura Méndez').getByRole('button', { name: 'Eliminar Laura Méndez' }).click();
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByText(Messages.addresses.empty).waitFor();
    expect(await savedAddresses(session)).toEqual([]);
    await page.context().close();
  });

  it('pages ten at a time in the browser and searches every column', async () => {
    for (let i = 1; i <= 12; i++) {
      const r = await api('POST', '/locations-user', {
        token: session.token,
        body: {
          name: `Sucursal ${String(i).padStart(2, '0')}`,
          phone: '5511112222',
          email: `sucursal${i}@ejemplo.mx`,
          street: i === 7 ? 'Calzada Especial' : 'Colima',
          number: String(i),
          postal_code: i % 2 ? '06700' : '64000',
          colony: i % 2 ? 'Roma Norte' : 'Monterrey Centro',
        },
      });
      expect(r.status).toBe(201);
    }
    const page = await openPage(browser, { storage: storageFor(session) });
    await visit(page, '/addresses');
    await page.getByTestId('address-row').first().waitFor();
    expect(await rowsSettleAt(page, 10)).toBe(10);
    await page.getByRole('button', { name: 'Página 2' }).click();
    expect(await rowsSettleAt(page, 2)).toBe(2);

    await page.getByRole('textbox', { name: 'Buscar direcciones' }).fill('calzada especial');
    expect(await rowsSettleAt(page, 1)).toBe(1);
    expect(await page.getByTestId('address-row').innerText()).toContain('Sucursal 07');
    await page.getByRole('textbox', { name: 'Buscar direcciones' }).fill('monterrey');
    expect(await rowsSettleAt(page, 6)).toBe(6);
    await page.getByRole('textbox', { name: 'Buscar direcciones' }).fill('ninguna coincidencia');
    await page.getByText(Messages.addresses.empty).waitFor();

    await page.context().close();
  });

  it('shows cards on a 375 px phone, without sideways scrolling', async () => {
    await api('POST', '/locations-user', {
      token: session.token,
      body: {
        name: 'Casa',
        phone: '5511112222',
        email: 'casa@ejemplo.mx',
        street: 'Colima',
        number: '1',
        postal_code: '06700',
        colony: 'Roma Norte',
      },
    });
    const page = await openPage(browser, {
      storage: storageFor(session),
      viewport: { width: 375, height: 740 },
    });
    await visit(page, '/addresses');
    const card = page.getByTestId('address-card');
    await card.waitFor();
    expect(await card.innerText()).toContain('Roma Norte, Ciudad de México, C.P. 06700, MX');
    expect(await page.getByTestId('addresses-table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
