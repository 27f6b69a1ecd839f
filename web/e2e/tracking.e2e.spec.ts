import { api, createUser, eventually, signIn, type Session } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { accessibleAtBothWidths } from './support/accessibility';
import { launchBrowser, openPage, storageFor, visit } from './support/app';
import { network, paidEstafetaGuide } from './support/guides';

jest.setTimeout(120_000);

let browser: Browser;
let owner: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  const account = await createUser({ rol: 'client' });
  owner = await signIn(account.email, account.password);
});
afterAll(async () => {
  await browser?.close();
});

/** Events the public lookup shows for the guide, once it shows at least `count`. */
const lookupWith = (guide: string, count: number) =>
  eventually(
    async () => {
      const r = await api('POST', '/tracking', { body: { guide_number: guide } });
      return r.status === 200 && r.body.shipment_event.length >= count && r.body;
    },
    { timeoutMs: 30_000, what: `${count} events for ${guide}` },
  );

async function search(page: Page, guide: string) {
  const box = page.getByRole('search', { name: 'Rastrear envío' }).first();
  await box.getByRole('textbox', { name: 'Número de guía' }).fill(guide);
  await box.getByRole('button', { name: 'Rastrear' }).click();
  return page.getByRole('dialog', { name: 'Resultado del Envío' });
}

describe('tracking: a visitor searches a guide', () => {
  it('sees its status and events grouped by day, the carrier link and the PDF; an unknown guide is not found', async () => {
    const { guide } = await paidEstafetaGuide(owner);
    await network('register', { carrier: 'ESTAFETA', trackingNumber: guide, scenario: 'normal' });
    await network('advance', { carrier: 'ESTAFETA', trackingNumber: guide, to: 'next' });
    await lookupWith(guide, 2);

    const page = await openPage(browser);
    await visit(page, '/');
    const dialog = await search(page, guide);
    await dialog.getByTestId('tracking-events').waitFor();
    await expect(dialog.getByTestId('tracking-summary').innerText()).resolves.toContain('Recolectado');
    const events = await dialog.getByTestId('tracking-events').innerText();
    expect(events).toContain('Guía creada');
    expect(events).toContain('Recolectado');
    expect(
      await dialog.getByRole('link', { name: /Ver en el sitio de Estafeta/ }).getAttribute('href'),
    ).toContain(`wayBill=${guide}`);
    expect(await dialog.getByRole('link', { name: /Descargar rastreo/ }).getAttribute('href')).toBe(
      `/api/public/${guide}.pdf`,
    );
    await accessibleAtBothWidths(page, 'tracking-result');
    await dialog.getByRole('button').first().click();

    const missing = await search(page, 'ZZ00000000');
    await missing.getByTestId('tracking-not-found').waitFor();
    expect(await missing.getByTestId('tracking-not-found').innerText()).toContain(
      'No se encontró la guía ZZ00000000.',
    );
    await page.context().close();
  });
});

describe("tracking: a customer's open pages follow their guides", () => {
  it('updates the open list and detail when the guide is delivered, without a reload', async () => {
    const { id, guide } = await paidEstafetaGuide(owner);
    await network('register', { carrier: 'ESTAFETA', trackingNumber: guide, scenario: 'normal' });
    await lookupWith(guide, 1);

    const page = await openPage(browser, { storage: storageFor(owner) });
    await visit(page, '/shipments');
    const row = page.getByTestId('shipment-row').filter({ hasText: guide });
    await row.getByTestId('shipment-status').filter({ hasText: 'Guía generada' }).waitFor();
    const detail = await openPage(browser, { storage: storageFor(owner) });
    await visit(detail, `/shipments/${id}`);
    await detail.getByTestId('card-tracking').getByText('Guía creada').first().waitFor();

    await network('advance', { carrier: 'ESTAFETA', trackingNumber: guide, to: 'delivered' });
    // Server-Sent Events bring the change; neither page is reloaded.
    await row.getByTestId('shipment-status').filter({ hasText: 'Entregado' }).waitFor({ timeout: 30_000 });
    await detail
      .getByTestId('card-tracking')
      .getByText(/Entregado el/)
      .waitFor({ timeout: 30_000 });
    expect(await detail.getByTestId('card-tracking').innerText()).toContain('En reparto');

    // The guide number in the list is its tracking link.
    await row.getByRole('button', { name: `Rastrear guía ${guide}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Resultado del Envío' });
    await dialog.getByTestId('tracking-summary').getByText('Entregado', { exact: true }).first().waitFor();
    await accessibleAtBothWidths(page, 'shipments-tracking');
    await page.context().close();
    await detail.context().close();
  });
});
