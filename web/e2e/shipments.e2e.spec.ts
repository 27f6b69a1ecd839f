import { execFileSync } from 'node:child_process';
import { api, createUser, eventually, signIn, type Session } from '@envios/testing';
import { Workbook } from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { accessibleAtBothWidths, expectAccessible } from './support/accessibility';
import { launchBrowser, openPage, storageFor, visit, waitForHeading } from './support/app';
import { network, paidEstafetaGuide } from './support/guides';

jest.setTimeout(120_000);

let browser: Browser;
let buyer: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  const user = await createUser({ rol: 'admin' });
  buyer = await signIn(user.email, user.password);
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

const rows = (page: Page) => page.getByTestId('shipment-row');
const cards = (page: Page) => page.getByTestId('shipment-card');

/** Types in the search box of Mis Envios and waits for the server's answer to that search. */
async function searchShipments(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes(`/query?filter=${encodeURIComponent(text)}`) && r.ok(),
  );
  await page.getByRole('textbox', { name: 'Buscar envíos' }).fill(text);
  await answered;
}

describe('shipments: quote → addresses → summary → Mis Envios → detail, duplicate and delete', () => {
  it('creates the guides of a quote, lists them, opens one, duplicates and deletes', async () => {
    const page = await openPage(browser, { storage: storageFor(buyer) });
    await visit(page, '/dashboard/shipment/new');
    await choosePostalCode(page, 'Origen', '06700', 'Roma Norte');
    await choosePostalCode(page, 'Destino', '64000', 'Monterrey Centro');
    await page.getByRole('textbox', { name: 'Largo (cm)' }).fill('30');
    await page.getByRole('textbox', { name: 'Ancho (cm)' }).fill('20');
    await page.getByRole('textbox', { name: 'Alto (cm)' }).fill('15');
    await page.getByRole('textbox', { name: 'Peso (kg)' }).fill('2');
    await page.getByRole('textbox', { name: '¿Qué estás enviando?' }).fill('Libros');
    await page.getByRole('textbox', { name: 'Número de guías (1 a 5)' }).fill('2');
    await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
    await page.getByTestId('quote-options').waitFor();
    const option = page.getByTestId('quote-option').first();
    await option.getByRole('button', { name: /^Enviar con/ }).click();

    // Step 3: the colony and city come from the quote; the rest is asked, with the API's messages.
    const origin = page.getByTestId('direction-origin');
    await origin.waitFor();
    expect(await origin.getByRole('textbox', { name: 'Código postal' }).inputValue()).toBe('06700');
    expect(await origin.getByRole('textbox', { name: 'Colonia' }).inputValue()).toBe('Roma Norte');
    expect(await page.getByRole('textbox', { name: '¿Qué estás enviando?' }).inputValue()).toBe('Libros');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await origin.getByText('Debes completar todos los campos de origen.').first().waitFor();
    await fillDirection(page, 'direction-origin', 'Ana Remitente');
    await fillDirection(page, 'direction-destination', 'Beto Destinatario');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/shipments/home/all'));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    expect((await created).status()).toBe(201);

    // Step 4: the summary of both guides with the total; payment not yet offered.
    const summary = page.getByTestId('shipment-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('2 guías · Guia sin pago');
    expect(await summary.innerText()).toContain('Beto Destinatario');
    expect(await page.getByTestId('summary-total').innerText()).toMatch(/^\$[\d,]+\.\d{2}$/);

    // 'Anterior' goes back to the addresses as typed; forward again reuses the two shipments.
    const writes: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && path.startsWith('/api/v1/shipments/')) writes.push(path.slice(18));
    });
    const destinationName = page
      .getByTestId('direction-destination')
      .getByRole('textbox', { name: 'Nombre completo' });
    await page.getByRole('button', { name: 'Anterior' }).click();
    expect(await destinationName.inputValue()).toBe('Beto Destinatario');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await summary.waitFor();
    expect(writes).toEqual([]);
    // On a phone the stepper goes back to the addresses; another name replaces the two unpaid ones.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Paso 3: Direcciones' }).click();
    await destinationName.fill('Carla Destinataria');
    const replaced = page.waitForResponse((r) => r.url().endsWith('/api/v1/shipments/home/all'));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    expect((await replaced).status()).toBe(201);
    await summary.getByText(/Carla Destinataria/).waitFor();
    expect(writes).toEqual(['all/delete', 'home/all']);
    await page.getByRole('link', { name: 'Ir a Mis Envios' }).click();

    // Mis Envios on a phone: cards with the status in the spec's words, and no sideways scrolling.
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(2);
    expect(await cards(page).first().getByTestId('shipment-status').innerText()).toBe('Guia sin pago');
    expect(await cards(page).first().innerText()).toContain('Monterrey, 64000');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await accessibleAtBothWidths(page, 'shipments-unpaid');

    // Mis Envios on a laptop: both, newest first, in the table; a row opens its detail.
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(2);
    expect(await rows(page).first().innerText()).toContain('Monterrey, 64000');
    await rows(page).first().click();
    await page.getByRole('heading', { name: 'Detalles de Envío' }).waitFor();
    expect(await page.getByTestId('card-destino').innerText()).toContain('Carla Destinataria');
    expect(await page.title()).toBe('Detalles de Envío · Envíos MX');
    expect(await page.getByTestId('card-service').innerText()).toContain('Aún no se ha generado la guía');
    expect(await page.getByTestId('card-parcel').count()).toBe(1);
    await page.getByRole('link', { name: 'Volver a órdenes' }).click();

    // 'Exportar a Excel' downloads the rows on screen (with the cost: this role sees prices).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar a Excel' }).click();
    const file = await (await download).path();
    const book = new Workbook();
    await book.xlsx.readFile(file!);
    const sheet = book.getWorksheet('Envíos')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(3);
    expect(values(1)).toEqual([
      'Origen',
      'Destino',
      'Paquetería',
      'Servicio',
      'Guía',
      'Días',
      'Estado',
      'Fecha',
      'Total (MXN)',
    ]);
    expect(values(2).slice(0, 2)).toEqual(['Ciudad de México, 06700', 'Monterrey, 64000']);
    expect(values(2)[6]).toBe('Guia sin pago');
    expect(typeof values(2)[8]).toBe('number');

    // 'Exportar a PDF' downloads the same rows as a table (poppler reads its text back).
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar a PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('envios.pdf');
    const text = execFileSync('pdftotext', ['-layout', (await pdf.path())!, '-']).toString();
    expect(text).toContain('Mis Envios');
    expect(text).toMatch(/Origen\s+Destino\s+Paquetería\s+Servicio/);
    expect(text.match(/Monterrey, 64000/g)).toHaveLength(2);
    expect(text).toMatch(/Guia sin pago/);
    expect(text).toMatch(/\$\d[\d,]*\.\d{2}/);

    // Duplicate both, then delete the two copies.
    await rows(page).first().waitFor();
    await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
    await page.getByRole('button', { name: 'Duplicar' }).click();
    await page.getByTestId('success-alert').getByText('Envios duplicados exitosamente.').waitFor();
    // Its close button has a name (axe: button-name).
    await page.getByTestId('success-alert').getByRole('button', { name: 'Cerrar' }).waitFor();
    await expectAccessible(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="shipment-row"]').length === 4);
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar envíos' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await page.getByTestId('success-alert').getByText('Envios eliminados exitosamente.').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="shipment-row"]').length === 2);
    const listed = await api('GET', `/shipments/all/${buyer.id}?limit=10&page=1`, { token: buyer.token });
    expect(listed.body.count).toBe(2);
    await page.context().close();
  });

  it('says there are none yet', async () => {
    const fresh = await createUser();
    const session = await signIn(fresh.email, fresh.password);
    const page = await openPage(browser, { storage: storageFor(session) });
    await visit(page, '/shipments');
    await page.getByText('No hay envíos registrados').waitFor();
    // Each route has a title of its own.
    expect(await page.title()).toBe('Mis Envíos · Envíos MX');
    await page.context().close();
  });
});

describe('shipments: finding a guide by its number and cancelling it', () => {
  it('finds guides whole or by their last digits; only a guide that has not moved can be cancelled, and then reads refunded', async () => {
    const account = await createUser({ rol: 'client' });
    const owner = await signIn(account.email, account.password);
    const [moving, still] = await Promise.all([paidEstafetaGuide(owner), paidEstafetaGuide(owner)]);
    await network('register', { carrier: 'ESTAFETA', trackingNumber: moving.guide, scenario: 'normal' });
    await network('advance', { carrier: 'ESTAFETA', trackingNumber: moving.guide, to: 'next' });
    const shipment = async (id: string) =>
      (await api('GET', `/shipments/${id}`, { token: owner.token })).body;
    // The carrier's pick-up reaches the shipment while the other guide is cancelled on screen.
    const pickedUp = eventually(async () => (await shipment(moving.id)).cancellable === false || undefined, {
      timeoutMs: 30_000,
      what: 'the guide picked up',
    });
    pickedUp.catch(() => undefined);

    // A phone: the last digits of one guide find it as a card, which opens its detail.
    const page = await openPage(browser, {
      storage: storageFor(owner),
      viewport: { width: 375, height: 800 },
    });
    await visit(page, '/shipments');
    await searchShipments(page, still.guide.slice(-6));
    const card = cards(page).filter({ hasText: still.guide });
    await card.waitFor();
    expect(await cards(page).count()).toBe(1);
    expect(await card.getByTestId('shipment-status').innerText()).toBe('Guía generada');
    await card.getByText(/^Estafeta · /).click();
    await waitForHeading(page, 'Detalles de Envío');
    const paidBefore = (await api('GET', `/prepaid/getTotalAmount/${owner.id}`, { token: owner.token })).body
      .total_centavos as number;
    await page.getByRole('button', { name: 'Cancelar guía' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar guía' });
    await dialog.getByRole('button', { name: 'Cancelar guía' }).click();
    // Once the wallet has refunded it, the page says so (it reads the shipment until then).
    const service = page.getByTestId('card-service');
    await service.getByText('Cancelada · Reembolsada').waitFor({ timeout: 20_000 });
    expect(await service.innerText()).toContain('Guía cancelada: su importe se reembolsó al monedero');
    expect(await page.getByTestId('payment-state').textContent()).toBe('Reembolsado');
    expect(await page.getByTestId('shipment-total').innerText()).toMatch(/^Total reembolsado: \$/);
    // The label is void: no download any more.
    expect(await page.getByRole('button', { name: 'Guía no disponible' }).isDisabled()).toBe(true);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Cancelar guía' }).count()).toBe(0);
    const refunded = Math.round((await shipment(still.id)).selected_service.total_amount * 100);
    expect(
      (await api('GET', `/prepaid/getTotalAmount/${owner.id}`, { token: owner.token })).body.total_centavos,
    ).toBe(paidBefore + refunded);

    // Back in the list, the cancelled one reads the same.
    await page.getByRole('link', { name: 'Volver a órdenes' }).click();
    await cards(page)
      .filter({ hasText: still.guide })
      .getByTestId('shipment-status')
      .filter({ hasText: 'Cancelada · Reembolsada' })
      .waitFor();
    await accessibleAtBothWidths(page, 'shipments-cancelled');

    // A laptop: the whole number finds the guide that moved; its detail offers no cancelling.
    await pickedUp;
    await searchShipments(page, moving.guide);
    await rows(page).filter({ hasText: moving.guide }).waitFor();
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).getByTestId('shipment-status').innerText()).toBe('Recolectado');
    await rows(page).first().click();
    await waitForHeading(page, 'Detalles de Envío');
    await page.getByTestId('card-service').getByText('Recolectado').waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar guía' }).count()).toBe(0);
    await page.context().close();
  }, 180_000);
});
