import type { ApiKeyDto, CreatedApiKey } from '@envios/contracts';
import {
  api,
  createUser,
  e2eBaseUrl,
  rawRequest,
  signIn,
  type FreshUser,
  type Session,
} from '@envios/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { accessibleAtBothWidths, expectAccessible } from './support/accessibility';
import { launchBrowser, openPage, signedInAs, storageFor, visit, waitForPath } from './support/app';

jest.setTimeout(90_000);

const RATES_REQUEST = {
  origin: { postal_code: '06700' },
  destination: { postal_code: '64000' },
  parcels: [{ weight: 1, length: 20, width: 15, height: 10 }],
};

/** POST /api/v2/rates with an API key, as an integration calls the running BFF. */
const quoteWith = (key: string) =>
  rawRequest(e2eBaseUrl(), 'POST', '/api/v2/rates', { token: key, body: RATES_REQUEST });

const rowOf = (page: Page, name: string) => page.getByTestId('api-key-row').filter({ hasText: name });

/** The permission badges of a row; they are upper-cased by CSS only: read the text itself. */
const scopesOf = (row: Locator) => row.getByTestId('api-key-scope').allTextContents();

let browser: Browser;
// A client of its own: its list starts empty and its keys are only this file's.
let account: FreshUser;
let client: Session;
const keysToRevoke: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  account = await createUser({ rol: 'client' });
  client = await signIn(account.email, account.password);
});
afterAll(async () => {
  for (const id of keysToRevoke) await api('DELETE', `/api-keys/${id}`, { token: client.token });
  await browser?.close();
});

describe('API y Webhooks (public API keys)', () => {
  it('creates a key shown once, uses it against /api/v2, and revokes it from the list', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    // From the account menu of the top bar.
    await visit(page, '/dashboard');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'API y Webhooks' }).click();
    await waitForPath(page, '/developers');
    await page.getByText('Aún no tienes claves de API.').waitFor();
    expect(await page.title()).toBe('API y Webhooks · Envíos MX');
    await expectAccessible(page);

    // The guide's examples call this same server.
    const origin = new URL(page.url()).origin;
    const guide = page.getByRole('region', { name: 'Integra en 10 minutos' });
    expect(await guide.textContent()).toContain(`curl -X POST ${origin}/api/v2/rates`);
    expect(await guide.getByRole('link', { name: `${origin}/api/v2/openapi.json` }).count()).toBe(1);

    await page.getByRole('button', { name: 'Nueva clave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
    const permissions = dialog.getByRole('group', { name: 'Permisos' });
    // Every permission starts checked; this key only quotes and tracks.
    expect(await permissions.getByRole('checkbox', { checked: true }).count()).toBe(6);
    for (const label of ['Envíos', 'Pagos', 'Guías (etiquetas)', 'Webhooks']) {
      await permissions.getByRole('checkbox', { name: label, exact: true }).uncheck();
    }
    await dialog.getByRole('button', { name: 'Crear clave' }).click();
    await dialog.getByText('Ponle un nombre a la clave.').waitFor();
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('ERP bodega');
    await dialog.getByRole('button', { name: 'Crear clave' }).click();

    const created = page.getByRole('dialog', { name: 'Clave creada' });
    await created.getByText('Guárdala ahora: no volverás a verla.').waitFor();
    const key = await created.getByRole('textbox', { name: 'Clave de API' }).inputValue();
    expect(key).toMatch(/^envmx_live_[\w-]{32,}$/);
    expect(await created.getByRole('button', { name: 'Copiar' }).count()).toBe(1);
    await expectAccessible(page);
    await created.getByRole('button', { name: 'Listo' }).click();
    await created.waitFor({ state: 'hidden' });

    const row = rowOf(page, 'ERP bodega');
    await row.waitFor();
    const listed = (await api<{ docs: ApiKeyDto[] }>('GET', '/api-keys', { token: client.token })).body.docs;
    expect(listed.map((apiKey) => [apiKey.name, apiKey.scopes, apiKey.mode])).toEqual([
      ['ERP bodega', ['rates', 'tracking'], 'live'],
    ]);
    keysToRevoke.push(listed[0]._id);
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain(`${key.slice(0, 'envmx_live_'.length + 4)}…`);
    expect(rowText).toContain('Nunca');
    expect(rowText).toContain('Activa');
    expect(await scopesOf(row)).toEqual(['Cotizar', 'Rastreo']);
    // The key itself is never shown again.
    expect(await page.locator('body').innerText()).not.toContain(key);
    await accessibleAtBothWidths(page, 'developers-client');

    const quoted = await quoteWith(key);
    expect([quoted.status, quoted.body?.code]).toEqual([200, undefined]);
    expect(Array.isArray(quoted.body.data)).toBe(true);

    // Revoking asks first; the row stays, revoked, without the button.
    await row.getByRole('button', { name: 'Revocar ERP bodega' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revocar clave' });
    await confirm
      .getByText(
        '¿Revocar la clave «ERP bodega»? Las integraciones que la usan dejarán de funcionar en un segundo.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Revocar', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Revocada', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /Revocar/ }).count()).toBe(0);

    // Every replica of the BFF refuses it within a second.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const refused = await quoteWith(key);
    expect([refused.status, refused.body?.code]).toEqual([401, 'API_KEY.INVALID']);
    await page.context().close();
  });

  it('lets the admin read the keys of every account without managing them, and sends an Operativo back to the dashboard', async () => {
    const made = await api<CreatedApiKey>('POST', '/api-keys', {
      token: client.token,
      body: { name: 'Tienda en línea', scopes: ['rates', 'shipments'] },
    });
    expect(made.status).toBe(201);
    keysToRevoke.push(made.body._id);

    const admin = await openPage(browser, { storage: await signedInAs('admin') });
    const { path, heading } = await visit(admin, '/developers');
    expect([path, heading]).toEqual(['/developers', 'API y Webhooks']);
    const row = rowOf(admin, 'Tienda en línea').filter({ hasText: account.email });
    await row.waitFor();
    expect(await scopesOf(row)).toEqual(['Cotizar', 'Envíos']);
    expect(await admin.getByRole('columnheader', { name: 'Cuenta' }).count()).toBe(1);
    expect(await admin.getByRole('button', { name: 'Nueva clave' }).count()).toBe(0);
    expect(await admin.getByRole('button', { name: /Revocar/ }).count()).toBe(0);
    await accessibleAtBothWidths(admin, 'developers-admin');
    await admin.context().close();

    const operativo = await openPage(browser, { storage: await signedInAs('user') });
    expect((await visit(operativo, '/developers')).path).toBe('/dashboard');
    await operativo.getByTestId('account-menu').click();
    await operativo.getByRole('menuitem', { name: 'Configuración' }).waitFor();
    expect(await operativo.getByRole('menuitem', { name: 'API y Webhooks' }).count()).toBe(0);
    await operativo.context().close();
  });
});
