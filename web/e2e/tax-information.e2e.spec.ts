import { api, createUser, signIn, type Session } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { accessibleAtBothWidths, expectAccessible, screenshot } from './support/accessibility';
import {
  launchBrowser,
  openPage,
  searchUsers,
  storageFor,
  visit,
  waitForHeading,
  waitForPath,
} from './support/app';

jest.setTimeout(90_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: false });

async function choose(page: Page, select: string, option: RegExp) {
  await field(page, select).click();
  await page.getByRole('option', { name: option }).click();
}

/** The Spanish message Mantine shows under a field (its aria-describedby error). */
const errorOf = (page: Page, name: string) =>
  field(page, name).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    return ids
      .map((id) => document.getElementById(id))
      .filter((el) => el && el.id.endsWith('-error'))
      .map((el) => el!.textContent)
      .join(' ');
  });

describe('Datos de facturación', () => {
  let client: Session;
  beforeAll(async () => {
    const u = await createUser({ rol: 'client' });
    client = await signIn(u.email, u.password);
  });

  it('refuses a bad RFC at the field, saves a good one and keeps it after a reload', async () => {
    const page = await openPage(browser, { storage: storageFor({ ...client, rol: 'client' }) });
    await visit(page, '/dashboard');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Datos de facturación' }).click();
    await waitForPath(page, '/billing/tax-information');
    await waitForHeading(page, 'Datos de facturación');
    await page.getByText('Aún no tienes datos de facturación').waitFor();

    // A check digit that does not match: the form says so at the RFC, before anything is sent.
    await field(page, 'RFC').fill('EKU9003173C8');
    await field(page, 'Código postal fiscal').focus();
    await page.getByText(/RFC inválido: el dígito verificador/).waitFor();
    expect(await errorOf(page, 'RFC')).toMatch(/el dígito verificador \(el último carácter\) no corresponde/);
    await expectAccessible(page);
    await screenshot(page, 'tax-information-bad-rfc');

    await field(page, 'RFC').fill('eku9003173c9');
    expect(await errorOf(page, 'RFC')).toBe('');
    await page.getByText('Persona moral', { exact: true }).waitFor();
    await field(page, 'Nombre o razón social').fill('Escuela Kemper Urgate');
    await choose(page, 'Régimen fiscal', /^601 - General de Ley Personas Morales/);
    await choose(page, 'Uso del CFDI', /^G03 - Gastos en general/);
    // A postal code only SEPOMEX can refuse: the server's message lands at the field.
    await field(page, 'Código postal fiscal').fill('00001');
    await page.getByRole('radio', { name: 'Mensual' }).check();
    await page.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await page.getByText('El código postal 00001 no existe en el catálogo de SEPOMEX.').first().waitFor();
    expect(await errorOf(page, 'Código postal fiscal')).toBe(
      'El código postal 00001 no existe en el catálogo de SEPOMEX.',
    );
    expect((await api('GET', `/users/${client.id}/tax-information`, { token: client.token })).status).toBe(
      404,
    );

    await field(page, 'Código postal fiscal').fill('06700');
    await page.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await page.getByText('Datos de facturación guardados').waitFor();
    await accessibleAtBothWidths(page, 'tax-information-saved');

    await page.reload();
    await waitForHeading(page, 'Datos de facturación');
    await field(page, 'Nombre o razón social').waitFor();
    expect(await field(page, 'RFC').inputValue()).toBe('EKU9003173C9');
    expect(await field(page, 'Nombre o razón social').inputValue()).toBe('ESCUELA KEMPER URGATE');
    expect(await field(page, 'Régimen fiscal').inputValue()).toMatch(/^601 - /);
    expect(await field(page, 'Uso del CFDI').inputValue()).toMatch(/^G03 - /);
    expect(await field(page, 'Código postal fiscal').inputValue()).toBe('06700');
    expect(await page.getByRole('radio', { name: 'Mensual' }).isChecked()).toBe(true);
    await expect(page.getByText('Aún no tienes datos de facturación').count()).resolves.toBe(0);

    const saved = await api('GET', `/users/${client.id}/tax-information`, { token: client.token });
    expect(saved.body).toMatchObject({
      rfc: 'EKU9003173C9',
      invoice_frequency: 'monthly',
      codigo_postal: '06700',
    });
    await page.context().close();
  });

  it("lets a client keep an assigned user's data from the users list's edit dialog", async () => {
    const assigned = await createUser({ clientId: client.id });
    const page = await openPage(browser, { storage: storageFor({ ...client, rol: 'client' }) });
    await visit(page, '/users');
    await searchUsers(page, assigned.email);
    await page.getByRole('button', { name: 'Editar a Prueba Automatizada' }).first().click();
    await page
      .getByRole('dialog', { name: 'Editar usuario' })
      .getByRole('link', { name: 'Datos de facturación' })
      .click();
    await waitForHeading(page, 'Datos de facturación');
    await page.getByText(`de Prueba Automatizada (${assigned.email})`).waitFor();
    await page.getByText('Aún no tiene datos de facturación').waitFor();

    await field(page, 'RFC').fill('CACX7605101P8');
    await field(page, 'Nombre o razón social').fill('Xochilt Casas Chavez');
    await choose(page, 'Régimen fiscal', /^612 - /);
    // A física with 612 is offered the personal deductions; a moral would not be.
    await choose(page, 'Uso del CFDI', /^D01 - Honorarios médicos/);
    await field(page, 'Código postal fiscal').fill('44100');
    await page.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await page.getByText('Datos de facturación guardados').waitFor();

    const saved = await api('GET', `/users/${assigned.id}/tax-information`, { token: client.token });
    expect(saved.body).toMatchObject({
      rfc: 'CACX7605101P8',
      razon_social: 'XOCHILT CASAS CHAVEZ',
      regimen_fiscal: '612',
      uso_cfdi: 'D01',
      invoice_frequency: 'payment',
      person_type: 'fisica',
    });
    await page.context().close();
  });
});
