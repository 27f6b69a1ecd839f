import { Messages, type CredentialDto } from '@envios/contracts';
import { api, demoSession } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, signedInAs, visit } from './support/app';

jest.setTimeout(60_000);

// EPAK only: the shared stack's FEDEX integration is used by other tests, and the API tests use ENTREGA.
const NAME = 'EPAK';
const TOKEN = 'epak-token-Secreto-4821';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await removeEpak();
});
afterAll(async () => {
  await removeEpak();
  await browser?.close();
});

async function removeEpak() {
  const { token } = await demoSession('superadmin');
  await api('DELETE', `/credential/${NAME}`, { token });
}

async function storedEpak(): Promise<CredentialDto | undefined> {
  const { token } = await demoSession('superadmin');
  const r = await api('GET', '/credential', { token });
  return (r.body as CredentialDto[]).find((credential) => credential.name === NAME);
}

const card = (page: Page, name: string) => page.getByTestId('integration-card').filter({ hasText: name });

/** 'Label: value' lines of a card's keys. */
const cardKeys = async (page: Page, name: string) =>
  (await card(page, name).getByTestId('integration-keys').locator('div').allInnerTexts()).map((line) =>
    line.replace(/\s+/g, ' ').trim(),
  );

describe('integrations (Integraciones)', () => {
  it('creates an EPAK configuration whose secret comes back masked, edits it keeping the secret, and deletes it after confirming', async () => {
    const page = await openPage(browser, { storage: await signedInAs('superadmin') });
    await visit(page, '/integrations');
    await card(page, 'FEDEX').waitFor();

    await page.getByRole('button', { name: 'Nueva configuración' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Configuración' });
    // FEDEX already has a configuration: it cannot be created twice.
    await dialog.getByRole('textbox', { name: 'Paquetería' }).click();
    await page.getByRole('option', { name: NAME }).waitFor();
    expect(await page.getByRole('option', { name: 'FEDEX' }).count()).toBe(0);
    await page.getByRole('option', { name: NAME }).click();
    expect(await dialog.getByLabel('Token').count()).toBe(1);
    expect(await dialog.getByRole('textbox', { name: 'URL' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Falta la llave token.').waitFor();
    expect(await storedEpak()).toBeUndefined();

    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://api.epak.example.mx/v1');
    await dialog.getByLabel('Token').fill(TOKEN);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card(page, NAME).waitFor();
    // Badges are upper-cased by CSS only: read the text itself.
    const created = (await card(page, NAME).textContent()) ?? '';
    expect(created).toContain('Activo');
    expect(created).not.toContain('Inactivo');
    expect(created).toContain('Pruebas (test)');
    expect(created).toMatch(/Última actualización: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(await cardKeys(page, NAME)).toEqual([
      'Token: ••••••••4821',
      'URL: https://api.epak.example.mx/v1',
    ]);
    expect(await page.locator('body').innerText()).not.toContain(TOKEN);
    expect((await storedEpak())?.keys.test).toEqual({
      token: '••••••••4821',
      url: 'https://api.epak.example.mx/v1',
    });

    // Editing shows the masked secret as returned; sending it back unchanged keeps the stored one.
    await card(page, NAME)
      .getByRole('button', { name: `Editar ${NAME}` })
      .click();
    const editing = page.getByRole('dialog', { name: 'Editar Configuración' });
    expect(await editing.getByLabel('Token').inputValue()).toBe('••••••••4821');
    expect(await editing.getByRole('textbox', { name: 'Paquetería' }).isDisabled()).toBe(true);
    await editing.getByRole('checkbox', { name: 'Activo' }).uncheck();
    await editing.getByRole('textbox', { name: 'URL' }).fill('https://api.epak.example.mx/v2');
    await editing.getByRole('button', { name: 'Guardar' }).click();
    await editing.waitFor({ state: 'hidden' });
    await card(page, NAME).getByText('Inactivo', { exact: true }).waitFor();
    expect(await cardKeys(page, NAME)).toEqual([
      'Token: ••••••••4821',
      'URL: https://api.epak.example.mx/v2',
    ]);
    expect(await storedEpak()).toMatchObject({
      active: false,
      keys: { test: { token: '••••••••4821', url: 'https://api.epak.example.mx/v2' } },
    });

    // Delete asks first; cancelling keeps it.
    await card(page, NAME)
      .getByRole('button', { name: `Eliminar ${NAME}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar configuración' });
    await confirm.getByText(Messages.integrations.confirmDelete).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await storedEpak()).toBeDefined();
    await card(page, NAME)
      .getByRole('button', { name: `Eliminar ${NAME}` })
      .click();
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await card(page, NAME).waitFor({ state: 'detached' });
    expect(await storedEpak()).toBeUndefined();
    await card(page, 'FEDEX').waitFor();
    await page.context().close();
  });

  it('lets a client in to its own integrations, and sends sales back to the dashboard', async () => {
    const client = await openPage(browser, { storage: await signedInAs('client') });
    await visit(client, '/integrations');
    // The client manages its own carrier accounts (the API tests give the demo client one at times);
    // the platform's are never listed to it.
    await client.getByRole('button', { name: 'Nueva configuración' }).waitFor();
    await client.getByRole('heading', { name: 'Integraciones' }).waitFor();
    await client.context().close();

    const sales = await openPage(browser, { storage: await signedInAs('sales') });
    const { path } = await visit(sales, '/integrations');
    expect(path).toBe('/dashboard');
    await sales.context().close();
  });
});
