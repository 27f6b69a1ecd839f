import { Messages, type QuoteResponse, type SavedAddressDto } from '@envios/contracts';
import { CARRIER_CODES, formatMXN, pesosToCentavos } from '@envios/domain';
import { api, createUser, demoSession, signIn, type Session } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, storageFor, visit } from './support/app';

jest.setTimeout(90_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh account that sees prices (Compras/Administración), signed in. */
async function freshBuyer(): Promise<Session> {
  const user = await createUser({ rol: 'admin' });
  return signIn(user.email, user.password);
}

async function saveAddress(session: Session, body: Record<string, string>): Promise<SavedAddressDto> {
  const r = await api('POST', '/locations-user', { token: session.token, body });
  if (r.status !== 201) throw new Error(`address not saved: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

const ROMA = {
  name: 'Bodega Roma',
  phone: '5512345678',
  email: 'bodega@ejemplo.mx',
  street: 'Colima',
  number: '120',
  postal_code: '06700',
  colony: 'Roma Norte',
};

/** Picks a saved address for a side of the quote form. */
async function chooseSavedAddress(page: Page, side: 'Origen' | 'Destino', name: string) {
  const group = page.getByRole('group', { name: side });
  await group
    .getByRole('textbox', { name: side === 'Origen' ? 'Dirección de origen' : 'Dirección de destino' })
    .click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

/** Switches a side to the postal-code search, types the code and picks the colony. */
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

async function fillParcel(
  page: Page,
  parcel: { length: string; width: string; height: string; weight: string },
) {
  await page.getByRole('textbox', { name: 'Largo (cm)' }).fill(parcel.length);
  await page.getByRole('textbox', { name: 'Ancho (cm)' }).fill(parcel.width);
  await page.getByRole('textbox', { name: 'Alto (cm)' }).fill(parcel.height);
  await page.getByRole('textbox', { name: 'Peso (kg)' }).fill(parcel.weight);
}

/** Submits the form and returns what POST /quoting answered, once the results are on screen. */
async function submitQuote(page: Page, resultsTestId = 'quote-options'): Promise<QuoteResponse> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/quoting') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  await page.getByTestId(resultsTestId).waitFor();
  return (await response.json()) as QuoteResponse;
}

const columnHeaders = async (page: Page) =>
  (await page.getByTestId('quote-options').locator('thead th').allInnerTexts()).map((text) => text.trim());

const carriersShown = async (page: Page, rowTestId = 'quote-option') =>
  [
    ...new Set(
      await page
        .getByTestId(rowTestId)
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-carrier'))),
    ),
  ].sort();

/** '$1,234.50' → 1234.5 (only to compare the order of what is shown). */
const pesosShown = async (page: Page) =>
  (await page.getByTestId('quote-price').allInnerTexts()).map((text) => Number(text.replace(/[$,\s]/g, '')));

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', which sorts as text. */
const datesShown = async (page: Page) =>
  (await page.getByTestId('quote-delivery').allInnerTexts()).map((text) =>
    text.trim().split('/').reverse().join('-'),
  );

/** Reads until the value passes the check (the list re-renders after a sort), or gives the last read. */
async function settled<T>(page: Page, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await page.waitForTimeout(50);
    value = await read();
  }
  return value;
}

const ascending = (values: (number | string)[]) =>
  values.every((value, i) => i === 0 || values[i - 1] <= value);
const descending = (values: (number | string)[]) =>
  values.every((value, i) => i === 0 || values[i - 1] >= value);

const sortState = (page: Page, column: string) =>
  page.getByRole('columnheader', { name: column }).getAttribute('aria-sort');

/** Clicks a sortable header and waits until it reports the expected direction. */
async function sortBy(page: Page, column: string, expected: 'ascending' | 'descending') {
  await page.getByRole('button', { name: column }).click();
  await page.locator(`th[aria-sort="${expected}"]`, { hasText: column }).waitFor();
}

describe('quote as a role that sees prices', () => {
  let buyer: Session;
  beforeAll(async () => {
    buyer = await freshBuyer();
  });
  afterAll(async () => {
    const token = buyer.token;
    const addresses = await api('GET', `/locations-user?user=${buyer.id}`, { token });
    for (const { _id } of addresses.body.docs) await api('DELETE', `/locations-user/${_id}`, { token });
    const profiles = await api('GET', `/packageProfileRoutes?userID=${buyer.id}`, { token });
    for (const { _id } of profiles.body.profiles)
      await api('DELETE', `/packageProfileRoutes/${_id}`, { token });
  });

  it('quotes from a saved address to a searched postal code, compares six carriers and sorts them', async () => {
    await saveAddress(buyer, ROMA);
    const page = await openPage(browser, { storage: storageFor(buyer) });
    await visit(page, '/dashboard/shipment/new');

    await chooseSavedAddress(page, 'Origen', 'Bodega Roma');
    expect(await page.getByTestId('quote-origin-place').innerText()).toBe(
      '06700 · Roma Norte · Ciudad de México, CDMX',
    );
    await choosePostalCode(page, 'Destino', '64000', 'Monterrey Centro');

    // A package profile made in its modal fills the measures and becomes the chosen profile.
    await page.getByRole('button', { name: 'Nuevo perfil' }).click();
    const profileDialog = page.getByRole('dialog', { name: 'Crear nuevo perfil de paquete' });
    await profileDialog.getByRole('textbox', { name: 'Nombre del perfil' }).fill('Caja mediana');
    await profileDialog.getByRole('textbox', { name: 'Largo (cm)' }).fill('30');
    await profileDialog.getByRole('textbox', { name: 'Ancho (cm)' }).fill('20');
    await profileDialog.getByRole('textbox', { name: 'Alto (cm)' }).fill('15');
    await profileDialog.getByRole('textbox', { name: 'Peso (kg)' }).fill('2');
    await profileDialog.getByRole('button', { name: 'Guardar perfil' }).click();
    await profileDialog.waitFor({ state: 'hidden' });
    // Saving in the modal is not a submit of the quote form behind it.
    expect(await page.getByText('Indica qué estás enviando.').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Perfil de paquete' }).inputValue()).toContain(
      'Caja mediana',
    );
    expect(await page.getByRole('textbox', { name: 'Largo (cm)' }).inputValue()).toBe('30');
    expect(await page.getByRole('textbox', { name: 'Peso (kg)' }).inputValue()).toBe('2');
    const profiles = await api('GET', `/packageProfileRoutes?userID=${buyer.id}`, { token: buyer.token });
    expect(profiles.body.profiles.map((p: { name: string }) => p.name)).toEqual(['Caja mediana']);

    await page.getByRole('textbox', { name: '¿Qué estás enviando?' }).fill('Ropa');
    await page.getByRole('textbox', { name: 'Número de guías (1 a 5)' }).fill('2');
    const quote = await submitQuote(page);

    expect(quote.cantidadGuias).toBe(2);
    expect(quote.unavailable).toEqual([]);
    expect(await carriersShown(page)).toEqual([...CARRIER_CODES].sort());
    expect(await page.getByTestId('quote-unavailable').count()).toBe(0);
    expect(await columnHeaders(page)).toEqual([
      'Paquetería',
      'Servicio',
      'Tránsito',
      'Entrega estimada',
      'A tiempo',
      'Peso facturable',
      'Precio',
      'Acción',
    ]);
    const summary = await page.getByTestId('quote-summary').innerText();
    expect(summary).toContain('06700, Roma Norte, Ciudad de México');
    expect(summary).toContain('64000, Monterrey Centro, Monterrey');
    expect(summary).toContain('2 guías');

    // Every price shown is the server's order total, formatted; nothing is computed here.
    const serverPrices = Object.values(quote.carriers)
      .flat()
      .map((option) => formatMXN(pesosToCentavos(option!.order_total_amount!)))
      .sort();
    expect((await page.getByTestId('quote-price').allInnerTexts()).sort()).toEqual(serverPrices);

    // Cheapest first by default.
    expect(await sortState(page, 'Precio')).toBe('ascending');
    expect(ascending(await pesosShown(page))).toBe(true);

    await sortBy(page, 'Entrega estimada', 'ascending');
    expect(await sortState(page, 'Precio')).toBe('none');
    const dates = await datesShown(page);
    expect(ascending(dates)).toBe(true);
    expect(new Set(dates).size).toBeGreaterThan(1);

    await sortBy(page, 'Precio', 'ascending');
    const cheapestFirst = await pesosShown(page);
    expect(ascending(cheapestFirst)).toBe(true);
    expect(cheapestFirst[0]).toBeLessThan(cheapestFirst[cheapestFirst.length - 1]);

    await sortBy(page, 'Precio', 'descending');
    expect(descending(await pesosShown(page))).toBe(true);

    // 'Nueva Cotización' goes back to the form keeping what was typed (origin, parcels, content).
    await page.getByRole('button', { name: 'Nueva Cotización' }).click();
    await page.getByRole('form', { name: 'Cotizar envío' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Dirección de origen' }).inputValue()).toContain(
      'Bodega Roma',
    );
    expect(await page.getByRole('textbox', { name: 'Código postal de destino' }).inputValue()).toContain(
      '64000',
    );
    expect(await page.getByRole('textbox', { name: 'Largo (cm)' }).inputValue()).toBe('30');
    expect(await page.getByRole('textbox', { name: 'Peso (kg)' }).inputValue()).toBe('2');
    expect(await page.getByRole('textbox', { name: '¿Qué estás enviando?' }).inputValue()).toBe('Ropa');
    expect(await page.getByRole('textbox', { name: 'Número de guías (1 a 5)' }).inputValue()).toBe('2');

    // Quoting again with one value changed, and 'Enviar' moves on to the addresses (step 3).
    await page.getByRole('textbox', { name: 'Peso (kg)' }).fill('3');
    await submitQuote(page);
    await page
      .getByTestId('quote-option')
      .first()
      .getByRole('button', { name: /^Enviar con/ })
      .click();
    await page.getByTestId('direction-origin').waitFor();
    expect(
      await page
        .getByTestId('direction-origin')
        .getByRole('textbox', { name: 'Nombre completo' })
        .inputValue(),
    ).toBe('Bodega Roma');
    await page.context().close();
  });

  it('names what is missing and applies the limits of the package type before asking the server', async () => {
    const page = await openPage(browser, { storage: storageFor(buyer) });
    await visit(page, '/dashboard/shipment/new');
    let quoted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/quoting')) quoted = true;
    });

    await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
    const origin = page.getByRole('group', { name: 'Origen' });
    await origin.getByText(Messages.incomplete.group('origen')).waitFor();
    await page
      .getByRole('group', { name: 'Destino' })
      .getByText(Messages.incomplete.group('destino'))
      .waitFor();
    await page.getByText('Indica qué estás enviando.').waitFor();
    // The parcel group's message once, naming what is missing, not under each of the four fields.
    const parcelGroup = 'Debes completar todos los campos de paquete.';
    expect(await page.getByText(parcelGroup).allInnerTexts()).toEqual([
      `${parcelGroup} Falta: peso, largo, ancho, alto.`,
    ]);
    await page.getByRole('textbox', { name: 'Largo (cm)' }).fill('30');
    await page.getByRole('textbox', { name: 'Ancho (cm)' }).fill('20');
    await page.getByText(`${parcelGroup} Falta: peso, alto.`).waitFor();
    expect(await page.getByText(parcelGroup).count()).toBe(1);

    // Section 5: the guide count rounds up (2.3 → 3).
    const guides = page.getByRole('textbox', { name: 'Número de guías (1 a 5)' });
    await guides.fill('2.3');
    await guides.blur();
    expect(await guides.inputValue()).toBe('3');

    await page.getByRole('textbox', { name: 'Tipo de envío' }).click();
    await page.getByRole('option', { name: 'Sobre' }).click();
    await fillParcel(page, { length: '40', width: '20', height: '1', weight: '0.3' });
    await page.getByText('El largo debe estar entre 1 y 35 cm.').waitFor();
    expect(quoted).toBe(false);
    await page.context().close();
  });

  it('shows the options as cards with a sort choice on a 375 px phone, without sideways scrolling', async () => {
    const page = await openPage(browser, {
      storage: storageFor(buyer),
      viewport: { width: 375, height: 740 },
    });
    await visit(page, '/dashboard/shipment/new');
    await choosePostalCode(page, 'Origen', '06700', 'Roma Norte');
    await choosePostalCode(page, 'Destino', '64000', 'Monterrey Centro');
    await fillParcel(page, { length: '30', width: '20', height: '15', weight: '2' });
    await page.getByRole('textbox', { name: '¿Qué estás enviando?' }).fill('Libros');
    await submitQuote(page, 'quote-option-cards');

    expect(await carriersShown(page, 'quote-option-card')).toEqual([...CARRIER_CODES].sort());
    expect(await page.getByTestId('quote-options').count()).toBe(0);
    expect(ascending(await pesosShown(page))).toBe(true);
    await page.getByRole('textbox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Precio: mayor a menor' }).click();
    expect(descending(await settled(page, () => pesosShown(page), descending))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});

describe('package profiles in the quote form', () => {
  it('edits a saved profile and deletes it after confirming', async () => {
    const owner = await freshBuyer();
    const saved = await api('POST', '/packageProfileRoutes', {
      token: owner.token,
      body: {
        name: 'Caja chica',
        type: 'package',
        weight: 1,
        dimensions: { length: 20, width: 15, height: 10 },
      },
    });
    expect(saved.status).toBe(201);
    const page = await openPage(browser, { storage: storageFor(owner) });
    await visit(page, '/dashboard/shipment/new');
    const profileBox = page.getByRole('textbox', { name: 'Perfil de paquete' });
    await profileBox.click();
    await page.getByRole('option', { name: /Caja chica/ }).click();
    expect(await page.getByRole('textbox', { name: 'Peso (kg)' }).inputValue()).toBe('1');

    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar perfil de paquete' });
    expect(await dialog.getByRole('textbox', { name: 'Nombre del perfil' }).inputValue()).toBe('Caja chica');
    await dialog.getByRole('textbox', { name: 'Nombre del perfil' }).fill('Caja chica reforzada');
    await dialog.getByRole('textbox', { name: 'Peso (kg)' }).fill('1.5');
    await dialog.getByRole('button', { name: 'Guardar perfil' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const listed = async () =>
      (await api('GET', `/packageProfileRoutes?userID=${owner.id}`, { token: owner.token })).body.profiles;
    expect(await listed()).toEqual([expect.objectContaining({ name: 'Caja chica reforzada', weight: 1.5 })]);

    await page.getByRole('button', { name: 'Eliminar perfil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar perfil' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await listed()).toHaveLength(1);
    await page.getByRole('button', { name: 'Eliminar perfil' }).click();
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByRole('button', { name: 'Editar perfil' }).waitFor({ state: 'detached' });
    expect(await listed()).toEqual([]);
    await page.context().close();
  });
});

describe('quote as role user (Operativo)', () => {
  const created: string[] = [];
  afterAll(async () => {
    const operativo = await demoSession('user');
    for (const id of created) await api('DELETE', `/locations-user/${id}`, { token: operativo.token });
  });

  it('creates the destination in its modal and compares six carriers with no Precio column and no delivery dates', async () => {
    const operativo = await demoSession('user');
    const page = await openPage(browser, { storage: storageFor(operativo) });
    await visit(page, '/dashboard/shipment/new');
    await choosePostalCode(page, 'Origen', '06700', 'Roma Norte');

    // 'Crear nueva dirección de envío' saves the address and chooses it for that side.
    const name = `Cliente Monterrey ${Date.now().toString(36)}`;
    await page
      .getByRole('group', { name: 'Destino' })
      .getByRole('button', { name: 'Nueva dirección' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Crear nueva dirección de envío' });
    await dialog.getByRole('textbox', { name: 'Nombre y apellidos' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('8112345678');
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('cliente@ejemplo.mx');
    await dialog.getByRole('textbox', { name: 'Calle' }).fill('Av. Constitución');
    await dialog.getByRole('textbox', { name: 'Número exterior' }).fill('500');
    await dialog.getByRole('textbox', { name: 'Código postal' }).fill('64000');
    await page.getByRole('option', { name: /64000 · Monterrey Centro/ }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/locations-user') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
    const address = (await (await saved).json()) as SavedAddressDto;
    created.push(address._id);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('quote-destination-place').waitFor();
    expect(await page.getByText(Messages.incomplete.group('paquete')).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Dirección de destino' }).inputValue()).toContain(name);
    expect(await page.getByTestId('quote-destination-place').innerText()).toBe(
      '64000 · Monterrey Centro · Monterrey, NL',
    );

    await fillParcel(page, { length: '25', width: '20', height: '10', weight: '1.5' });
    await page.getByRole('textbox', { name: '¿Qué estás enviando?' }).fill('Refacciones');
    const quote = await submitQuote(page);

    const options = Object.values(quote.carriers).flat();
    expect(
      options.some(
        (option) => option!.total_amount !== undefined || option!.estimated_delivery !== undefined,
      ),
    ).toBe(false);
    expect(await carriersShown(page)).toEqual([...CARRIER_CODES].sort());
    expect(await columnHeaders(page)).toEqual([
      'Paquetería',
      'Servicio',
      'Tránsito',
      'A tiempo',
      'Peso facturable',
      'Acción',
    ]);
    const table = await page.getByTestId('quote-options').innerText();
    expect(table).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(table).not.toContain('$');
    expect(await page.getByTestId('quote-price').count()).toBe(0);
    expect(await page.getByText('IVA incluido').count()).toBe(0);
    await page.context().close();
  });
});
