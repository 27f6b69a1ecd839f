import { Messages } from '@envios/contracts';
import { api, createUser, demoSession, eventually, uniqueEmail } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  readStorage,
  searchUsers,
  signedInAs,
  signInThroughForm,
  visit,
  waitForHeading,
  waitForPath,
} from './support/app';

jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headers = async (page: Page) =>
  (await page.getByTestId('users-table').locator('thead th').allInnerTexts()).map((text) => text.trim());

describe('users screen columns by role', () => {
  it('shows the Tarifa column to sales', async () => {
    const page = await openPage(browser, { storage: await signedInAs('sales') });
    await visit(page, '/users');
    await page.getByTestId('users-table').waitFor();
    expect(await headers(page)).toEqual([
      'Nombre',
      'Apellidos',
      'Correo',
      'Teléfono',
      'Monedero',
      'Tarifa',
      'Rol',
      'Estatus',
      'Acciones',
    ]);
    await page.context().close();
  });

  it('hides the Tarifa column from a client, which sees only its own users', async () => {
    const client = await demoSession('client');
    const own = await api('GET', `/client/${client.id}/users`, { token: client.token });
    const page = await openPage(browser, { storage: await signedInAs('client') });
    await visit(page, '/users');
    await page.getByTestId('users-table').waitFor();
    expect(await headers(page)).toEqual([
      'Nombre',
      'Apellidos',
      'Correo',
      'Teléfono',
      'Monedero',
      'Rol',
      'Estatus',
      'Acciones',
    ]);
    const total = await page.getByTestId('user-stat').first().innerText();
    expect(total).toContain(String(own.body.users.length));
    await page.context().close();
  });
});

describe('users screen as superadmin', () => {
  let page: Page;
  beforeEach(async () => {
    page = await openPage(browser, { storage: await signedInAs('superadmin') });
    await visit(page, '/users');
    await page.getByTestId('users-table').waitFor();
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('shows the counts of the API in the cards and pages with Anterior / numbers / Siguiente', async () => {
    // At least three pages, whatever else runs meanwhile (other tests add users in parallel).
    const { token } = await demoSession('superadmin');
    const now = await api('GET', '/users?page=1&limit=10', { token });
    await Promise.all(Array.from({ length: Math.max(0, 21 - now.body.counts.total) }, () => createUser()));

    // The screen against the very answers it received.
    const listAnswer = (pageNumber: number) =>
      page
        .waitForResponse(
          (r) =>
            /\/api\/v1\/users\?/.test(r.url()) &&
            new URL(r.url()).searchParams.get('page') === String(pageNumber),
        )
        .then((r) => r.json());
    const firstAnswer = listAnswer(1);
    await page.reload();
    const first = await firstAnswer;
    await page.getByTestId('users-table').waitFor();
    const cards = await page.getByTestId('user-stat').allInnerTexts();
    expect(cards.map((card) => card.replace(/\s+/g, ' ').trim())).toEqual([
      `Total ${first.counts.total}`,
      `Activos ${first.counts.active}`,
      `Bloqueados ${first.counts.blocked}`,
    ]);
    expect(first.docs).toHaveLength(10);
    expect(await page.getByTestId('user-row').count()).toBe(10);

    const pager = page.getByRole('navigation', { name: 'Paginación' });
    expect(await pager.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    expect(
      await pager.getByRole('button', { name: 'Página 1', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    const secondAnswer = listAnswer(2);
    await pager.getByRole('button', { name: 'Siguiente' }).click();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Página 2"]')?.getAttribute('aria-current') === 'page',
    );
    const second = await secondAnswer;
    await page.getByTestId('user-row').first().getByText(second.docs[0].email).waitFor();

    const last = second.totalPages;
    await pager.getByRole('button', { name: `Página ${last}`, exact: true }).click();
    await page.waitForFunction(
      (n) => document.querySelector(`[aria-label="Página ${n}"]`)?.getAttribute('aria-current') === 'page',
      last,
    );
    expect(await pager.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
  });

  it('searches on the server and highlights the match; an unmatched search shows the empty text', async () => {
    const user = await createUser();
    const term = user.email.split('@')[0];
    await searchUsers(page, term);
    await page.getByTestId('user-row').filter({ hasText: user.email }).waitFor();
    expect(await page.getByTestId('user-row').count()).toBe(1);
    expect(await page.getByTestId('user-row').locator('mark').allInnerTexts()).toEqual([term]);

    await searchUsers(page, 'zz-nadie-coincide-zz');
    await page.getByText('Ningún usuario coincide con la búsqueda.').waitFor();
    expect(await page.getByText(Messages.users.empty).count()).toBe(0);
  });

  it("creates a user with 'Nuevo usuario' after showing the required-field messages", async () => {
    const email = uniqueEmail('n');
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await dialog.getByText('Selecciona un tipo de usuario.').waitFor();
    await dialog.getByText(Messages.validation.firstName).waitFor();

    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Nicolás');
    await dialog.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Nuevo');
    await dialog.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('5544332211');
    await dialog.getByRole('textbox', { name: 'Correo', exact: true }).fill(email);
    await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Clave123');
    await dialog.getByRole('textbox', { name: 'Tipo de Usuario / Tarifa' }).click();
    await page.getByRole('option', { name: /^PyME/ }).click();
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Usuario creado').waitFor();

    await searchUsers(page, email);
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await row.waitFor();
    await row.getByTestId('user-wallet').filter({ hasText: '$0.00' }).waitFor();
    // Text content: the badge is shown in capitals by CSS.
    const cells = (await row.locator('td').allTextContents()).map((cell) => cell.trim());
    expect(cells.slice(0, 8)).toEqual([
      'Nicolás',
      'Nuevo',
      email,
      '5544332211',
      '$0.00',
      'PyME (18%)',
      'Operativo',
      'Activo',
    ]);
  });

  it("edits a user with 'Editar usuario': role and tariff selects are there, the list refreshes", async () => {
    const user = await createUser();
    await searchUsers(page, user.email);
    const row = page.getByTestId('user-row').filter({ hasText: user.email });
    await row.getByRole('button', { name: 'Editar a Prueba Automatizada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
    expect(await dialog.getByRole('textbox', { name: 'Rol' }).inputValue()).toBe('Operativo');
    // The tariff select fills in once GET /tipoUsuario answers.
    const tariff = dialog.getByRole('textbox', { name: 'Tipo de Usuario / Tarifa' });
    await eventually(async () => (await tariff.inputValue()) !== '', { what: 'the tariff select to load' });
    expect(await tariff.inputValue()).toBe('Público general (35%)');
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Editada');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Editada', { exact: true }).waitFor();
    // An empty password kept the old one.
    const login = await api('POST', '/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
  });
});

describe('users screen on a 1280 px laptop', () => {
  it('fits the table beside the sidebar: every column, whole status badges and the actions visible', async () => {
    // A pending sign-up (the longest badge) and a 'Compras/Administración' (the longest role).
    const { token } = await demoSession('superadmin');
    const pending = await api('POST', '/users', {
      body: {
        firstName: 'Pendiente',
        lastName: 'De Aprobación',
        email: uniqueEmail('p'),
        phone: '5511112222',
        password: 'Clave1234',
        rol: 'user',
      },
    });
    expect(pending.status).toBe(201);
    const admin = await createUser({ rol: 'admin' });
    const blocked = await createUser();
    expect((await api('PUT', `/users/${blocked.id}`, { token, body: { active: false } })).status).toBe(200);

    const page = await openPage(browser, {
      storage: await signedInAs('superadmin'),
      viewport: { width: 1280, height: 800 },
    });
    await visit(page, '/users');
    const table = page.getByTestId('users-table');
    await table.getByText(admin.email).waitFor();
    const area = await table.evaluate((element) => {
      const box = element.parentElement!.getBoundingClientRect();
      return {
        left: box.left,
        right: box.right,
        scroll: element.parentElement!.scrollWidth,
        width: element.parentElement!.clientWidth,
      };
    });
    expect(area.scroll).toBeLessThanOrEqual(area.width);

    const cells = table.locator('thead th, tbody tr:first-child td, tbody tr:first-child button');
    for (const box of await cells.evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { text: element.textContent, left: rect.left, right: rect.right };
      }),
    )) {
      expect({ ...box, inside: box.left >= area.left - 1 && box.right <= area.right + 1 }).toMatchObject({
        inside: true,
      });
    }
    const statuses = await table.locator('.mantine-Badge-label').evaluateAll((labels) =>
      labels.map((label) => ({
        text: label.textContent,
        clipped: label.scrollWidth > label.clientWidth + 1,
      })),
    );
    expect(statuses.map((status) => status.text)).toEqual(
      expect.arrayContaining(['Activo', 'Bloqueado', 'Pendiente de aprobación']),
    );
    expect(statuses.filter((status) => status.clipped)).toEqual([]);
    await page.context().close();
  });
});

describe('users and clients screens on a 375 px phone', () => {
  it('show cards instead of wide tables, without horizontal scrolling', async () => {
    const page = await openPage(browser, {
      storage: await signedInAs('superadmin'),
      viewport: { width: 375, height: 740 },
    });
    await visit(page, '/users');
    await page.getByTestId('user-cards').waitFor();
    expect(await page.getByTestId('users-table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const client = await demoSession('client');
    await visit(page, '/clients');
    await page.getByRole('textbox', { name: 'Seleccionar Cliente' }).fill('cliente@envios.mx');
    await page.getByRole('option', { name: /cliente@envios\.mx/ }).click();
    await page.getByTestId('assigned-user').first().waitFor();
    const own = await api('GET', `/client/${client.id}/users`, { token: client.token });
    expect(await page.getByTestId('assigned-user').count()).toBe(own.body.users.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});

describe('users screen as sales', () => {
  it('offers no edit, block or activate on a superadmin account (only a superadmin manages one)', async () => {
    const page = await openPage(browser, { storage: await signedInAs('sales') });
    await visit(page, '/users');
    await searchUsers(page, 'superadmin@envios.mx');
    const row = page.getByTestId('user-row').filter({ hasText: 'superadmin@envios.mx' });
    await row.waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    await page.context().close();
  });

  it('edits without role and tariff selects', async () => {
    const user = await createUser();
    const page = await openPage(browser, { storage: await signedInAs('sales') });
    await visit(page, '/users');
    await searchUsers(page, user.email);
    await page
      .getByTestId('user-row')
      .filter({ hasText: user.email })
      .getByRole('button', { name: /^Editar a/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
    await dialog.getByRole('button', { name: 'Guardar cambios' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Rol' }).count()).toBe(0);
    expect(await dialog.getByRole('textbox', { name: 'Tipo de Usuario / Tarifa' }).count()).toBe(0);
    await page.context().close();
  });

  it('blocks a user, whose open session then fails on its next API call and lands on /signin', async () => {
    const user = await createUser();
    const userPage = await openPage(browser);
    await signInThroughForm(userPage, user.email, user.password);

    const page = await openPage(browser, { storage: await signedInAs('sales') });
    await visit(page, '/users');
    await searchUsers(page, user.email);
    const row = page.getByTestId('user-row').filter({ hasText: user.email });
    await row.getByRole('button', { name: 'Bloquear a Prueba Automatizada' }).click();
    await row.getByText('Bloqueado', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Activar a Prueba Automatizada' }).waitFor();

    // Coming back to the tab refetches the signed-in user: the server answers 401.
    const refetch = userPage.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/users/${user.id}`),
    );
    await userPage.evaluate(() => window.dispatchEvent(new Event('focus')));
    expect((await refetch).status()).toBe(401);
    await waitForPath(userPage, '/signin');
    await waitForHeading(userPage, 'Iniciar sesión');
    expect(await readStorage(userPage)).toEqual({ local: {}, sessionActive: null });

    await Promise.all([page.context().close(), userPage.context().close()]);
  });
});
