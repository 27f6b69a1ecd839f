import { Messages } from '@envios/contracts';
import { waitForMail } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  mailText,
  openPage,
  signedInAs,
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

const SALES_INBOX = 'ventas@envios.mx';
const monthlyField = (page: Page) => page.getByRole('spinbutton', { name: '¿Cuántos envíos haces al mes?' });

async function fillContact(page: Page, company: string) {
  const fields: Record<string, string> = {
    Nombre: 'Lucía',
    Apellidos: 'Contreras',
    'Correo electrónico': 'lucia@tienda-e2e.mx',
    Teléfono: '5523456789',
    'Nombre de la empresa': company,
    Comentarios: 'Queremos cotizar envíos nacionales.',
  };
  for (const [label, value] of Object.entries(fields)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

describe('contact form', () => {
  it('asks the monthly shipments only when the answer is Sí', async () => {
    const page = await openPage(browser);
    await visit(page, '/contactanos');
    expect(await monthlyField(page).count()).toBe(0);
    await page.getByRole('radio', { name: 'Sí' }).check();
    await monthlyField(page).waitFor();
    await page.getByRole('radio', { name: 'No' }).check();
    await monthlyField(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('requires every field but the website and sends nothing until they are filled', async () => {
    const page = await openPage(browser);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/contact')) posts.push(request.method());
    });
    await visit(page, '/contactanos');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    for (const message of [
      'Introduce tu nombre.',
      'Introduce el nombre de tu empresa.',
      'Escribe tus comentarios.',
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByText('Indica si ya estás haciendo envíos.').waitFor();
    await page.getByRole('radio', { name: 'Sí' }).check();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('Indica cuántos envíos haces al mes.').waitFor();
    expect(await page.getByText('Introduce una dirección web válida (https://…).').count()).toBe(0);
    expect(posts).toEqual([]);
    await page.context().close();
  });

  it('sends a visitor lead with monthly shipments to /thank-page and e-mails it to sales', async () => {
    const company = `Tienda E2E ${Date.now().toString(36)}`;
    const page = await openPage(browser);
    await visit(page, '/contactanos');
    expect(await page.getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/');
    await fillContact(page, company);
    await page.getByRole('radio', { name: 'Sí' }).check();
    await monthlyField(page).fill('120');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await waitForPath(page, '/thank-page');
    await waitForHeading(page, Messages.contact.thanks);

    const lead = await waitForMail(SALES_INBOX, new RegExp(company));
    expect(lead.subject).toBe(`Nuevo contacto: ${company} (Lucía Contreras)`);
    const text = mailText(lead);
    expect(text).toContain('Sí, 120 al mes');
    expect(text).toContain('lucia@tienda-e2e.mx');
    expect(text).toContain('Queremos cotizar envíos nacionales.');
    await page.context().close();
  });

  it('takes a signed-in user back to /dashboard and, once sent, to /shipments', async () => {
    const company = `Cliente E2E ${Date.now().toString(36)}`;
    const page = await openPage(browser, { storage: await signedInAs('admin') });
    await visit(page, '/contactanos');
    expect(await page.getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/dashboard');
    await fillContact(page, company);
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await waitForPath(page, '/shipments');
    const lead = await waitForMail(SALES_INBOX, new RegExp(company));
    expect(mailText(lead)).toContain('Ya hace envíos: No');
    await page.context().close();
  });
});
